import { useWatch, type Control } from 'react-hook-form';
import { fieldApplies, personalDetailsFields, type FieldSpec } from '@csa/contracts';
import type { PersonalDetailsFormValues } from '../utils/personal-details-form-values.ts';

/** The table's entry for one of the person's fields. */
export function personField(name: keyof PersonalDetailsFormValues): FieldSpec {
  const field = personalDetailsFields.find((entry) => entry.name === name);
  if (!field) throw new Error(`No personal details field named ${name}`);
  return field;
}

/**
 * Whether a field of the person applies to the answers as typed, by the field table's
 * condition (spec §4), so the form shows exactly the fields the server keeps. Watches only the
 * answer the condition reads.
 */
export function useFieldApplies(
  control: Control<PersonalDetailsFormValues>,
  field: FieldSpec,
): boolean {
  const watched = (field.appliesWhen?.field ?? 'isCompletedByAgent') as 'isCompletedByAgent';
  const value: unknown = useWatch({ control, name: watched });
  return fieldApplies(field, { [watched]: value });
}
