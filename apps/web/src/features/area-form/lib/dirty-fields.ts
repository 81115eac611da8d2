import { readDirtyFieldsText, type AreaProgress } from '@csa/contracts';

/** One area's saved progress, or undefined when it has none (or none this page can use). */
export function readAreaProgress(
  dirtyFieldsText: string,
  areaKey: string,
): AreaProgress | undefined {
  return readDirtyFieldsText(dirtyFieldsText).areas[areaKey];
}

/** dirtyFields with this area's progress put in place of what was stored for it. Other areas,
 * personal details and anything this page does not know are kept untouched, because a save
 * sends the whole object back; for the same reason it refuses to save over stored text it
 * cannot read. */
export function withAreaProgress(
  dirtyFieldsText: string,
  areaKey: string,
  progress: AreaProgress,
): Record<string, unknown> {
  const { raw, isReadable } = readDirtyFieldsText(dirtyFieldsText);
  if (!isReadable) throw new Error('The saved assessment could not be read.');
  return { ...raw, [areaKey]: progress };
}
