import { useEffect } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import { draftKeyPrefixes, readJson, writeValue } from '../../../lib/session-store.ts';
import { nullsAsEmpty } from '../../../lib/nulls-as-empty.ts';
import type { PersonalDetailsFormValues } from '../utils/personal-details-form-values.ts';

const draftKey = (formId: string) => `${draftKeyPrefixes.personalDetails}${formId}`;

/** What the resident typed but has not saved yet, from this tab's session (a reload, a lost
 * connection or a flat battery on the way to Save must not cost them the form). */
export function readPersonalDetailsDraft(
  formId: string,
): Partial<PersonalDetailsFormValues> | null {
  const draft = readJson<Partial<PersonalDetailsFormValues>>(draftKey(formId));
  return draft !== null && typeof draft === 'object' && !Array.isArray(draft)
    ? nullsAsEmpty(draft)
    : null;
}

export function clearPersonalDetailsDraft(formId: string): void {
  writeValue(draftKey(formId), null);
}

/** Writes every change to session storage, which ends with the tab like the sign-in token,
 * so nothing is left behind on a shared computer. */
export function useSavePersonalDetailsDraft(
  formId: string,
  watch: UseFormWatch<PersonalDetailsFormValues>,
): void {
  useEffect(() => {
    const subscription = watch((values) => writeValue(draftKey(formId), values));
    return () => subscription.unsubscribe();
  }, [formId, watch]);
}
