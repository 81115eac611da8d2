import { sql } from 'kysely';
import { performanceDay } from '../service-performance/index.ts';
import { daysBefore, type RetentionRun } from './retention-policy.ts';

/**
 * A satisfaction answer's suggestion is the resident's own words and, despite the warning
 * beside the box, may name someone; it is cleared `satisfactionCommentDays` after the council
 * day it was given (docs/decisions/0143). The rating stays, so the satisfaction figures keep
 * counting it. Returns how many were (or, on a dry run, would be) cleared.
 */
export async function clearSatisfactionComments(run: RetentionRun): Promise<number> {
  const { db, now, policy } = run;
  const lastDay = performanceDay(new Date(daysBefore(now, policy.satisfactionCommentDays)));
  if (run.isDryRun) {
    const due = await db
      .selectFrom('performance_satisfaction')
      .select(sql<number>`count(*)`.as('count'))
      .where('comment', 'is not', null)
      .where('day', '<=', lastDay)
      .executeTakeFirstOrThrow();
    return Number(due.count);
  }
  const result = await db
    .updateTable('performance_satisfaction')
    .set({ comment: null })
    .where('comment', 'is not', null)
    .where('day', '<=', lastDay)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
