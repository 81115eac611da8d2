import { describe, expect, it } from 'vitest';
import { assessmentReminderEmail, assessmentReminderText } from './assessment-reminder-message.ts';

const reminder = {
  councilName: 'Southwark Council',
  formTypeCode: 'CARERS' as const,
  startedAt: '2026-03-02T09:15:00.000Z',
  link: 'https://care.council.example/assessment/CARERS/form-1',
  deletionDate: null,
};
// 23:30 UTC on 20 April is already the 21st in London (BST).
const warning = {
  ...reminder,
  formTypeCode: 'CSA' as const,
  deletionDate: new Date('2026-04-20T23:30:00Z'),
};

describe('the save-and-return reminder', () => {
  it('e-mails the pathway, the start date, the link and how to turn reminders off', () => {
    expect(assessmentReminderEmail('lin.wei@resident.example', reminder)).toEqual({
      channel: 'email',
      recipient: 'lin.wei@resident.example',
      template: 'assessment-reminder',
      subject: 'You can carry on with your self-assessment',
      body: [
        "You started a carer's self-assessment on 2 Mar 2026 and can carry on where you left off.",
        'Carry on with your assessment (you will be asked to sign in):\nhttps://care.council.example/assessment/CARERS/form-1',
        'You can turn off these reminders on your account page.',
        'Southwark Council',
      ].join('\n\n'),
    });
  });

  it('texts the same in one line, with no subject', () => {
    expect(assessmentReminderText('07700900123', reminder)).toEqual({
      channel: 'sms',
      recipient: '07700900123',
      template: 'assessment-reminder',
      subject: '',
      body: "Southwark Council: You started a carer's self-assessment on 2 Mar 2026 and can carry on where you left off. https://care.council.example/assessment/CARERS/form-1",
    });
  });
});

describe('the warning before an unfinished assessment is deleted', () => {
  it('e-mails the London date of deletion, with no offer to turn it off', () => {
    expect(assessmentReminderEmail('lin.wei@resident.example', warning)).toEqual({
      channel: 'email',
      recipient: 'lin.wei@resident.example',
      template: 'assessment-deletion-warning',
      subject: 'Your unfinished self-assessment will be deleted on 21 Apr 2026',
      body: [
        'You started a care and support self-assessment on 2 Mar 2026 and can carry on where you left off.',
        'We keep unfinished assessments for a limited time. If you do not carry on, this one will be deleted on 21 Apr 2026.',
        'Carry on with your assessment (you will be asked to sign in):\nhttps://care.council.example/assessment/CARERS/form-1',
        'Southwark Council',
      ].join('\n\n'),
    });
  });

  it('texts the date of deletion too', () => {
    expect(assessmentReminderText('07700900123', warning)).toEqual({
      channel: 'sms',
      recipient: '07700900123',
      template: 'assessment-deletion-warning',
      subject: '',
      body: 'Southwark Council: You started a care and support self-assessment on 2 Mar 2026 and can carry on where you left off. We keep unfinished assessments for a limited time. If you do not carry on, this one will be deleted on 21 Apr 2026. https://care.council.example/assessment/CARERS/form-1',
    });
  });
});
