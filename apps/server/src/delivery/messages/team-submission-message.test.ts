import { describe, expect, it } from 'vitest';
import { teamSubmissionMessage } from './team-submission-message.ts';

describe("a team's notice of a submission", () => {
  it('gives customer services the pathway, reference, London time and staff link only', () => {
    expect(
      teamSubmissionMessage({
        recipient: 'customer.services@council.example',
        formTypeCode: 'CSA',
        reference: 'CSA-1093',
        submittedAt: '2026-07-01T16:05:00.000Z',
        staffLink: 'https://care.council.example/staff/submissions/form-7',
      }),
    ).toEqual({
      channel: 'email',
      recipient: 'customer.services@council.example',
      template: 'team-submission',
      subject: 'New CSA self-assessment submitted: CSA-1093',
      body: [
        'A new care and support self-assessment (CSA) was submitted on 1 Jul 2026 at 17:05:00.',
        'Reference: CSA-1093',
        'Open it in the staff pages (you will be asked to sign in):\nhttps://care.council.example/staff/submissions/form-7',
        'This e-mail deliberately holds no personal details.',
      ].join('\n\n'),
    });
  });

  it('tells the carers centre the day its 2-week promise falls due, 14 days on in London', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London: due on 16 July.
    expect(
      teamSubmissionMessage({
        recipient: 'carers.centre@council.example',
        formTypeCode: 'CARERS',
        reference: 'CAR-4821',
        submittedAt: '2026-07-01T23:30:00.000Z',
        staffLink: 'https://care.council.example/staff/submissions/form-8',
      }),
    ).toEqual({
      channel: 'email',
      recipient: 'carers.centre@council.example',
      template: 'team-submission',
      subject: 'New CARERS self-assessment submitted: CAR-4821',
      body: [
        "A new carer's self-assessment (CARERS) was submitted on 2 Jul 2026 at 00:30:00.",
        'Reference: CAR-4821',
        'The carers centre promises contact within 2 weeks: by 16 Jul 2026.',
        'Open it in the staff pages (you will be asked to sign in):\nhttps://care.council.example/staff/submissions/form-8',
        'This e-mail deliberately holds no personal details.',
      ].join('\n\n'),
    });
  });
});
