import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from '../error-summary.tsx';
import { ErrorMessage } from './field-parts.tsx';
import { useErrorSummary } from './use-error-summary.ts';

afterEach(cleanup);

function NameForm() {
  const state = useErrorSummary();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const name = new FormData(event.currentTarget).get('name');
        if (name) state.clear();
        else state.show([{ targetId: 'name', message: 'Enter your name' }]);
      }}
    >
      <ErrorSummary {...state.summary} />
      <label htmlFor="name">Name</label>
      <ErrorMessage id="name" message={state.errorFor('name')} />
      <input id="name" name="name" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useErrorSummary', () => {
  it('shows the errors in the summary and beside the field, and focuses the summary on every failed attempt', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('link', { name: 'Enter your name' })).toBeDefined();
    expect(document.getElementById('name-error')?.textContent).toBe('Error: Enter your name');
    const summary = screen.getByRole('alert').parentElement;
    expect(document.activeElement).toBe(summary);

    screen.getByRole('button', { name: 'Save' }).focus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(screen.getByRole('alert').parentElement);
  });

  it('clears the errors once the form is put right', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.getElementById('name-error')).toBeNull();
  });
});
