import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { areaFormStrings } from '../lib/area-form-strings.ts';

/** 'Could not load the form' (spec §8), with the reason and a way to try again. */
export function LoadFailure(props: { reason: string; onRetry: () => void }) {
  return (
    <>
      <PageTitleBar title={areaFormStrings.couldNotLoadForm} />
      <div className="govuk-error-summary" role="alert">
        <h2 className="govuk-error-summary__title">{areaFormStrings.couldNotLoadForm}</h2>
        <div className="govuk-error-summary__body">
          {props.reason && <p className="govuk-body">{props.reason}</p>}
          <p className="govuk-body">{areaFormStrings.couldNotLoadFormBody}</p>
        </div>
      </div>
      <button type="button" className="govuk-button" onClick={props.onRetry}>
        {areaFormStrings.tryAgain}
      </button>
    </>
  );
}
