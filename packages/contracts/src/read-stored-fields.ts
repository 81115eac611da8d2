import type { Assessment, DirtyFields } from './forms.ts';
import { readDirtyFieldsText } from './read-dirty-fields-text.ts';

/**
 * The stored answers of an assessment: the frozen submission once submitted, otherwise the
 * work in progress, read under readDirtyFieldsText's policy (an entry that fails its schema is
 * left out, text that does not parse reads as empty), so a row edited by hand never crashes a
 * PDF half-way.
 */
export function readStoredFields(
  form: Pick<Assessment, 'dirtyFields' | 'submittedFields'>,
): DirtyFields {
  return readDirtyFieldsText(form.submittedFields ?? form.dirtyFields).fields;
}
