import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callerConsentMessage, noCallerContactMessage } from '@csa/contracts';
import { stubFetch } from '../../../testing/app-test-kit.tsx';
import { renderSignedInPage, testUserProfile } from '../../../testing/signed-in-page.tsx';
import { StartCallerPage } from '../pages/start-caller-page.tsx';

beforeEach(() => window.sessionStorage.setItem('token', 'test-token'));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** A member of both teams, who chooses the assessment the caller needs. */
function openPage() {
  const requests = stubFetch((request) => {
    if (request.path === '/internal/validate') return { status: 200, body: {} };
    if (request.path === '/internal/v1/userProfile') {
      return {
        status: 200,
        body: { data: { ...testUserProfile, roleNames: ['customer-services', 'carers-centre'] } },
      };
    }
    return { status: 500, body: {} };
  });
  renderSignedInPage('/staff/callers/new', '/staff/callers/new', <StartCallerPage />);
  return requests;
}

/** The summary's links, each with the field it lands on and that field's inline error. */
function summaryLinks() {
  const summary = screen.getByRole('alert');
  return within(summary)
    .getAllByRole('link')
    .map((link) => {
      const targetId = (link.getAttribute('href') ?? '').replace(/^#/, '');
      const target = document.getElementById(targetId);
      return { message: link.textContent, targetId, target };
    });
}

describe('Start an assessment for a caller', () => {
  it('on an empty submit lists every problem in page order, each linking to its field with the error beside it, and sends nothing', async () => {
    const user = userEvent.setup();
    const requests = openPage();
    await screen.findByRole('heading', { name: 'Start an assessment for a caller' });

    await user.click(screen.getByRole('button', { name: 'Start the assessment' }));

    const links = summaryLinks();
    expect(links.map((link) => [link.message, link.targetId])).toEqual([
      ['Select which assessment the caller needs', 'caller-pathway-CSA'],
      ['Enter the caller’s first name', 'caller-first-name'],
      ['Enter the caller’s last name', 'caller-last-name'],
      [noCallerContactMessage, 'caller-phone'],
      ['Select whether the caller is the person the assessment is about', 'caller-is-person-yes'],
      [callerConsentMessage, 'caller-consent'],
    ]);
    for (const link of links) {
      expect(link.target, link.targetId).not.toBeNull();
      const group = link.target?.closest('.govuk-form-group--error');
      expect(group, link.targetId).not.toBeNull();
      expect(group?.querySelector('.govuk-error-message')?.textContent).toBe(
        `Error: ${link.message ?? ''}`,
      );
    }
    // A text box is described by its error and marked invalid.
    const firstName = screen.getByLabelText('First name');
    const describedBy = firstName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Error: Enter the caller’s first name',
    );
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('alert').parentElement);
    expect(requests.filter((request) => request.path.includes('callers'))).toEqual([]);
  });

  it('asks how the caller is related once they are acting for the person, and what the relation is for Other', async () => {
    const user = userEvent.setup();
    openPage();
    await screen.findByRole('heading', { name: 'Start an assessment for a caller' });

    await user.click(screen.getByLabelText('No, they are acting for them'));
    await user.click(screen.getByRole('button', { name: 'Start the assessment' }));
    const related = summaryLinks().find(
      (link) => link.message === 'Select how the caller is related to the person',
    );
    expect(related?.target?.getAttribute('type')).toBe('radio');

    await user.click(screen.getByLabelText('Someone else'));
    await user.click(screen.getByRole('button', { name: 'Start the assessment' }));
    const other = summaryLinks().find(
      (link) => link.message === 'Enter how the caller is related to the person',
    );
    expect(other?.targetId).toBe('caller-relationship-other-text');
    expect(other?.target).toBe(screen.getByLabelText('How they are related'));
  });
});
