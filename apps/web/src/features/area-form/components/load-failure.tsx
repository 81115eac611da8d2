import { Link } from 'react-router';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { areaFormStrings } from '../lib/area-form-strings.ts';

/** 'Could not load the form' (spec §8), with the reason and a way to try again; for an
 * assessment that does not exist (`listHref` given), the resident's list instead, as trying
 * again would only fail again. */
export function LoadFailure(props: { reason: string; onRetry: () => void; listHref?: string }) {
  return (
    <>
      <PageTitleBar title={areaFormStrings.couldNotLoadForm} />
      <div className="govuk-error-summary" role="alert">
        <h2 className="govuk-error-summary__title">{areaFormStrings.couldNotLoadForm}</h2>
        <div className="govuk-error-summary__body">
          {props.reason && <p className="govuk-body">{props.reason}</p>}
          {props.listHref === undefined && (
            <p className="govuk-body">{areaFormStrings.couldNotLoadFormBody}</p>
          )}
        </div>
      </div>
      {props.listHref === undefined ? (
        <button type="button" className="govuk-button" onClick={props.onRetry}>
          {areaFormStrings.tryAgain}
        </button>
      ) : (
        <p className="govuk-body">
          <Link className="govuk-link" to={props.listHref}>
            {areaFormStrings.goToAssessments}
          </Link>
        </p>
      )}
    </>
  );
}
