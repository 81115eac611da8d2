import { afterEach, describe, expect, it } from 'vitest';
import { forgetActingFor, switchActingFor } from '../acting-for.ts';
import { removeDrafts } from '../session-store.ts';

const winifred = { callerId: 'caller-1', callerName: 'Winifred Atwell' };

describe('the caller a member of staff is completing an assessment for', () => {
  afterEach(() => window.sessionStorage.clear());

  it('leaves no draft of the previous caller when the tab moves to the next', () => {
    switchActingFor(winifred);
    window.sessionStorage.setItem('areaDraft:form-1:personalHygiene', '{"answers":{}}');
    window.sessionStorage.setItem('personalDetailsDraft:form-1', '{"firstName":"Winifred"}');
    window.sessionStorage.setItem('token', 'kept');
    switchActingFor({ callerId: 'caller-2', callerName: 'Second Caller' });
    const stored = JSON.stringify({ ...window.sessionStorage });
    expect(stored).not.toContain('Winifred');
    expect(stored).toContain('Second Caller');
    expect(window.sessionStorage.getItem('token')).toBe('kept');
  });

  it('is forgotten with the drafts at sign-out, and when the server acts for nobody', () => {
    switchActingFor(winifred);
    removeDrafts();
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Winifred');
    switchActingFor(winifred);
    forgetActingFor();
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Winifred');
  });
});
