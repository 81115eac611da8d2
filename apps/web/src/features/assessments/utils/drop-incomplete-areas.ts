import type { ReadDirtyFields } from './read-dirty-fields.ts';

/** Spec §4: incomplete area entries are dropped from dirtyFields when the preview loads.
 * Returns null when there is nothing to drop, so the preview saves at most once. */
export function dropIncompleteAreas(dirty: ReadDirtyFields): Record<string, unknown> | null {
  const incomplete = Object.entries(dirty.areas)
    .filter(([, area]) => !area.isComplete)
    .map(([key]) => key);
  if (incomplete.length === 0) return null;
  const kept = { ...dirty.raw };
  for (const key of incomplete) delete kept[key];
  return kept;
}
