import { Link } from 'react-router';
import type { PageMeta } from '@csa/contracts';

/** GOV.UK pagination: previous, the page numbers, next. `hrefFor` builds each page's link so
 * the page is in the address (Back works, links can be shared). */
export function Pagination(props: { meta: PageMeta; hrefFor: (page: number) => string }) {
  const { total, page, pageSize } = props.meta;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (candidate) => candidate === 1 || candidate === pageCount || Math.abs(candidate - page) <= 2,
  );
  return (
    <nav className="govuk-pagination" aria-label="Pages">
      {page > 1 && (
        <div className="govuk-pagination__prev">
          <Link
            className="govuk-link govuk-pagination__link"
            to={props.hrefFor(page - 1)}
            rel="prev"
          >
            <span className="govuk-pagination__link-title">Previous</span>
          </Link>
        </div>
      )}
      <ul className="govuk-pagination__list">
        {pages.map((candidate, index) => (
          <li
            key={candidate}
            className={`govuk-pagination__item${candidate === page ? ' govuk-pagination__item--current' : ''}`}
          >
            {index > 0 && candidate - (pages[index - 1] ?? candidate) > 1 && (
              <span className="govuk-pagination__item--ellipses" aria-hidden="true">
                ⋯{' '}
              </span>
            )}
            <Link
              className="govuk-link govuk-pagination__link"
              to={props.hrefFor(candidate)}
              aria-label={`Page ${candidate}`}
              aria-current={candidate === page ? 'page' : undefined}
            >
              {candidate}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount && (
        <div className="govuk-pagination__next">
          <Link
            className="govuk-link govuk-pagination__link"
            to={props.hrefFor(page + 1)}
            rel="next"
          >
            <span className="govuk-pagination__link-title">Next</span>
          </Link>
        </div>
      )}
    </nav>
  );
}
