import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  allLinks,
  areaTitles,
  type ContentDraft,
  type CouncilFlavour,
  type FormTypeCode,
} from '@csa/questionnaire';
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
import { CategoryLinkGrid } from '../../../components/links/category-link-grid.tsx';
import { groupLinksByCategory } from '../../../components/links/group-links-by-category.ts';
import { PlainText } from '../../../components/ui/plain-text.tsx';
import { StatusRegion } from '../../../components/ui/status-region.tsx';
import { paths } from '../../../config/paths.ts';
import { useSupportedFormTypes } from '../../../config/runtime-config.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { ContentAccessProblem } from '../components/content-access-problem.tsx';
import { useContentDraft, usePublishContent } from '../api/content-api.ts';
import { DraftConflict } from '../components/draft-save-problem.tsx';
import { DraftStatus } from '../components/draft-status.tsx';
import { contentMessages } from '../content-messages.ts';
import { useCouncilFlavour } from '../lib/council-flavour.ts';
import '../../../styles/forms.scss';
import '../../../components/links/link-grid.scss';
import '../service-content.scss';

/**
 * /admin/content/preview: the saved draft as residents would see it (the help page and the
 * submitted page's wording), drawn by the help page's own parts and marked as a preview; and
 * publishing it with a note. What is published is the revision shown here.
 */
export function ContentPreviewPage() {
  return (
    <LoginGuard requiredRole="admin">
      <PageTitleBar title={contentMessages.previewTitle} backTo={paths.contentAdmin.getHref()} />
      <ContentPreview />
    </LoginGuard>
  );
}

export function ContentPreview() {
  const draft = useContentDraft();
  const flavour = useCouncilFlavour();
  const [published, setPublished] = useState<number | null>(null);
  if (published !== null) {
    return (
      <>
        <div className="govuk-panel govuk-panel--confirmation">
          <h2 className="govuk-panel__title">Version {published} is published</h2>
          <div className="govuk-panel__body">Residents see it from their next page.</div>
        </div>
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.contentAdminVersions.getHref()}>
            See the published versions
          </Link>
        </p>
      </>
    );
  }
  if (draft.isPending) return <LoadingSpinner label="Loading the draft…" />;
  if (draft.isError) return <ContentAccessProblem error={draft.error} />;
  if (draft.data.revision === 0) {
    return (
      <>
        <DraftStatus draft={draft.data} />
        <p className="govuk-body">
          <Link className="govuk-link" to={paths.contentAdmin.getHref()}>
            Change the help links and wording
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <DraftStatus draft={draft.data} />
      {flavour && <DraftAsResidentsSeeIt draft={draft.data} flavour={flavour} />}
      <PublishForm
        draft={draft.data}
        onPublished={setPublished}
        onReload={() => void draft.refetch()}
      />
    </>
  );
}

function DraftAsResidentsSeeIt(props: { draft: ContentDraft; flavour: CouncilFlavour }) {
  const formTypes = useSupportedFormTypes();
  const [formTypeCode, setFormTypeCode] = useState<FormTypeCode>(formTypes[0] ?? 'CSA');
  const [areaKey, setAreaKey] = useState('');
  const selectId = useId();
  const areaSelectId = useId();
  const { content } = props.draft;
  const links = allLinks(formTypeCode, props.flavour, content.links);
  const areas = areaTitles[formTypeCode].filter((area) =>
    links.some((link) => link.areaKeys.some((key) => key === area.id)),
  );
  const area = areas.find((candidate) => candidate.id === areaKey);
  return (
    <>
      <div className="govuk-form-group">
        <label className="govuk-label govuk-label--s" htmlFor={selectId}>
          Pathway to preview
        </label>
        <select
          id={selectId}
          className="govuk-select"
          value={formTypeCode}
          onChange={(event) => {
            setFormTypeCode(event.target.value as FormTypeCode);
            setAreaKey('');
          }}
        >
          {formTypes.map((code) => (
            <option key={code} value={code}>
              {contentMessages.pathwayNames[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="govuk-form-group">
        <label className="govuk-label govuk-label--s" htmlFor={areaSelectId}>
          Help page to preview
        </label>
        <select
          id={areaSelectId}
          className="govuk-select"
          value={area ? areaKey : ''}
          onChange={(event) => setAreaKey(event.target.value)}
        >
          <option value="">All useful resources</option>
          {areas.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              Help with: {candidate.title}
            </option>
          ))}
        </select>
      </div>
      <section className="app-content-preview" aria-labelledby="preview-help-title">
        <p className="app-content-preview__marker">
          <strong className="govuk-tag govuk-tag--yellow">Preview</strong> Residents do not see this
          until it is published.
        </p>
        <h2 className="govuk-heading-l" id="preview-help-title">
          Help page:{' '}
          {area
            ? `Help with: ${area.title}`
            : `useful resources, ${contentMessages.pathwayNames[formTypeCode]}`}
        </h2>
        <CategoryLinkGrid
          groups={groupLinksByCategory(links, area ? area.id : null)}
          areaKey={area ? area.id : null}
        />
      </section>
      <section className="app-content-preview" aria-labelledby="preview-submitted-title">
        <p className="app-content-preview__marker">
          <strong className="govuk-tag govuk-tag--yellow">Preview</strong> Residents do not see this
          until it is published.
        </p>
        <h2 className="govuk-heading-l" id="preview-submitted-title">
          Submitted page: what happens next
        </h2>
        <PlainText text={content.wording.whatHappensNext[formTypeCode]} />
        <h3 className="govuk-heading-m">Contact us</h3>
        <PlainText text={content.wording.contactDetails} />
        <h4 className="govuk-heading-s">Opening hours</h4>
        <PlainText text={content.wording.openingHours} />
      </section>
    </>
  );
}

function PublishForm(props: {
  draft: ContentDraft;
  onPublished: (version: number) => void;
  onReload: () => void;
}) {
  const publish = usePublishContent();
  const [note, setNote] = useState('');
  const problems = useErrorSummary();
  const [isConflict, setIsConflict] = useState(false);
  const noteError = problems.errorFor('publish-note');

  const onSubmit = async () => {
    if (publish.isPending) return;
    if (note.trim() === '') {
      problems.show([{ targetId: 'publish-note', message: 'Enter a note saying what changed' }]);
      return;
    }
    try {
      const version = await publish.mutateAsync({ revision: props.draft.revision, note });
      props.onPublished(version.version);
    } catch (error) {
      setIsConflict(error instanceof ApiError && error.status === 409);
      const fieldError = error instanceof ApiError ? error.fieldErrors().note : undefined;
      problems.show([
        fieldError
          ? { targetId: 'publish-note', message: 'Enter a note of 500 characters or fewer' }
          : {
              message: error instanceof ApiError ? error.message : 'Could not publish. Try again.',
            },
      ]);
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
      <h2 className="govuk-heading-l">Publish</h2>
      <ErrorSummary {...problems.summary} />
      <StatusRegion message={null} />
      <DraftConflict
        isShown={isConflict}
        onReload={() => {
          setIsConflict(false);
          problems.clear();
          props.onReload();
        }}
      />
      <FormGroup error={noteError}>
        <label className="govuk-label govuk-label--s" htmlFor="publish-note">
          Note about what changed
        </label>
        <Hint id="publish-note">
          Shown on the versions page and in the audit log, for example “Lunch club added”.
        </Hint>
        <ErrorMessage id="publish-note" message={noteError} />
        <textarea
          id="publish-note"
          className={`govuk-textarea${noteError ? ' govuk-textarea--error' : ''}`}
          rows={2}
          value={note}
          aria-describedby={describedBy('publish-note', true, noteError)}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormGroup>
      <button type="submit" className="govuk-button" aria-disabled={publish.isPending || undefined}>
        Publish
      </button>
    </form>
  );
}
