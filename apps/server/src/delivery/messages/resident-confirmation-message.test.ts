import { describe, expect, it } from 'vitest';
import {
  residentConfirmationEmail,
  residentConfirmationText,
} from './resident-confirmation-message.ts';

const carers = {
  councilName: 'Southwark Council',
  formTypeCode: 'CARERS' as const,
  reference: 'CAR-4821',
  // 16:05 UTC is 17:05 in London in July.
  submittedAt: '2026-07-01T16:05:00.000Z',
};
const csa = { ...carers, formTypeCode: 'CSA' as const, reference: 'CSA-1093' };

describe("the resident's receipt", () => {
  it('e-mails a carer the reference, the London time and the 2-week promise', () => {
    expect(residentConfirmationEmail('ada.okafor@resident.example', carers)).toEqual({
      channel: 'email',
      recipient: 'ada.okafor@resident.example',
      template: 'submission-confirmation',
      subject: 'We have received your self-assessment (CAR-4821)',
      body: [
        "Thank you. Southwark Council received your carer's self-assessment on 1 Jul 2026 at 17:05:00.",
        'Your reference is CAR-4821. Please quote it if you contact us.',
        'The carers centre will contact you within 2 weeks.',
        'You can download a copy of what you sent from your assessments page at any time.',
      ].join('\n\n'),
    });
  });

  it('tells a CSA resident that customer services will be in touch', () => {
    expect(residentConfirmationEmail('ada.okafor@resident.example', csa).body).toBe(
      [
        'Thank you. Southwark Council received your care and support self-assessment on 1 Jul 2026 at 17:05:00.',
        'Your reference is CSA-1093. Please quote it if you contact us.',
        'The customer services team will read your assessment and contact you about the help that is right for you.',
        'You can download a copy of what you sent from your assessments page at any time.',
      ].join('\n\n'),
    );
  });

  it('texts the reference and what happens next, with no subject', () => {
    expect(residentConfirmationText('07700900123', carers)).toEqual({
      channel: 'sms',
      recipient: '07700900123',
      template: 'submission-confirmation',
      subject: '',
      body: 'Southwark Council has received your self-assessment, reference CAR-4821. The carers centre will contact you within 2 weeks.',
    });
    expect(residentConfirmationText('07700900123', csa).body).toBe(
      'Southwark Council has received your self-assessment, reference CSA-1093. The customer services team will read your assessment and contact you about the help that is right for you.',
    );
  });
});
