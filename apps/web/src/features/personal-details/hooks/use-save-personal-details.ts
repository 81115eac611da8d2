import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isFromPreview, paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { formPageProgress } from '../../../lib/form-page-progress.ts';
import { useUpdateAssessment } from '../../../lib/assessment-queries/update-assessment.ts';
import { clearPersonalDetailsDraft } from './use-personal-details-draft.ts';
import { nullsAsEmpty } from '../../../lib/nulls-as-empty.ts';
import {
  toPersonalDetails,
  type PersonalDetailsFormValues,
} from '../utils/personal-details-form-values.ts';
import { readDirtyFields } from '../../../lib/assessment-queries/read-dirty-fields.ts';
import { validatePersonalDetailsForm } from '../utils/validate-personal-details-form.ts';
import type { LoadedAssessment } from '../../../lib/assessment-queries/load-assessment.tsx';

/** The server names fields by their place in dirtyFields; the form by its own paths. */
function formPathOf(serverField: string): string {
  return serverField.replace(/^(dirtyFields\.)?(personalDetails\.)?/, '');
}

/**
 * Checking and saving the personal details. Saving quotes the version loaded: if another tab
 * saved first, the latest version is loaded and the resident is told, with everything they
 * typed still in the form. Problems the server finds are shown beside the fields they name.
 */
export function useSavePersonalDetails(
  assessment: LoadedAssessment['assessment'],
  pathway: LoadedAssessment['pathway'],
) {
  const formTypeCode = assessment.formTypeCode;
  const navigate = useNavigate();
  const location = useLocation();
  const update = useUpdateAssessment(assessment.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [hasConflict, setHasConflict] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const isSaving = useRef(false);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    setAttempt((count) => count + 1);
  };

  const save = (typed: PersonalDetailsFormValues) => {
    if (isSaving.current) return;
    const values = nullsAsEmpty(typed);
    setSaveError(null);
    const found = validatePersonalDetailsForm(values, formTypeCode);
    if (Object.keys(found).length > 0) return showErrors(found);
    const result = toPersonalDetails(values, formTypeCode);
    if (!result.success) return showErrors(result.errors);
    setErrors({});
    // Keep every other part of dirtyFields exactly as the server last gave it.
    const raw = { ...readDirtyFields(assessment.dirtyFields).raw, personalDetails: result.details };
    isSaving.current = true;
    update.mutate(
      {
        dirtyFields: JSON.stringify(raw),
        ...formPageProgress(raw, pathway),
        allPagesValidated: true,
        version: assessment.version,
      },
      {
        onSuccess: () => {
          clearPersonalDetailsDraft(assessment.id);
          setHasConflict(false);
          void navigate(
            isFromPreview(location.search)
              ? paths.preview.getHref(formTypeCode, assessment.id)
              : paths.overview.getHref(formTypeCode, assessment.id),
          );
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // LoadAssessment re-renders with the newest version; the typed values stay.
            setHasConflict(true);
            return;
          }
          const fieldErrors = error instanceof ApiError ? error.fieldErrors() : {};
          if (Object.keys(fieldErrors).length > 0) {
            showErrors(
              Object.fromEntries(
                Object.entries(fieldErrors).map(([field, message]) => [
                  formPathOf(field),
                  // The server prefixes its text with the field's path; the form shows where.
                  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message,
                ]),
              ),
            );
            return;
          }
          setSaveError(error.message);
        },
        onSettled: () => {
          isSaving.current = false;
        },
      },
    );
  };

  return { save, errors, attempt, hasConflict, saveError, isSaving: update.isPending };
}
