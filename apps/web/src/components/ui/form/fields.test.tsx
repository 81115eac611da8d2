import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '../error-summary.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { DateField, type DateParts } from './date-field.tsx';
import { RadiosField, yesNoOptions } from './radios-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';

afterEach(cleanup);
// jsdom lays nothing out, so it has no scrolling for the summary's links to do.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

const colours = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
];

/** The ids the control's aria-describedby names, read back as their text. */
function descriptions(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

function groupOf(control: HTMLElement): Element | null {
  return control.closest('.govuk-form-group');
}

interface Values {
  contact: { name: string; notes: string; colour: string; answer: string; agreed: boolean };
  born: DateParts;
}

/** Every field registered with react-hook-form, each with a hint and an error. */
function RegisteredForm(props: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({
    defaultValues: {
      contact: { name: '', notes: '', colour: '', answer: '', agreed: false },
      born: { day: '', month: '', year: '' },
    },
  });
  return (
    <form
      onSubmit={(event) => {
        void form.handleSubmit(props.onSubmit)(event);
      }}
    >
      <TextField
        path="contact.name"
        label="Name"
        hint="As on a letter"
        error="Enter a name"
        registration={form.register('contact.name')}
      />
      <TextareaField
        path="contact.notes"
        label="Notes"
        hint="Anything else"
        error="Notes are too long"
        registration={form.register('contact.notes')}
      />
      <SelectField
        path="contact.colour"
        label="Colour"
        options={colours}
        hint="Pick one"
        error="Select a colour"
        registration={form.register('contact.colour')}
      />
      <RadiosField
        path="contact.answer"
        legend="Do you agree?"
        options={yesNoOptions}
        hint="Say yes or no"
        error="Select yes or no"
        registration={form.register('contact.answer')}
      />
      <CheckboxField
        path="contact.agreed"
        label="I agree"
        error="Tick to agree"
        registration={form.register('contact.agreed')}
      />
      <DateField
        path="born"
        legend="Date of birth"
        hint="For example, 27 3 1950"
        error="Enter a real date"
        registrations={{
          day: form.register('born.day'),
          month: form.register('born.month'),
          year: form.register('born.year'),
        }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the form fields, registered with react-hook-form', () => {
  it('label each control, describe it by its hint then its error, and mark it invalid', () => {
    render(<RegisteredForm onSubmit={() => undefined} />);
    const cases = [
      ['Name', 'contact-name', ['As on a letter', 'Error: Enter a name']],
      ['Notes', 'contact-notes', ['Anything else', 'Error: Notes are too long']],
      ['Colour', 'contact-colour', ['Pick one', 'Error: Select a colour']],
    ] as const;
    for (const [label, id, described] of cases) {
      const control = screen.getByLabelText(label);
      expect(control.id).toBe(id);
      expect(descriptions(control)).toEqual(described);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(groupOf(control)?.classList.contains('govuk-form-group--error')).toBe(true);
    }
    expect(screen.getByLabelText('Name').className).toContain('govuk-input--error');
    expect(screen.getByLabelText('Notes').className).toContain('govuk-textarea--error');
    expect(screen.getByLabelText('Colour').className).toContain('govuk-select--error');

    const radios = screen.getByRole('group', { name: 'Do you agree?' });
    expect(descriptions(radios)).toEqual(['Say yes or no', 'Error: Select yes or no']);
    expect(screen.getByLabelText('Yes').id).toBe('contact-answer');
    expect(screen.getByLabelText('No').id).toBe('contact-answer-no');

    const box = screen.getByLabelText('I agree');
    expect(box.id).toBe('contact-agreed');
    expect(descriptions(box)).toEqual(['Error: Tick to agree']);

    const date = screen.getByRole('group', { name: 'Date of birth' });
    expect(descriptions(date)).toEqual(['For example, 27 3 1950', 'Error: Enter a real date']);
    expect(screen.getByLabelText('Day').id).toBe('born-day');
    expect(screen.getByLabelText('Year').getAttribute('aria-invalid')).toBe('true');
  });

  it('hold what is typed, chosen and ticked for react-hook-form', async () => {
    const user = userEvent.setup();
    const sent: Values[] = [];
    render(<RegisteredForm onSubmit={(values) => sent.push(values)} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Notes'), 'Mornings');
    await user.selectOptions(screen.getByLabelText('Colour'), 'blue');
    await user.click(screen.getByLabelText('No'));
    await user.click(screen.getByLabelText('I agree'));
    await user.type(screen.getByLabelText('Day'), '27');
    await user.type(screen.getByLabelText('Month'), '3');
    await user.type(screen.getByLabelText('Year'), '1950');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([
      {
        contact: { name: 'Ada', notes: 'Mornings', colour: 'blue', answer: 'no', agreed: true },
        born: { day: '27', month: '3', year: '1950' },
      },
    ]);
  });
});

/** Every field held by the page, as a hand-checked form holds them; errors only once asked. */
function ControlledForm() {
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [colour, setColour] = useState('');
  const [answer, setAnswer] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [born, setBorn] = useState<DateParts>({ day: '', month: '', year: '' });
  const [isChecked, setIsChecked] = useState(false);
  const error = (message: string) => (isChecked ? message : undefined);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecked(true);
      }}
    >
      <ErrorSummary
        focusKey={isChecked ? 1 : 0}
        errors={
          isChecked
            ? [
                { targetId: 'caller-name', message: 'Enter a name' },
                { targetId: 'caller-answer-yes', message: 'Select yes or no' },
              ]
            : []
        }
      />
      <output>{JSON.stringify({ name, notes, colour, answer, agreed, born })}</output>
      <TextField
        id="caller-name"
        label="Name"
        error={error('Enter a name')}
        widthClass="govuk-!-width-one-half"
        value={name}
        onChange={setName}
      />
      <TextareaField id="caller-notes" label="Notes" rows={3} value={notes} onChange={setNotes} />
      <SelectField
        id="caller-colour"
        label="Colour"
        options={colours}
        value={colour}
        onChange={setColour}
      />
      <RadiosField
        id="caller-answer"
        legend="Do you agree?"
        options={yesNoOptions}
        optionId={(option) => `caller-answer-${option.value}`}
        error={error('Select yes or no')}
        value={answer}
        onChange={setAnswer}
      />
      <CheckboxField
        id="caller-agreed"
        legend="Agreement"
        label="I agree"
        value={agreed}
        onChange={setAgreed}
      />
      <DateField id="caller-born" legend="Date of birth" value={born} onChange={setBorn} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the form fields, held by the page', () => {
  it('show the page’s values and give back every change', async () => {
    const user = userEvent.setup();
    render(<ControlledForm />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Notes'), 'Mornings');
    await user.selectOptions(screen.getByLabelText('Colour'), 'red');
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByLabelText('I agree'));
    await user.type(screen.getByLabelText('Day'), '1');
    await user.type(screen.getByLabelText('Month'), '12');
    await user.type(screen.getByLabelText('Year'), '1980');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      name: 'Ada',
      notes: 'Mornings',
      colour: 'red',
      answer: 'yes',
      agreed: true,
      born: { day: '1', month: '12', year: '1980' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Yes').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('No').checked).toBe(false);
    expect(screen.getByRole('group', { name: 'Agreement' })).toBeDefined();
    expect(screen.getByLabelText('Notes').getAttribute('rows')).toBe('3');
    // No error yet: nothing says the fields are wrong.
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBeNull();
  });

  it('link the error summary to the field at fault, which it focuses', async () => {
    const user = userEvent.setup();
    render(<ControlledForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    expect(descriptions(name)).toEqual(['Error: Enter a name']);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.className).toBe('govuk-input govuk-!-width-one-half govuk-input--error');

    await user.click(screen.getByRole('link', { name: 'Enter a name' }));
    expect(document.activeElement).toBe(name);
    await user.click(screen.getByRole('link', { name: 'Select yes or no' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Yes'));
    expect(screen.getByLabelText('Yes').id).toBe('caller-answer-yes');
  });
});
