import { contentMessages } from '../content-messages.ts';

/**
 * Shown under a form's error summary when another admin saved the draft after this page
 * opened it (409): the typed text stays in the form, and the draft is reloaded only on
 * request.
 */
export function DraftConflict(props: { isShown: boolean; onReload: () => void }) {
  if (!props.isShown) return null;
  return (
    <div className="govuk-inset-text">
      <p className="govuk-body">{contentMessages.conflictHint}</p>
      <button
        type="button"
        className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
        onClick={props.onReload}
      >
        {contentMessages.reloadDraft}
      </button>
    </div>
  );
}
