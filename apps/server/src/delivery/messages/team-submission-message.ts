import { constants, type FormTypeCode } from '@csa/contracts';
import { formatDate, formatDateTime } from '@csa/contracts/display';
import type { OutgoingMessage } from '../../notifications/index.ts';
import { contactDueBy, pathwayNames } from '../../content/index.ts';

/**
 * Tells a council team that a submission arrived. Team mailboxes are shared and e-mail is not
 * a safe place for health data, so this names only the pathway, the reference, the time and
 * a link to the staff page: no name, address, date of birth, answers or attachment.
 */
export function teamSubmissionMessage(options: {
  recipient: string;
  formTypeCode: FormTypeCode;
  reference: string;
  submittedAt: string;
  staffLink: string;
}): OutgoingMessage {
  const { formTypeCode, reference, submittedAt } = options;
  const lines = [
    `A new ${pathwayNames[formTypeCode]} (${formTypeCode}) was submitted on ${formatDateTime(submittedAt)}.`,
    `Reference: ${reference}`,
  ];
  if (formTypeCode === 'CARERS') {
    const dueBy = contactDueBy(submittedAt, constants.carersContactDays);
    lines.push(
      `The carers centre promises contact ${constants.carersContactPromise}: by ${formatDate(dueBy)}.`,
    );
  }
  lines.push(
    `Open it in the staff pages (you will be asked to sign in):\n${options.staffLink}`,
    'This e-mail deliberately holds no personal details.',
  );
  return {
    channel: 'email',
    recipient: options.recipient,
    template: 'team-submission',
    subject: `New ${formTypeCode} self-assessment submitted: ${reference}`,
    body: lines.join('\n\n'),
  };
}
