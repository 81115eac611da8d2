import type { CareActOutcomesView } from '@csa/contracts';

/** The Care Act outcomes as stored when the case was submitted (docs/decisions/0120), never
 * recomputed from today's content; null for a case submitted before they were kept. */
export function readStoredOutcomes(stored: string | null): CareActOutcomesView | null {
  return stored === null ? null : (JSON.parse(stored) as CareActOutcomesView);
}
