import { describe, expect, it } from 'vitest';
import { parseReminderJobKind, reminderJobKind } from './reminder-job-kind.ts';

const idleSince = '2026-11-22T10:00:00.000Z';

describe('the kind of a reminder job', () => {
  it('names the reminder and the idle spell it was queued for, and reads back the same', () => {
    expect(reminderJobKind('retention-14', idleSince)).toBe(`reminder-retention-14@${idleSince}`);
    for (const type of ['return', 'retention-14', 'retention-2'] as const) {
      expect(parseReminderJobKind(reminderJobKind(type, idleSince))).toEqual({ type, idleSince });
    }
  });

  it('reads nothing from a kind that is not exactly a known reminder', () => {
    expect(parseReminderJobKind('submission')).toBeNull();
    expect(parseReminderJobKind(`reminder-birthday@${idleSince}`)).toBeNull();
    expect(parseReminderJobKind('reminder-return@')).toBeNull();
    expect(parseReminderJobKind(`old-reminder-return@${idleSince}`)).toBeNull();
    expect(parseReminderJobKind(`reminder-return@${idleSince}\nreminder-return@x`)).toBeNull();
  });
});
