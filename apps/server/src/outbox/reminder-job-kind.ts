/**
 * Reminder jobs in the delivery outbox. The kind names the reminder and the
 * assessment's `last_updated` it was computed from (`reminder-return@2026-11-22T10:00:00.000Z`),
 * so the unique (form_id, kind) pair allows exactly one of each reminder per idle spell: a
 * resident who comes back and leaves again can be reminded again, never twice for one spell.
 */
export type ReminderType = 'return' | 'retention-14' | 'retention-2';

export const reminderTypes: readonly ReminderType[] = ['return', 'retention-14', 'retention-2'];

export interface ReminderKind {
  type: ReminderType;
  /** The assessment's last_updated when the reminder was queued. */
  idleSince: string;
}

/** Reminder jobs are addressed to the resident, not to a council team. */
export const reminderTeam = 'resident';

export function reminderJobKind(type: ReminderType, idleSince: string): string {
  return `reminder-${type}@${idleSince}`;
}

export function parseReminderJobKind(kind: string): ReminderKind | null {
  const match = /^reminder-([a-z0-9-]+)@(.+)$/.exec(kind);
  const type = reminderTypes.find((candidate) => candidate === match?.[1]);
  if (!match?.[2] || !type) return null;
  return { type, idleSince: match[2] };
}
