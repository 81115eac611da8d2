import type { FormTypeCode } from '@csa/contracts';
import { formatDate } from '@csa/contracts/display';
import type { OutgoingMessage } from '../../notifications/index.ts';
import { pathwayNames } from '../../content/index.ts';

export interface ReminderFacts {
  councilName: string;
  formTypeCode: FormTypeCode;
  startedAt: string;
  /** Where the resident carries on (the assessment's overview). */
  link: string;
  /** For deletion warnings: the day the unfinished assessment will be deleted. */
  deletionDate: Date | null;
}

function lines(facts: ReminderFacts): string[] {
  const started = `You started a ${pathwayNames[facts.formTypeCode]} on ${formatDate(facts.startedAt)} and can carry on where you left off.`;
  const deletion = facts.deletionDate
    ? `We keep unfinished assessments for a limited time. If you do not carry on, this one will be deleted on ${formatDate(facts.deletionDate)}.`
    : null;
  return [started, ...(deletion ? [deletion] : [])];
}

/**
 * A save-and-return reminder or a warning before an unfinished assessment is deleted. It
 * names the pathway, the dates and the link, never an answer: e-mail is not a place for
 * health data and someone else may read the resident's messages.
 */
export function assessmentReminderEmail(recipient: string, facts: ReminderFacts): OutgoingMessage {
  return {
    channel: 'email',
    recipient,
    template: facts.deletionDate ? 'assessment-deletion-warning' : 'assessment-reminder',
    subject: facts.deletionDate
      ? `Your unfinished self-assessment will be deleted on ${formatDate(facts.deletionDate)}`
      : 'You can carry on with your self-assessment',
    body: [
      ...lines(facts),
      `Carry on with your assessment (you will be asked to sign in):\n${facts.link}`,
      ...(facts.deletionDate ? [] : ['You can turn off these reminders on your account page.']),
      facts.councilName,
    ].join('\n\n'),
  };
}

export function assessmentReminderText(recipient: string, facts: ReminderFacts): OutgoingMessage {
  return {
    channel: 'sms',
    recipient,
    template: facts.deletionDate ? 'assessment-deletion-warning' : 'assessment-reminder',
    subject: '',
    body: `${facts.councilName}: ${lines(facts).join(' ')} ${facts.link}`,
  };
}
