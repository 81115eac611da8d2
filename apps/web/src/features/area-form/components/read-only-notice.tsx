import { Link } from 'react-router';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { areaFormStrings } from '../lib/area-form-strings.ts';

/** A closed or submitted assessment cannot be changed (spec §4), so no form is offered. */
export function ReadOnlyNotice(props: { title: string; message: string; overviewHref: string }) {
  return (
    <>
      <PageTitleBar title={props.title} />
      <div className="govuk-inset-text">
        <h2 className="govuk-heading-m">{areaFormStrings.readOnlyTitle}</h2>
        <p className="govuk-body">{props.message}</p>
      </div>
      <Link className="govuk-link" to={props.overviewHref}>
        {areaFormStrings.backToOverview}
      </Link>
    </>
  );
}
