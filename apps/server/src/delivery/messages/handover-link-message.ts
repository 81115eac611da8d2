import type { FormTypeCode } from '@csa/contracts';
import { formatDate } from '@csa/contracts/display';
import type { OutgoingMessage } from '../../notifications/index.ts';
import { pathwayNames } from '../../content/index.ts';

export interface HandoverFacts {
  councilName: string;
  formTypeCode: FormTypeCode;
  /** The single-use link with its key. */
  link: string;
  expiresAt: Date;
}

function lines(facts: HandoverFacts): string[] {
  return [
    `You asked to carry on with your ${pathwayNames[facts.formTypeCode]} online. The answers you gave us by phone are saved.`,
    `Use this link to set up an account and carry on. It works once, until ${formatDate(facts.expiresAt)}:`,
  ];
}

/**
 * The handover link (docs/decisions/0133). It names the pathway and the link, never a name or
 * an answer: someone else may read the resident's messages.
 */
export function handoverLinkEmail(recipient: string, facts: HandoverFacts): OutgoingMessage {
  return {
    channel: 'email',
    recipient,
    template: 'handover-link',
    subject: 'Carry on with your self-assessment online',
    body: [
      ...lines(facts),
      facts.link,
      'If you did not ask for this, you can ignore this email: nothing changes until the link is used.',
      facts.councilName,
    ].join('\n\n'),
  };
}

export function handoverLinkText(recipient: string, facts: HandoverFacts): OutgoingMessage {
  return {
    channel: 'sms',
    recipient,
    template: 'handover-link',
    subject: '',
    body: `${facts.councilName}: ${lines(facts).join(' ')} ${facts.link}`,
  };
}
