import type { ContentDraft } from '@csa/questionnaire';
import { formatDateTime } from '../../../lib/format-date.ts';

/** Whether there is a saved draft, whom it was last saved by and what it started from. */
export function DraftStatus(props: { draft: ContentDraft }) {
  const { draft } = props;
  if (draft.revision === 0) {
    return (
      <p className="govuk-body">
        No changes have been saved since version {draft.basedOnVersion} was published. Residents see
        version {draft.basedOnVersion}.
      </p>
    );
  }
  return (
    <p className="govuk-body">
      You are editing a draft of version {draft.basedOnVersion}
      {draft.savedAt && (
        <>
          , last saved {formatDateTime(draft.savedAt)}
          {draft.savedByEmail && <> by {draft.savedByEmail}</>}
        </>
      )}
      . Residents do not see it until it is published.
    </p>
  );
}
