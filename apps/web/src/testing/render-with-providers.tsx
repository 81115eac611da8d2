import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

/** Renders a component inside a router (the en-GB strings need no set-up). Returns a promise
 * as it did when the strings were loaded first, so callers need not change. */
export function renderWithProviders(element: ReactElement, route = '/') {
  return Promise.resolve(render(<MemoryRouter initialEntries={[route]}>{element}</MemoryRouter>));
}
