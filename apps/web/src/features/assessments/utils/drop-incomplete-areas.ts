import { submissionReadiness, type Pathway } from '@csa/questionnaire';
import type { ReadDirtyFields } from '../../../lib/assessment-queries/read-dirty-fields.ts';

/** Spec §4: incomplete area entries are dropped from dirtyFields when the preview loads.
 * Incomplete is submissionReadiness's word, the server's on submit: an area marked complete
 * whose answers no longer complete it under today's content goes too, as it would not be sent.
 * Returns null when there is nothing to drop, so the preview saves at most once. */
export function dropIncompleteAreas(
  pathway: Pathway,
  dirty: ReadDirtyFields,
): Record<string, unknown> | null {
  const { completeAreaIds } = submissionReadiness(pathway, dirty.fields);
  const incomplete = Object.keys(dirty.areas).filter((key) => !completeAreaIds.includes(key));
  if (incomplete.length === 0) return null;
  const kept = { ...dirty.raw };
  for (const key of incomplete) delete kept[key];
  return kept;
}
