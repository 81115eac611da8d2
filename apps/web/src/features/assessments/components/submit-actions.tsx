import { Link } from 'react-router';
import type { FormTypeCode } from '@csa/contracts';
import { paths } from '../../../config/paths.ts';
import { messages } from '../assessment-messages.ts';

/**
 * Preview and submit, and Close. While submission is not possible the button stays focusable
 * (aria-disabled rather than disabled) so keyboard and screen-reader users reach it and hear
 * why, from the reason shown beneath it: a tooltip alone would be lost on touch screens.
 */
export function SubmitActions(props: {
  formTypeCode: FormTypeCode;
  formId: string;
  cannotSubmitReason: string | null;
}) {
  const reasonId = 'cannot-submit-reason';
  return (
    <>
      <div className="govuk-button-group">
        {props.cannotSubmitReason === null ? (
          <Link
            className="govuk-button"
            role="button"
            draggable={false}
            to={paths.preview.getHref(props.formTypeCode, props.formId)}
          >
            {messages.overview.previewAndSubmit}
          </Link>
        ) : (
          <button
            type="button"
            className="govuk-button govuk-button--disabled"
            aria-disabled="true"
            aria-describedby={reasonId}
            title={props.cannotSubmitReason}
          >
            {messages.overview.previewAndSubmit}
          </button>
        )}
        <Link
          className="govuk-button govuk-button--warning"
          role="button"
          draggable={false}
          to={paths.close.getHref(props.formTypeCode, props.formId)}
        >
          {messages.overview.close}
        </Link>
      </div>
      {props.cannotSubmitReason !== null && (
        <p className="govuk-hint app-cannot-submit" id={reasonId}>
          {props.cannotSubmitReason}
        </p>
      )}
    </>
  );
}
