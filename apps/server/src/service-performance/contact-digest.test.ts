import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Assessment } from '@csa/contracts';
import {
  buildTestApp,
  createTestSession,
  startSmtpReceiver,
  submitTestAssessment,
  testDatabases,
  type SmtpReceiver,
} from '../testing/index.ts';
import { ContactDigestSchedule, contactDigestWeek } from './contact-digest.ts';

const databases = await testDatabases();
const teamCarers = 'carers.centre@council.example';
const teamCsa = 'customer.services@council.example';
const dayMs = 86_400_000;
/** Monday 30 November 2026, 09:00 in London (GMT): an hour after the week's e-mail is due. */
const monday = new Date('2026-11-30T09:00:00.000Z');
/** Distinctive values that must never reach the e-mail. */
const residentEmail = 'philippa.quartermaine@resident.example';
const firstName = 'Philippa';
const lastName = 'Quartermaine';
const answer = (itemId: string) => `Zebrafinch answer ${itemId}`;

describe('the week of the carers contact e-mail', () => {
  it('is the Monday it starts on in London, due from 08:00 London time', () => {
    expect(contactDigestWeek(new Date('2026-11-30T08:00:00.000Z'))).toBe('2026-11-30');
    expect(contactDigestWeek(new Date('2026-12-06T23:59:00.000Z'))).toBe('2026-11-30');
    // Before 08:00 on a Monday the new week's e-mail is not due: the week before is meant.
    expect(contactDigestWeek(new Date('2026-11-30T07:59:00.000Z'))).toBe('2026-11-23');
    // British Summer Time: 08:00 in London is 07:00 UTC.
    expect(contactDigestWeek(new Date('2026-06-01T07:00:00.000Z'))).toBe('2026-06-01');
    expect(contactDigestWeek(new Date('2026-06-01T06:59:00.000Z'))).toBe('2026-05-25');
  });
});

describe.each(databases)(
  'the weekly carers contact e-mail on $name',
  { timeout: 60_000 },
  (database) => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let smtp: SmtpReceiver;
    let clock = monday;
    const cases: Record<string, Assessment> = {};

    beforeAll(async () => {
      smtp = await startSmtpReceiver();
      ({ app, close } = await buildTestApp(
        database,
        {
          RATE_LIMIT_PER_MINUTE: '100000',
          NOTIFICATION_PROVIDER: 'smtp',
          SMTP_URL: smtp.url,
          TEAM_EMAIL_CARERS: teamCarers,
          TEAM_EMAIL_CSA: teamCsa,
          DELIVERY_RETRY_BASE_MS: '60000',
          DELIVERY_RETRY_CAP_MS: '60000',
        },
        undefined,
        { now: () => clock },
      ));
      const resident = await createTestSession(app, { loginEmail: residentEmail, name: 'P Q' });
      const submit = async (
        name: string,
        formTypeCode: 'CSA' | 'CARERS',
        daysAgo: number,
        status = 'new',
      ) => {
        const form = await submitTestAssessment(app, resident, formTypeCode, answer, {
          personalDetails: { firstName, lastName },
        });
        const submittedAt = new Date(monday.getTime() - daysAgo * dayMs).toISOString();
        await app.db
          .updateTable('staff_case')
          .set({ submitted_at: submittedAt, status })
          .where('form_id', '=', form.id)
          .execute();
        cases[name] = form;
      };
      // Due 14 days after submission: overdue after 20 days, due within 3 days after 12.
      await submit('overdue', 'CARERS', 20);
      await submit('overdueInProgress', 'CARERS', 15, 'in-progress');
      await submit('dueSoon', 'CARERS', 12);
      await submit('dueLater', 'CARERS', 9);
      await submit('contactedLate', 'CARERS', 20, 'contacted');
      await submit('closedLate', 'CARERS', 20, 'closed');
      await submit('customerServices', 'CSA', 30);
      // The submissions' own deliveries (a PDF each) are not what this test is about.
      await app.db
        .updateTable('delivery_job')
        .set({ status: 'done' })
        .where('kind', '=', 'submission')
        .execute();
    }, 60_000);
    afterAll(async () => {
      await close();
      await smtp.close();
    });

    it('queues one e-mail a week in the outbox, even from two processes at once or after a restart, and sends it to the carers centre', async () => {
      clock = monday;
      const here = app.contactDigest.schedule;
      const elsewhere = new ContactDigestSchedule(app.db, () => clock, app.log);
      const queued = await Promise.all([here.runIfDue(), elsewhere.runIfDue()]);
      expect(queued.filter(Boolean)).toHaveLength(1);
      // Queued, not sent: the outbox sends it, so a mail outage does not lose it.
      expect(smtp.mails).toHaveLength(0);

      const restarted = new ContactDigestSchedule(app.db, () => clock, app.log);
      clock = new Date(monday.getTime() + 3 * dayMs);
      expect(await restarted.runIfDue()).toBe(false);
      clock = monday;

      await app.delivery.worker.drain();
      const mails = await smtp.waitFor(1);
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail?.to).toEqual([teamCarers]);
      expect(mail?.subject).toContain('30 Nov 2026');
      const text = mail?.text ?? '';
      const overdueSection = text.slice(text.indexOf('Overdue'));
      const dueSection = text.slice(text.indexOf('Due for contact'), text.indexOf('Overdue'));
      expect(text.indexOf('Due for contact')).toBeGreaterThanOrEqual(0);
      expect(text.indexOf('Overdue')).toBeGreaterThan(text.indexOf('Due for contact'));
      expect(dueSection).toContain(cases.dueSoon?.reference);
      expect(overdueSection).toContain(cases.overdue?.reference);
      expect(overdueSection).toContain(cases.overdueInProgress?.reference);
      for (const left of ['dueLater', 'contactedLate', 'closedLate', 'customerServices']) {
        expect(text).not.toContain(cases[left]?.reference);
      }

      const jobs = await app.db
        .selectFrom('delivery_job')
        .selectAll()
        .where('kind', 'like', 'contact-digest@%')
        .execute();
      expect(jobs.map((job) => [job.kind, job.status])).toEqual([
        ['contact-digest@2026-11-30', 'done'],
      ]);
    });

    it('holds references only: no name, e-mail address or answer', async () => {
      const mail = smtp.mails.find((candidate) => candidate.to.includes(teamCarers));
      const everything = `${mail?.subject ?? ''}\n${mail?.text ?? ''}`;
      expect(everything).toContain(cases.overdue?.reference);
      for (const personal of [
        firstName,
        lastName,
        residentEmail,
        'Zebrafinch',
        'Okafor',
        'Sam',
        'SE15',
        '9434765919',
      ]) {
        expect(everything).not.toContain(personal);
      }
      for (const form of Object.values(cases)) expect(everything).not.toContain(form.id);
    });

    it('sends the next week again, and nothing before 08:00 on Monday', async () => {
      smtp.mails.length = 0;
      clock = new Date('2026-12-07T07:30:00.000Z');
      expect(await app.contactDigest.schedule.runIfDue()).toBe(false);
      clock = new Date('2026-12-07T08:00:00.000Z');
      expect(await app.contactDigest.schedule.runIfDue()).toBe(true);
      await app.delivery.worker.drain();
      const mails = await smtp.waitFor(1);
      expect(mails[0]?.subject).toContain('7 Dec 2026');
      clock = monday;
    });

    it('waits in the outbox through a mail outage and is sent once when mail is back', async () => {
      const port = Number(new URL(smtp.url).port);
      await smtp.close();
      clock = new Date('2026-12-14T09:00:00.000Z');
      expect(await app.contactDigest.schedule.runIfDue()).toBe(true);
      await app.delivery.worker.drain();
      const job = () =>
        app.db
          .selectFrom('delivery_job')
          .select(['status', 'last_error'])
          .where('kind', '=', 'contact-digest@2026-12-14')
          .executeTakeFirstOrThrow();
      expect(await job()).toMatchObject({ status: 'failed' });
      expect((await job()).last_error).toContain('team-email');

      smtp = await startSmtpReceiver({ port });
      clock = new Date(clock.getTime() + 120_000);
      await app.delivery.worker.drain();
      expect(await job()).toMatchObject({ status: 'done' });
      const mails = smtp.mails.filter((mail) => mail.subject.includes('14 Dec 2026'));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toEqual([teamCarers]);
      clock = monday;
    });
  },
);
