import {
  areaProgressSchema,
  personalDetailsSchema,
  type AreaProgress,
  type DirtyFields,
  type PersonalDetails,
} from '@csa/contracts';

/** dirtyFields as the pages use it. `raw` is kept whole so a save changes only what the page
 * owns and never drops a key this version of the app does not know about. */
export interface ReadDirtyFields {
  raw: Record<string, unknown>;
  areas: Record<string, AreaProgress>;
  personalDetails: PersonalDetails | undefined;
  /** The areas and personal details together, as the shared rules of @csa/questionnaire read
   * them. */
  fields: DirtyFields;
}

const reservedKeys = new Set(['personalDetails', 'suggestions']);

export function readDirtyFields(text: string | null | undefined): ReadDirtyFields {
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  const raw: Record<string, unknown> =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  const areas: Record<string, AreaProgress> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (reservedKeys.has(key)) continue;
    const area = areaProgressSchema.safeParse(value);
    if (area.success) areas[key] = area.data;
  }
  const details = personalDetailsSchema.safeParse(raw.personalDetails);
  const personalDetails = details.success ? details.data : undefined;
  const fields: DirtyFields = { ...areas };
  if (personalDetails !== undefined) fields.personalDetails = personalDetails;
  return { raw, areas, personalDetails, fields };
}

/** Whether an area has anything saved: an answer or a step beyond the first. */
export function hasProgress(area: AreaProgress | undefined): boolean {
  if (!area) return false;
  return area.isComplete || area.lastStepIndex > 0 || Object.keys(area.answers).length > 0;
}
