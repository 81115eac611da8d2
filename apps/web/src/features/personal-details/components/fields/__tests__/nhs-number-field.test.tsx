import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NhsNumberField } from '../nhs-number-field.tsx';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState('');
  return <NhsNumberField path="nhsNumber" value={value} onChange={setValue} />;
}

describe('the NHS number input', () => {
  it('has an accessible name, a hint and a numeric keypad', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'NHS number (optional)' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toMatch(/10 digits/);
  });

  it('keeps digits only, at most 10, even when pasted with spaces', () => {
    render(<Harness />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'NHS number (optional)' });
    fireEvent.change(input, { target: { value: '943 476 5919' } });
    expect(input.value).toBe('9434765919');
    fireEvent.change(input, { target: { value: 'abc-943-476-591912' } });
    expect(input.value).toBe('9434765919');
  });

  it('shows its error beside the field and names it for screen readers', () => {
    render(
      <NhsNumberField
        path="nhsNumber"
        value="9434765910"
        onChange={() => undefined}
        error="Invalid NHS number"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'NHS number (optional)' });
    expect(input.getAttribute('aria-describedby')).toContain('nhsNumber-error');
    expect(screen.getByText('Invalid NHS number')).toBeTruthy();
  });
});
