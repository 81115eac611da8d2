import { Link } from 'react-router';
import { PageTitleBar } from '../layout/page-title-bar.tsx';

/** Spec §8 'Page was not found', for an address the service does not have (an unknown or
 * switched-off pathway): a plain page, not a technical error. */
export function PageNotFoundPage() {
  return (
    <>
      <PageTitleBar title="Page was not found" />
      <p className="govuk-body">
        If you typed the web address, check it is correct. If you followed a link, the page may have
        moved or this part of the service may not be offered here.
      </p>
      <p className="govuk-body">
        <Link className="govuk-link" to="/">
          Go to the home page
        </Link>
      </p>
    </>
  );
}
