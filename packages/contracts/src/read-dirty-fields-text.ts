import { z } from 'zod';
import {
  areaProgressSchema,
  suggestedLinkReferenceSchema,
  type AreaProgress,
  type DirtyFields,
} from './forms.ts';
import { personalDetailsSchema } from './personal-details/personal-details-schema.ts';

export interface DirtyFieldsText {
  /** The stored object as it was, every key kept, so a save that changes one part sends back
   * the rest untouched, including keys this version of the code does not know. */
  raw: Record<string, unknown>;
  /** The entries that pass their schema, typed. */
  fields: DirtyFields;
  /** The areas alone (every entry but personalDetails and suggestions), by area key. */
  areas: Record<string, AreaProgress>;
  /** False when the text is not a JSON object at all; raw, fields and areas are then empty. */
  isReadable: boolean;
}

const suggestionsSchema = z.array(suggestedLinkReferenceSchema);

/**
 * The one reader of stored dirtyFields (or submittedFields) text, for the web app and the
 * server alike. Its error policy: it never throws. Missing or empty text is an assessment with
 * nothing saved yet. Text that is not JSON, or JSON that is not an object, reads as empty with
 * `isReadable` false. Otherwise each entry is checked on
 * its own: one that fails its schema (an area, personalDetails or suggestions) is left out of
 * `fields` and `areas` but stays in `raw`, and every other entry is read. Stored text was
 * validated on the way in, so this only meets a row changed by hand or by an older version,
 * where losing one entry is better than losing the assessment or failing mid-page or mid-PDF.
 * A caller about to write `raw` back should refuse when `isReadable` is false, or it would
 * replace what it could not read.
 */
export function readDirtyFieldsText(text: string | null | undefined): DirtyFieldsText {
  const raw = parseObject(text);
  if (raw === null) return { raw: {}, fields: {}, areas: {}, isReadable: false };
  return { raw, ...readDirtyFieldsObject(raw), isReadable: true };
}

/** The same reading of dirtyFields already parsed from JSON: each entry checked on its own. */
export function readDirtyFieldsObject(raw: Record<string, unknown>): {
  fields: DirtyFields;
  areas: Record<string, AreaProgress>;
} {
  const fields: DirtyFields = {};
  const areas: Record<string, AreaProgress> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'personalDetails') {
      const details = personalDetailsSchema.safeParse(value);
      if (details.success) fields.personalDetails = details.data;
    } else if (key === 'suggestions') {
      const suggestions = suggestionsSchema.safeParse(value);
      if (suggestions.success) fields.suggestions = suggestions.data;
    } else {
      const area = areaProgressSchema.safeParse(value);
      if (area.success) {
        fields[key] = area.data;
        areas[key] = area.data;
      }
    }
  }
  return { fields, areas };
}

function parseObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}
