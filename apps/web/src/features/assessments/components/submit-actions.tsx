import type { FormTypeCode } from '@csa/contracts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { messages } from '../../../lib/assessment-messages.ts';

/**
 * Preview and submit, and Close. While submission is not possible the button stays focusable
 * (aria-disabled rather than disabled) so keyboard and screen-reader users reach it and hear
 * why, from the reason shown beneath it: a tooltip alone would be lost on touch screens. The
 * spec's sentence leads; a list under it says which of its conditions is not met yet.
 */
export function SubmitActions(props: {
  formTypeCode: FormTypeCode;
  formId: string;
  cannotSubmitReason: string | null;
  stillToDo?: readonly string[];
}) {
  const reasonId = 'cannot-submit-reason';
  const stillToDoId = 'cannot-submit-still-to-do';
  const stillToDo = props.stillToDo ?? [];
  return (
    <>
      <div className="govuk-button-group">
        {props.cannotSubmitReason === null ? (
          <ButtonLink
            className="govuk-button"
            to={paths.preview.getHref(props.formTypeCode, props.formId)}
          >
            {messages.overview.previewAndSubmit}
          </ButtonLink>
        ) : (
          <button
            type="button"
            className="govuk-button govuk-button--disabled"
            aria-disabled="true"
            aria-describedby={stillToDo.length > 0 ? `${reasonId} ${stillToDoId}` : reasonId}
            title={props.cannotSubmitReason}
          >
            {messages.overview.previewAndSubmit}
          </button>
        )}
        <ButtonLink
          className="govuk-button govuk-button--warning"
          to={paths.close.getHref(props.formTypeCode, props.formId)}
        >
          {messages.overview.close}
        </ButtonLink>
      </div>
      {props.cannotSubmitReason !== null && (
        <p className="govuk-hint app-cannot-submit" id={reasonId}>
          {props.cannotSubmitReason}
        </p>
      )}
      {props.cannotSubmitReason !== null && stillToDo.length > 0 && (
        <div className="govuk-hint" id={stillToDoId}>
          <p className="govuk-hint govuk-!-margin-bottom-1">
            {messages.overview.stillToDo.heading}
          </p>
          <ul className="govuk-list govuk-list--bullet govuk-hint">
            {stillToDo.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
