import { areaProgressSchema, type AreaProgress } from '@csa/contracts';

/** The stored dirtyFields text as a plain object. Other areas, personal details and anything
 * this page does not know are kept untouched, because a save sends the whole object back and
 * must never drop what another page wrote. */
export function parseDirtyFields(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text || '{}');
  } catch {
    throw new Error('The saved assessment could not be read.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('The saved assessment could not be read.');
  }
  return parsed as Record<string, unknown>;
}

/** One area's saved progress, or undefined when it has none (or none this page can use). */
export function readAreaProgress(
  dirtyFieldsText: string,
  areaKey: string,
): AreaProgress | undefined {
  try {
    const result = areaProgressSchema.safeParse(parseDirtyFields(dirtyFieldsText)[areaKey]);
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** dirtyFields with this area's progress put in place of what was stored for it. */
export function withAreaProgress(
  dirtyFieldsText: string,
  areaKey: string,
  progress: AreaProgress,
): Record<string, unknown> {
  return { ...parseDirtyFields(dirtyFieldsText), [areaKey]: progress };
}
