import { Link } from 'react-router';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { areaFormStrings } from '../lib/area-form-strings.ts';

/** An area id the pathway does not have (spec §2, §8). */
export function PageNotFound(props: { overviewHref: string }) {
  return (
    <>
      <PageTitleBar title={areaFormStrings.pageNotFound} />
      <p className="govuk-body">{areaFormStrings.pageNotFoundBody}</p>
      <Link className="govuk-link" to={props.overviewHref}>
        {areaFormStrings.backToOverview}
      </Link>
    </>
  );
}
