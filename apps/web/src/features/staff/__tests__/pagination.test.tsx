import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { Pagination, pagePosition } from '../components/pagination.tsx';

afterEach(cleanup);

/** A list of 60 rows, 25 a page, whose page is in the address as the inbox's is. */
function List() {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  return (
    <>
      <h1>Inbox</h1>
      <Pagination meta={{ total: 60, page, pageSize: 25 }} hrefFor={(to) => `/staff?page=${to}`} />
    </>
  );
}

function renderList(page: number) {
  const router = createMemoryRouter([{ path: '/staff', element: <List /> }], {
    initialEntries: [`/staff?page=${page}`],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const currentPage = () => screen.getByRole('link', { current: 'page' });

describe('paging through staff lists', () => {
  it('keeps keyboard users on the pages when Next takes them to the last page', async () => {
    renderList(2);
    // Next is not drawn on the last page: focus left on it would fall to the page's body.
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    });
    expect(currentPage().getAttribute('aria-label')).toBe('Page 3');
    expect(document.activeElement).toBe(currentPage());
  });

  it('does the same for Previous to the first page, and for a page number', async () => {
    renderList(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    });
    expect(document.activeElement).toBe(currentPage());
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    });
    expect(currentPage().getAttribute('aria-label')).toBe('Page 3');
    expect(document.activeElement).toBe(currentPage());
  });

  it('leaves focus alone when the page is opened from elsewhere', () => {
    renderList(2);
    expect(document.activeElement).toBe(document.body);
  });

  it('says which page is shown, for the list status a screen reader announces', () => {
    expect(pagePosition({ total: 60, page: 2, pageSize: 25 })).toBe(', page 2 of 3');
    expect(pagePosition({ total: 25, page: 1, pageSize: 25 })).toBe('');
    expect(pagePosition({ total: 0, page: 1, pageSize: 25 })).toBe('');
  });
});
