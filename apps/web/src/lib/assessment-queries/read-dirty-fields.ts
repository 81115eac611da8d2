import {
  readDirtyFieldsText,
  type AreaProgress,
  type DirtyFields,
  type PersonalDetails,
} from '@csa/contracts';

/** dirtyFields as the pages use it, read by readDirtyFieldsText (its doc comment has the error
 * policy). `raw` is kept whole so a save changes only what the page owns and never drops a key
 * this version of the app does not know about. */
export interface ReadDirtyFields {
  raw: Record<string, unknown>;
  areas: Record<string, AreaProgress>;
  personalDetails: PersonalDetails | undefined;
  /** The areas and personal details together, as the shared rules of @csa/questionnaire read
   * them. */
  fields: DirtyFields;
}

export function readDirtyFields(text: string | null | undefined): ReadDirtyFields {
  const { raw, fields, areas } = readDirtyFieldsText(text);
  return { raw, areas, personalDetails: fields.personalDetails, fields };
}

/** Whether an area has anything saved: an answer or a step beyond the first. */
export function hasProgress(area: AreaProgress | undefined): boolean {
  if (!area) return false;
  return area.isComplete || area.lastStepIndex > 0 || Object.keys(area.answers).length > 0;
}
