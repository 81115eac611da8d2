import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageMeta } from '@csa/contracts';

const pageCountOf = ({ total, pageSize }: PageMeta) => Math.max(1, Math.ceil(total / pageSize));

/** ", page 2 of 3" for a list's status line, so a screen reader says the new page when the
 * rows change; nothing when everything fits on one page. */
export function pagePosition(meta: PageMeta): string {
  const pageCount = pageCountOf(meta);
  return pageCount > 1 ? `, page ${meta.page} of ${pageCount}` : '';
}

/** What a link of the pagination leaves in the history entry it opens: the page it asked for. */
interface PagingState {
  pagedTo: number;
}

/** GOV.UK pagination: previous, the page numbers, next. `hrefFor` builds each page's link so
 * the page is in the address (Back works, links can be shared). After a link of its own is
 * followed, focus goes to the current page's number once that page is shown: the address's
 * path does not change, so the layout does not move focus, and Previous and Next are not drawn
 * on the first and last pages, so focus left on them would fall to the page's body. */
export function Pagination(props: { meta: PageMeta; hrefFor: (page: number) => string }) {
  const { page } = props.meta;
  const pageCount = pageCountOf(props.meta);
  const location = useLocation();
  const currentLink = useRef<HTMLAnchorElement>(null);
  const focusedFor = useRef<string | null>(null);
  const pagedTo = (location.state as Partial<PagingState> | null)?.pagedTo;
  // The previous page's rows stay while the next loads, so this waits for the page asked for.
  useLayoutEffect(() => {
    if (pagedTo !== page || focusedFor.current === location.key) return;
    focusedFor.current = location.key;
    currentLink.current?.focus();
  }, [pagedTo, page, location.key]);
  if (pageCount <= 1) return null;
  const linkState = (to: number): PagingState => ({ pagedTo: to });
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
            state={linkState(page - 1)}
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
              ref={candidate === page ? currentLink : undefined}
              to={props.hrefFor(candidate)}
              state={linkState(candidate)}
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
            state={linkState(page + 1)}
            rel="next"
          >
            <span className="govuk-pagination__link-title">Next</span>
          </Link>
        </div>
      )}
    </nav>
  );
}
