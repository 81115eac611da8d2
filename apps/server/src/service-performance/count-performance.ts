import type { Kysely, Transaction } from 'kysely';
import type { FormTypeCode } from '@csa/contracts';
import type { Pathway } from '@csa/questionnaire';
import type { Database, StatementCache } from '../database/index.ts';
import { lastStepOf, previewStep } from './journey-steps.ts';
import {
  measures,
  performanceDay,
  submissionChannel,
  timeToSubmitBucket,
  type JourneyStep,
} from './performance-measures.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The steps a save reached, as the save passes them to the repository. */
export interface JourneyProgress {
  formTypeCode: FormTypeCode;
  steps: JourneyStep[];
}

/** Adds `by` to one count of one day: a single upsert, the same statement on both databases. */
export async function addToCount(
  executor: Executor,
  count: { at: Date; formTypeCode: string; measure: string; subject?: string },
  by = 1,
): Promise<void> {
  await executor
    .insertInto('performance_count')
    .values({
      day: performanceDay(count.at),
      form_type_code: count.formTypeCode,
      measure: count.measure,
      subject: count.subject ?? '',
      count: by,
    })
    .onConflict((conflict) =>
      conflict.columns(['day', 'form_type_code', 'measure', 'subject']).doUpdateSet((eb) => ({
        count: eb('performance_count.count', '+', eb.ref('excluded.count')),
      })),
    )
    .execute();
}

/**
 * Counts the steps of `progress` that this assessment reaches for the first time: each is
 * kept against the assessment (so it is counted once) and added to the day's count.
 */
export async function recordJourneySteps(
  executor: Executor,
  formId: string,
  progress: JourneyProgress,
  at: Date,
): Promise<void> {
  if (progress.steps.length === 0) return;
  const reached = await executor
    .insertInto('performance_journey_step')
    .values(
      progress.steps.map((step) => ({
        form_id: formId,
        measure: step.measure,
        subject: step.subject,
        reached_at: at.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning(['measure', 'subject'])
    .execute();
  for (const step of reached) {
    await addToCount(executor, { at, formTypeCode: progress.formTypeCode, ...step });
  }
}

const insertStepSql = `insert into performance_journey_step (form_id, measure, subject, reached_at)
  values (?, ?, ?, ?) on conflict do nothing`;
const addToCountSql = `insert into performance_count (day, form_type_code, measure, subject, count)
  values (?, ?, ?, ?, 1)
  on conflict (day, form_type_code, measure, subject)
  do update set count = performance_count.count + excluded.count`;

/** `recordJourneySteps` on SQLite's connection, inside a save's own group-commit write, with
 * statements prepared once: a step already reached costs one primary-key probe. */
export function recordJourneyStepsOnSqlite(
  statements: StatementCache,
  formId: string,
  progress: JourneyProgress,
  at: Date,
): void {
  const reachedAt = at.toISOString();
  const day = performanceDay(at);
  for (const step of progress.steps) {
    const inserted = statements
      .prepare(insertStepSql)
      .run(formId, step.measure, step.subject, reachedAt);
    if (inserted.changes === 0) continue;
    statements.prepare(addToCountSql).run(day, progress.formTypeCode, step.measure, step.subject);
  }
}

/** A new assessment, counted in the transaction that creates it. */
export async function countStarted(
  executor: Executor,
  formTypeCode: FormTypeCode,
  at: Date,
): Promise<void> {
  await addToCount(executor, { at, formTypeCode, measure: measures.started });
}

/** The resident opened the preview of this assessment. */
export async function recordPreviewReached(
  executor: Executor,
  formId: string,
  formTypeCode: FormTypeCode,
  at: Date,
): Promise<void> {
  await recordJourneySteps(executor, formId, { formTypeCode, steps: [previewStep] }, at);
}

export type JourneyEnd =
  | {
      kind: 'submitted';
      startedAt: Date;
      /** The areas whose key question says more help is needed than the resident has. */
      areasNeedingMoreHelp: readonly string[];
    }
  | { kind: 'closed' }
  | { kind: 'deleted-by-retention' | 'deleted-with-account'; wasClosed: boolean };

/**
 * An assessment's journey ended: its end is counted and, unless submitted, the last step it
 * reached is added to the drop-off counts; then its kept steps are deleted, so nothing about
 * the assessment is left but the day's counts. Called in the transaction that ends it.
 */
export async function endJourney(
  transaction: Executor,
  journey: { formId: string; pathway: Pathway; at: Date },
  end: JourneyEnd,
): Promise<void> {
  const { formId, pathway, at } = journey;
  const formTypeCode = pathway.formTypeCode;
  if (end.kind === 'submitted') {
    // Submitting is done from the preview: reached even if its own call was lost.
    await recordPreviewReached(transaction, formId, formTypeCode, at);
  }
  const reached = await transaction
    .selectFrom('performance_journey_step')
    .select(['measure', 'subject', 'reached_at as reachedAt'])
    .where('form_id', '=', formId)
    .execute();
  await transaction.deleteFrom('performance_journey_step').where('form_id', '=', formId).execute();
  if (end.kind === 'submitted') {
    await addToCount(transaction, {
      at,
      formTypeCode,
      measure: measures.submitted,
      subject: submissionChannel({ id: formId }),
    });
    await addToCount(transaction, {
      at,
      formTypeCode,
      measure: measures.timeToSubmit,
      subject: timeToSubmitBucket(end.startedAt, at),
    });
    for (const area of end.areasNeedingMoreHelp) {
      await addToCount(transaction, {
        at,
        formTypeCode,
        measure: measures.needsMoreHelp,
        subject: area,
      });
    }
    return;
  }
  if (end.kind === 'closed') {
    await addToCount(transaction, { at, formTypeCode, measure: measures.closed });
  } else {
    await addToCount(transaction, {
      at,
      formTypeCode,
      measure:
        end.kind === 'deleted-by-retention'
          ? measures.deletedByRetention
          : measures.deletedWithAccount,
      subject: end.wasClosed ? 'closed' : 'open',
    });
    // A closed assessment's drop-off was counted when it was closed.
    if (end.wasClosed) return;
  }
  const steps = reached.map((step) => ({
    measure: step.measure as JourneyStep['measure'],
    subject: step.subject,
    reachedAt: step.reachedAt,
  }));
  await addToCount(transaction, {
    at,
    formTypeCode,
    measure: measures.droppedOff,
    subject: lastStepOf(pathway, steps),
  });
}
