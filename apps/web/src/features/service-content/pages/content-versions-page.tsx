import { useState, type ReactNode } from 'react';
import type { ContentChanges, ContentVersionSummary } from '@csa/questionnaire';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { ConfirmButtons, useConfirmInPlace } from '../../../components/ui/confirm-in-place.tsx';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';
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
import { ApiError } from '../../../lib/api-error.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { ContentAccessProblem } from '../components/content-access-problem.tsx';
import { useContentChanges, useContentVersions, useRepublishContent } from '../api/content-api.ts';
import {
  areaTitle,
  catalogueName,
  contentMessages,
  linkFieldNames,
  wordingLabels,
} from '../content-messages.ts';
import '../../../styles/forms.scss';
import '../service-content.scss';

/** /admin/content/versions: every published version (who, when, the note), what changed
 * between two of them, and publishing an earlier one again (roll back) after a confirmation. */
export function ContentVersionsPage() {
  return (
    <LoginGuard requiredRole="admin">
      <PageTitleBar title={contentMessages.versionsTitle} backTo={paths.contentAdmin.getHref()} />
      <ContentVersions />
    </LoginGuard>
  );
}

export function ContentVersions() {
  const versions = useContentVersions();
  const [message, setMessage] = useState<ReactNode>(null);
  if (versions.isPending) return <LoadingSpinner label="Loading the versions…" />;
  if (versions.isError) return <ContentAccessProblem error={versions.error} />;
  return (
    <>
      <StatusRegion message={message} />
      <table className="govuk-table app-content-versions">
        <caption className="govuk-table__caption govuk-visually-hidden">Published versions</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            <th scope="col" className="govuk-table__header">
              Version
            </th>
            <th scope="col" className="govuk-table__header">
              Published
            </th>
            <th scope="col" className="govuk-table__header">
              Note
            </th>
            <th scope="col" className="govuk-table__header">
              <span className="govuk-visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {versions.data.map((version) => (
            <tr key={version.version} className="govuk-table__row">
              <td className="govuk-table__cell">
                {version.version}
                {version.isCurrent && (
                  <>
                    {' '}
                    <strong className="govuk-tag govuk-tag--green">Residents see this</strong>
                  </>
                )}
              </td>
              <td className="govuk-table__cell app-content-links__url">
                {formatDateTime(version.publishedAt)}
                <br />
                {version.publishedByEmail ?? 'As the service was shipped'}
              </td>
              <td className="govuk-table__cell app-content-links__url">
                {version.note}
                {version.republishedFrom !== null && (
                  <> (a copy of version {version.republishedFrom})</>
                )}
              </td>
              <td className="govuk-table__cell">
                {!version.isCurrent && (
                  <RepublishButton
                    version={version}
                    onResult={(text, isError) =>
                      setMessage(
                        isError ? (
                          <ProblemMessage className="govuk-!-margin-bottom-0">
                            {text}
                          </ProblemMessage>
                        ) : (
                          text
                        ),
                      )
                    }
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CompareVersions versions={versions.data} />
    </>
  );
}

/** Roll back: the button becomes the question, with a note, "Yes, publish it again" (which
 * takes focus in the note first) and Cancel (which gives focus back to the button). */
function RepublishButton(props: {
  version: ContentVersionSummary;
  onResult: (text: string, isError: boolean) => void;
}) {
  const { version } = props;
  const republish = useRepublishContent();
  const { isConfirming, focusRef, openerRef, ask, cancel, close } =
    useConfirmInPlace<HTMLTextAreaElement>();
  const [note, setNote] = useState(`Back to version ${version.version}`);
  const problems = useErrorSummary();
  const noteId = `republish-note-${version.version}`;
  const noteError = problems.errorFor(noteId);

  if (!isConfirming) {
    return (
      <button
        type="button"
        ref={openerRef}
        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
        onClick={ask}
      >
        Publish this version again{' '}
        <span className="govuk-visually-hidden">(version {version.version})</span>
      </button>
    );
  }

  const onConfirm = async () => {
    if (republish.isPending) return;
    if (note.trim() === '') {
      problems.show([{ targetId: noteId, message: 'Enter a note saying why' }]);
      return;
    }
    try {
      const published = await republish.mutateAsync({ version: version.version, note });
      props.onResult(
        `Version ${version.version} is published again as version ${published.version}. Residents see it from their next page.`,
        false,
      );
    } catch (error) {
      props.onResult(
        error instanceof ApiError ? error.message : 'Could not publish the version again.',
        true,
      );
      close();
    }
  };

  return (
    <div role="group" aria-labelledby={`republish-${version.version}`}>
      <p className="govuk-body" id={`republish-${version.version}`}>
        Publish version {version.version} again? Residents will see its links and wording from their
        next page. The draft is kept.
      </p>
      <ErrorSummary {...problems.summary} />
      <FormGroup error={noteError}>
        <label className="govuk-label govuk-label--s" htmlFor={noteId}>
          Note about why
        </label>
        <Hint id={noteId}>Shown on this page and in the audit log.</Hint>
        <ErrorMessage id={noteId} message={noteError} />
        <textarea
          id={noteId}
          ref={focusRef}
          rows={2}
          className={`govuk-textarea${noteError ? ' govuk-textarea--error' : ''}`}
          value={note}
          aria-describedby={describedBy(noteId, true, noteError)}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormGroup>
      <ConfirmButtons
        confirmLabel={`Yes, publish version ${version.version} again`}
        isPending={republish.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={cancel}
      />
    </div>
  );
}

function CompareVersions(props: { versions: ContentVersionSummary[] }) {
  const newest = props.versions[0]?.version ?? 1;
  const [chosen, setChosen] = useState({ from: Math.max(1, newest - 1), to: newest });
  const [shown, setShown] = useState<{ from: number; to: number } | null>(
    newest > 1 ? { from: newest - 1, to: newest } : null,
  );
  const changes = useContentChanges(shown);
  const select = (name: 'from' | 'to', label: string) => (
    <div className="govuk-form-group app-content-compare__field">
      <label className="govuk-label govuk-label--s" htmlFor={`compare-${name}`}>
        {label}
      </label>
      <select
        id={`compare-${name}`}
        className="govuk-select"
        value={chosen[name]}
        onChange={(event) => setChosen({ ...chosen, [name]: Number(event.target.value) })}
      >
        {props.versions.map((version) => (
          <option key={version.version} value={version.version}>
            Version {version.version}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      <h2 className="govuk-heading-l">What changed between two versions</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setShown(chosen);
        }}
      >
        {select('from', 'From version')}
        {select('to', 'To version')}
        <button type="submit" className="govuk-button govuk-button--secondary">
          Show changes
        </button>
      </form>
      {shown &&
        (changes.isPending ? (
          <LoadingSpinner label="Loading the changes…" />
        ) : changes.isError ? (
          <ProblemMessage>
            {changes.error instanceof ApiError
              ? changes.error.message
              : 'Could not load the changes.'}
          </ProblemMessage>
        ) : (
          <ChangesList changes={changes.data} />
        ))}
    </>
  );
}

export function ChangesList(props: { changes: ContentChanges }) {
  const { changes } = props;
  const nothing =
    changes.linksAdded.length +
      changes.linksRemoved.length +
      changes.linksChanged.length +
      changes.wordingChanged.length ===
    0;
  const place = (link: { catalogue: string; areaKey: string; label: string; url: string }) => (
    <>
      <strong>{link.label}</strong> ({link.url}), {areaTitle(link.areaKey)},{' '}
      {catalogueName(link.catalogue)}
    </>
  );
  return (
    <section aria-labelledby="changes-title">
      <h3 className="govuk-heading-m" id="changes-title">
        From version {changes.from} to version {changes.to}
      </h3>
      {nothing && <p className="govuk-body">Nothing changed.</p>}
      {changes.linksAdded.length > 0 && (
        <>
          <h4 className="govuk-heading-s">Links added</h4>
          <ul className="govuk-list govuk-list--bullet app-content-links__url">
            {changes.linksAdded.map((link) => (
              <li key={`${link.catalogue} ${link.areaKey} ${link.url}`}>{place(link)}</li>
            ))}
          </ul>
        </>
      )}
      {changes.linksRemoved.length > 0 && (
        <>
          <h4 className="govuk-heading-s">Links removed</h4>
          <ul className="govuk-list govuk-list--bullet app-content-links__url">
            {changes.linksRemoved.map((link) => (
              <li key={`${link.catalogue} ${link.areaKey} ${link.url}`}>{place(link)}</li>
            ))}
          </ul>
        </>
      )}
      {changes.linksChanged.length > 0 && (
        <>
          <h4 className="govuk-heading-s">Links changed</h4>
          <ul className="govuk-list govuk-list--bullet app-content-links__url">
            {changes.linksChanged.map((link) => (
              <li key={`${link.catalogue} ${link.areaKey} ${link.url}`}>
                {place(link)}:{' '}
                {link.fields.map((field) => linkFieldNames[field] ?? field).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      {changes.wordingChanged.length > 0 && (
        <>
          <h4 className="govuk-heading-s">Wording changed</h4>
          <dl className="govuk-summary-list">
            {changes.wordingChanged.map((change) => (
              <div key={change.field} className="govuk-summary-list__row">
                <dt className="govuk-summary-list__key">
                  {wordingLabels[change.field]?.label ?? change.field}
                </dt>
                <dd className="govuk-summary-list__value app-content-links__url">
                  <p className="govuk-body-s govuk-!-margin-bottom-1">Before: {change.before}</p>
                  <p className="govuk-body-s govuk-!-margin-bottom-0">After: {change.after}</p>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
