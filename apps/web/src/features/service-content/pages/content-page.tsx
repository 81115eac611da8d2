import { useState } from 'react';
import { Link } from 'react-router';
import type { ContentDraft, ServiceWording } from '@csa/questionnaire';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import {
  describedBy,
  ErrorMessage,
  FormGroup,
  Hint,
} from '../../../components/ui/form/field-parts.tsx';
import { useErrorSummary } from '../../../components/ui/form/use-error-summary.ts';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { StatusRegion } from '../../../components/ui/status-region.tsx';
import { paths } from '../../../config/paths.ts';
import { useSupportedFormTypes } from '../../../config/runtime-config.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { ContentAccessProblem } from '../components/content-access-problem.tsx';
import { useContentDraft, useSaveContentDraft } from '../api/content-api.ts';
import { DraftConflict } from '../components/draft-save-problem.tsx';
import { DraftStatus } from '../components/draft-status.tsx';
import { LinkCheckResults } from '../components/link-check-results.tsx';
import { areaTitle, contentMessages, wordingLabels } from '../content-messages.ts';
import { useCouncilFlavour } from '../lib/council-flavour.ts';
import { linksOfArea, pathwayAreaKeys } from '../lib/edit-links.ts';
import '../../../styles/forms.scss';
import '../service-content.scss';

/** /admin/content: the draft of the council's help links (by pathway and area) and its own
 * wording, with the ways to preview, publish and see the versions (docs/decisions/0138). */
export function ContentPage() {
  return (
    <LoginGuard requiredRole="admin">
      <PageTitleBar title={contentMessages.title} backTo={paths.admin.getHref()} />
      <ContentPageBody />
    </LoginGuard>
  );
}

export function ContentPageBody() {
  const draft = useContentDraft();
  if (draft.isPending) return <LoadingSpinner label="Loading the draft…" />;
  if (draft.isError) return <ContentAccessProblem error={draft.error} />;
  return (
    <>
      <DraftStatus draft={draft.data} />
      <div className="govuk-button-group">
        <Link className="govuk-button" to={paths.contentAdminPreview.getHref()}>
          Preview and publish
        </Link>
        <Link className="govuk-link" to={paths.contentAdminVersions.getHref()}>
          Published versions
        </Link>
      </div>
      <LinksByArea draft={draft.data} />
      <h2 className="govuk-heading-l">Link check</h2>
      <LinkCheckResults />
      <WordingForm draft={draft.data} onReload={() => void draft.refetch()} />
    </>
  );
}

function LinksByArea(props: { draft: ContentDraft }) {
  const formTypes = useSupportedFormTypes();
  const flavour = useCouncilFlavour();
  return (
    <>
      {formTypes.map((formTypeCode) => (
        <table key={formTypeCode} className="govuk-table">
          <caption className="govuk-table__caption govuk-table__caption--m">
            Help links: {contentMessages.pathwayNames[formTypeCode]}
          </caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                Area
              </th>
              <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                National
              </th>
              <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                Local
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {pathwayAreaKeys(formTypeCode).map((areaKey) => {
              const links = flavour
                ? linksOfArea(props.draft.content, formTypeCode, flavour, areaKey)
                : { national: [], local: [] };
              return (
                <tr key={areaKey} className="govuk-table__row">
                  <th scope="row" className="govuk-table__header">
                    <Link
                      className="govuk-link"
                      to={paths.contentAdminLinks.getHref(formTypeCode, areaKey)}
                    >
                      {/* The space sits outside the hidden words, where every way of
                          working out the link's name keeps it. */}
                      <span className="govuk-visually-hidden">Edit links for</span>{' '}
                      {areaTitle(areaKey)}
                    </Link>
                  </th>
                  <td className="govuk-table__cell govuk-table__cell--numeric">
                    {links.national.length}
                  </td>
                  <td className="govuk-table__cell govuk-table__cell--numeric">
                    {links.local.length}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </>
  );
}

type WordingValues = Record<string, string>;

function wordingValues(wording: ServiceWording): WordingValues {
  const { whatHappensNext, ...rest } = wording;
  return {
    ...rest,
    'whatHappensNext.CSA': whatHappensNext.CSA,
    'whatHappensNext.CARERS': whatHappensNext.CARERS,
  };
}

function toWording(values: WordingValues): ServiceWording {
  return {
    contactDetails: values.contactDetails ?? '',
    openingHours: values.openingHours ?? '',
    whatHappensNext: {
      CSA: values['whatHappensNext.CSA'] ?? '',
      CARERS: values['whatHappensNext.CARERS'] ?? '',
    },
    accessibilityContact: values.accessibilityContact ?? '',
    accessibilityTestedOn: values.accessibilityTestedOn ?? '',
    cookiePolicyContact: values.cookiePolicyContact ?? '',
  };
}

const wordingId = (field: string) => `wording-${field.replace('.', '-')}`;

/** A server field error ("content.wording.openingHours: Enter the text") as the field's id and
 * the message without its location. */
export function wordingFieldErrors(error: ApiError) {
  return error.errors.flatMap((entry) => {
    const field = entry.field?.replace(/^content\.wording\./, '');
    if (!field || field === entry.field || !(field in wordingLabels)) return [];
    return [
      {
        targetId: wordingId(field),
        message: `${wordingLabels[field]?.label ?? field}: ${entry.error.replace(`${entry.field ?? ''}: `, '')}`,
      },
    ];
  });
}

function WordingForm(props: { draft: ContentDraft; onReload: () => void }) {
  const save = useSaveContentDraft();
  // Typed text lives here, apart from the draft as loaded: reloading after another admin's
  // save does not replace it.
  const [values, setValues] = useState(() => wordingValues(props.draft.content.wording));
  const problems = useErrorSummary();
  const [isConflict, setIsConflict] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const onSubmit = async () => {
    if (save.isPending) return;
    setSaved(null);
    try {
      await save.mutateAsync({
        revision: props.draft.revision,
        content: { ...props.draft.content, wording: toWording(values) },
      });
      problems.clear();
      setIsConflict(false);
      setSaved('The wording is saved in the draft. Residents see it once it is published.');
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      setIsConflict(conflict);
      const fields = error instanceof ApiError ? wordingFieldErrors(error) : [];
      problems.show(
        fields.length > 0
          ? fields
          : [{ message: error instanceof ApiError ? error.message : contentMessages.saveFailed }],
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h2 className="govuk-heading-l">Service wording</h2>
      <ErrorSummary {...problems.summary} />
      <DraftConflict
        isShown={isConflict}
        onReload={() => {
          setIsConflict(false);
          problems.clear();
          props.onReload();
        }}
      />
      <StatusRegion message={saved} />
      {Object.entries(wordingLabels).map(([field, { label, hint }]) => {
        const id = wordingId(field);
        const error = problems.errorFor(id);
        const isDate = field === 'accessibilityTestedOn';
        const common = {
          id,
          name: field,
          value: values[field] ?? '',
          'aria-describedby': describedBy(id, hint !== undefined, error),
          onChange: (event: { target: { value: string } }) =>
            setValues((current) => ({ ...current, [field]: event.target.value })),
        };
        return (
          <FormGroup key={field} error={error}>
            <label className="govuk-label govuk-label--s" htmlFor={id}>
              {label}
            </label>
            <Hint id={id}>{hint}</Hint>
            <ErrorMessage id={id} message={error} />
            {isDate ? (
              <input
                {...common}
                type="text"
                inputMode="numeric"
                className={`govuk-input govuk-input--width-10${error ? ' govuk-input--error' : ''}`}
              />
            ) : (
              <textarea
                {...common}
                rows={field.startsWith('whatHappensNext') || field === 'contactDetails' ? 5 : 3}
                className={`govuk-textarea${error ? ' govuk-textarea--error' : ''}`}
              />
            )}
          </FormGroup>
        );
      })}
      <button type="submit" className="govuk-button" aria-disabled={save.isPending || undefined}>
        Save draft
      </button>
    </form>
  );
}
