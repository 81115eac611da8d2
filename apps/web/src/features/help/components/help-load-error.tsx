import { helpMessages } from '../help-messages.ts';

export function HelpLoadError(props: { onRetry: () => void }) {
  return (
    <div className="govuk-error-summary" role="alert">
      <h2 className="govuk-error-summary__title">{helpMessages.loadFailed}</h2>
      <div className="govuk-error-summary__body">
        <p className="govuk-body">{helpMessages.tryAgain}</p>
        <button
          type="button"
          className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
          onClick={props.onRetry}
        >
          Try again
        </button>
      </div>
    </div>
  );
}
