import { sql, type Kysely } from 'kysely';
import type { FormTypeCode } from '@csa/contracts';
import type { Database } from '../database/index.ts';
import type {
  ContactedCase,
  MonthCount,
  MonthFigures,
  PerformanceInput,
} from './build-performance-report.ts';
import { monthsBetween } from './build-performance-report.ts';
import { performanceDay } from './performance-measures.ts';

const dayMs = 86_400_000;

/**
 * What the performance figures of `from`–`to` (council days, included) are made of: the day
 * counts summed by month, the admin's monthly figures, and each submission of the range with
 * its first contact (staff case history). Only counts and dates are read.
 */
export async function readPerformanceInput(
  db: Kysely<Database>,
  range: { from: string; to: string; formTypeCode: FormTypeCode | null },
): Promise<PerformanceInput> {
  const { from, to, formTypeCode } = range;
  const month = sql<string>`substr(day, 1, 7)`;
  let countQuery = db
    .selectFrom('performance_count')
    .select((eb) => [
      month.as('month'),
      'form_type_code',
      'measure',
      'subject',
      eb.fn.sum<number | string>('count').as('count'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy([month, 'form_type_code', 'measure', 'subject']);
  if (formTypeCode) countQuery = countQuery.where('form_type_code', '=', formTypeCode);
  const counts: MonthCount[] = (await countQuery.execute()).map((row) => ({
    month: row.month,
    formTypeCode: row.form_type_code as FormTypeCode,
    measure: row.measure,
    subject: row.subject,
    count: Number(row.count),
  }));

  const rangeMonths = monthsBetween(from, to);
  const months: MonthFigures[] = (
    await db.selectFrom('performance_month').selectAll().where('month', 'in', rangeMonths).execute()
  ).map((row) => ({
    month: row.month,
    formTypeCode: row.form_type_code as FormTypeCode,
    paperAndOtherSubmissions: row.paper_and_other_submissions,
    costPence: row.cost_pence === null ? null : Number(row.cost_pence),
  }));

  // A day either side of the range in UTC holds every council day of it, whatever the clocks.
  const earliest = new Date(Date.parse(`${from}T00:00:00.000Z`) - dayMs).toISOString();
  const latest = new Date(Date.parse(`${to}T00:00:00.000Z`) + 2 * dayMs).toISOString();
  let caseQuery = db
    .selectFrom('form')
    .select((eb) => [
      'form.form_type_code',
      'form.date_submitted',
      eb
        .selectFrom('staff_case_event')
        .select((inner) => inner.fn.min('staff_case_event.created_at').as('first'))
        .whereRef('staff_case_event.form_id', '=', 'form.id')
        .where('staff_case_event.status', '!=', 'new')
        .as('first_contact_at'),
    ])
    .where('form.date_submitted', '>=', earliest)
    .where('form.date_submitted', '<', latest);
  if (formTypeCode) caseQuery = caseQuery.where('form.form_type_code', '=', formTypeCode);
  const cases: ContactedCase[] = [];
  for (const row of await caseQuery.execute()) {
    if (row.date_submitted === null) continue;
    const day = performanceDay(new Date(row.date_submitted));
    if (day < from || day > to) continue;
    cases.push({
      formTypeCode: row.form_type_code as FormTypeCode,
      submittedAt: row.date_submitted,
      month: day.slice(0, 7),
      firstContactAt: row.first_contact_at ?? null,
    });
  }
  let satisfactionQuery = db
    .selectFrom('performance_satisfaction')
    .select(['day', 'form_type_code', 'rating', 'comment'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day', 'desc');
  if (formTypeCode) {
    satisfactionQuery = satisfactionQuery.where('form_type_code', '=', formTypeCode);
  }
  const satisfaction = (await satisfactionQuery.execute()).map((row) => ({
    day: row.day,
    formTypeCode: row.form_type_code as FormTypeCode,
    rating: row.rating,
    comment: row.comment,
  }));
  return { from, to, formTypeCode, counts, months, cases, satisfaction };
}
