import { dirtyFieldsSchema, type Assessment, type DirtyFields } from './forms.ts';

/**
 * The stored answers of an assessment: the frozen submission once submitted, otherwise the
 * work in progress. Stored text was validated on the way in; should it ever fail to parse
 * (a row edited by hand), an empty assessment is safer than a crash in the middle of a PDF.
 */
export function readStoredFields(
  form: Pick<Assessment, 'dirtyFields' | 'submittedFields'>,
): DirtyFields {
  const text = form.submittedFields ?? form.dirtyFields;
  try {
    const result = dirtyFieldsSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : {};
  } catch {
    return {};
  }
}
