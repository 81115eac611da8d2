import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { messages } from '../../../../lib/assessment-messages.ts';
import { SubmitActions } from '../submit-actions.tsx';

afterEach(cleanup);

function renderActions() {
  const router = createMemoryRouter(
    [
      {
        path: '/assessment/:formTypeCode/:formId',
        element: <SubmitActions formTypeCode="CSA" formId="f1" cannotSubmitReason={null} />,
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/assessment/CSA/f1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the links that look like buttons', () => {
  it.each([
    [messages.overview.previewAndSubmit, paths.preview.getHref('CSA', 'f1')],
    [messages.overview.close, paths.close.getHref('CSA', 'f1')],
  ])('"%s" answers Space as a button does, not only Enter', (name, href) => {
    const router = renderActions();
    const button = screen.getByRole('button', { name });
    const notCancelled = fireEvent.keyDown(button, { key: ' ' });
    // The page does not scroll instead.
    expect(notCancelled).toBe(false);
    expect(router.state.location.pathname).toBe(href);
  });

  it('leaves other keys to the browser', () => {
    const router = renderActions();
    const button = screen.getByRole('button', { name: messages.overview.previewAndSubmit });
    expect(fireEvent.keyDown(button, { key: 'a' })).toBe(true);
    expect(router.state.location.pathname).toBe('/assessment/CSA/f1');
  });
});
