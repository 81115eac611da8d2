import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxesField } from './checkboxes-field.tsx';

afterEach(cleanup);

const roles = [
  { value: 'agent', label: 'Customer services' },
  { value: 'admin', label: 'Administrator' },
];

function Roles(props: { error?: string; onChange?: (values: string[]) => void }) {
  const [values, setValues] = useState<string[]>(['admin']);
  return (
    <CheckboxesField
      id="staff-role"
      legend="Roles"
      hint="Select none to take all council roles away."
      error={props.error}
      options={roles}
      value={values}
      onChange={(next) => {
        setValues(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('a group of tick boxes', () => {
  it('is a fieldset named by its legend and described by its hint and error', () => {
    render(<Roles error="Select a role" />);
    const group = screen.getByRole('group', { name: 'Roles' });
    const described = (group.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Select none to take all council roles away.',
      'Error: Select a role',
    ]);
  });

  it('shows what is ticked and gives back the whole choice on each change', async () => {
    const changes: string[][] = [];
    render(<Roles onChange={(values) => changes.push(values)} />);
    const checked = (name: string) =>
      screen.getByRole<HTMLInputElement>('checkbox', { name }).checked;
    expect([checked('Customer services'), checked('Administrator')]).toEqual([false, true]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Customer services' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    expect(changes).toEqual([['admin', 'agent'], ['agent']]);
    expect([checked('Customer services'), checked('Administrator')]).toEqual([true, false]);
  });

  it('gives the first box the id the error summary links to', () => {
    render(<Roles error="Select a role" />);
    expect(screen.getByRole('checkbox', { name: 'Customer services' }).id).toBe('staff-role-agent');
  });
});
