import { constants, type FormTypeCode } from '@csa/contracts';
import { formatDateTime } from '@csa/contracts/display';
import type { ServiceWording } from '@csa/questionnaire';
import type { OutgoingMessage } from '../../notifications/index.ts';
import { pathwayNames } from '../../content/index.ts';

interface ConfirmationFacts {
  councilName: string;
  formTypeCode: FormTypeCode;
  reference: string;
  submittedAt: string;
}

/** What happens next, in the words a resident would want (spec §1). */
function nextSteps(formTypeCode: FormTypeCode): string {
  return formTypeCode === 'CARERS'
    ? `The carers centre will contact you ${constants.carersContactPromise}.`
    : 'The customer services team will read your assessment and contact you about the help that is right for you.';
}

/**
 * The resident's receipt: their reference and what happens next. No answers. With the
 * council's published wording (the version the resident was shown), its next steps, contact
 * details and opening hours; the mail is plain text only, so the wording is never read as
 * markup.
 */
export function residentConfirmationEmail(
  recipient: string,
  facts: ConfirmationFacts,
  wording: ServiceWording | null = null,
): OutgoingMessage {
  const council = wording
    ? [
        wording.whatHappensNext[facts.formTypeCode],
        `Contact us\n\n${wording.contactDetails}\n\nOpening hours: ${wording.openingHours}`,
      ]
    : [nextSteps(facts.formTypeCode)];
  return {
    channel: 'email',
    recipient,
    template: 'submission-confirmation',
    subject: `We have received your self-assessment (${facts.reference})`,
    body: [
      `Thank you. ${facts.councilName} received your ${pathwayNames[facts.formTypeCode]} on ${formatDateTime(facts.submittedAt)}.`,
      `Your reference is ${facts.reference}. Please quote it if you contact us.`,
      ...council,
      'You can download a copy of what you sent from your assessments page at any time.',
    ].join('\n\n'),
  };
}

/** The same receipt as a short text. */
export function residentConfirmationText(
  recipient: string,
  facts: ConfirmationFacts,
): OutgoingMessage {
  return {
    channel: 'sms',
    recipient,
    template: 'submission-confirmation',
    subject: '',
    body: `${facts.councilName} has received your self-assessment, reference ${facts.reference}. ${nextSteps(facts.formTypeCode)}`,
  };
}
