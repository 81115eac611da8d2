import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadPathway } from '@csa/questionnaire';
import type { FormTypeCode } from '@csa/contracts';
import { assessmentStateOf } from '../../../lib/assessment-queries/assessment-state.ts';
import { readDirtyFields } from '../../../lib/assessment-queries/read-dirty-fields.ts';
import { PersonalDetailsForm } from '../components/personal-details-form.tsx';
import { assessmentWith, renderWithProviders } from '../../../testing/render-with-query-client.tsx';

const pathways = { CSA: await loadPathway('CSA'), CARERS: await loadPathway('CARERS') };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

function renderForm(formTypeCode: FormTypeCode = 'CSA', fields: Record<string, unknown> = {}) {
  const assessment = assessmentWith(formTypeCode, fields);
  return renderWithProviders(
    <PersonalDetailsForm
      assessment={assessment}
      pathway={pathways[formTypeCode]}
      dirty={readDirtyFields(assessment.dirtyFields)}
      state={assessmentStateOf(assessment)}
    />,
  );
}

const choose = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('personal details dependency rules (spec §4)', () => {
  it('asks for the landlord only for tenants, and their address only for private tenants', () => {
    renderForm();
    expect(screen.queryByLabelText("Landlord's name (optional)")).toBeNull();
    choose(/Where do you live/, 'social-tenant');
    expect(screen.getByLabelText("Landlord's name (optional)")).toBeTruthy();
    expect(screen.queryByLabelText("Landlord's address (optional)")).toBeNull();
    choose(/Where do you live/, 'private-tenant');
    expect(screen.getByLabelText("Landlord's address (optional)")).toBeTruthy();
    choose(/Where do you live/, 'other-accommodation');
    expect(screen.queryByLabelText("Landlord's name (optional)")).toBeNull();
    expect(screen.getByLabelText('Tell us where (optional)')).toBeTruthy();
  });

  it('asks for other* descriptions only for the "identify differently" or "other" choices', () => {
    renderForm();
    expect(screen.queryByLabelText(/How would you describe the gender/)).toBeNull();
    fireEvent.click(screen.getByLabelText('I identify in another way'));
    expect(screen.getByLabelText(/How would you describe the gender/)).toBeTruthy();
    choose('Religion or belief (optional)', 'other');
    expect(screen.getByLabelText(/Describe the religion/)).toBeTruthy();
    choose('National identity (optional)', 'other');
    expect(screen.getByLabelText(/Describe the national identity/)).toBeTruthy();
    choose('Sexual orientation (optional)', 'other');
    expect(screen.getByLabelText(/Describe the sexual orientation/)).toBeTruthy();
  });

  it('offers the sub-groups of the chosen ethnic group', () => {
    renderForm();
    expect(screen.queryByLabelText(/best describes the background/)).toBeNull();
    choose('Ethnic group (optional)', 'asian');
    const subGroups = () =>
      Array.from(
        screen.getByLabelText<HTMLSelectElement>(/best describes the background/).options,
      ).map((option) => option.text);
    expect(subGroups()).toContain('Bangladeshi');
    choose(/best describes the background/, 'asian-bangladeshi');
    choose('Ethnic group (optional)', 'white');
    expect(subGroups()).toContain('Irish');
    expect(subGroups()).not.toContain('Bangladeshi');
    expect(screen.getByLabelText<HTMLSelectElement>(/best describes the background/).value).toBe(
      '',
    );
    choose('Ethnic group (optional)', 'other');
    expect(screen.getByLabelText(/Describe the ethnic group/)).toBeTruthy();
  });

  it('speaks to the resident as "you" unless someone else fills it in', () => {
    renderForm();
    expect(
      screen.getByText('What would you like us to call you, if it is different?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText('I am filling in this form for someone else'));
    expect(
      screen.getByText('What would they like us to call them, if it is different?'),
    ).toBeTruthy();
  });

  it("lets the browser fill in the resident's own address and postcode, not someone else's", () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    // WCAG 1.3.5: the resident's own details name their purpose, so browsers can fill them in.
    expect(screen.getByLabelText('Address').getAttribute('autocomplete')).toBe('street-address');
    expect(screen.getByLabelText('Postcode (optional)').getAttribute('autocomplete')).toBe(
      'postal-code',
    );
    fireEvent.click(screen.getByLabelText('I am filling in this form for someone else'));
    expect(screen.getByLabelText('Address').getAttribute('autocomplete')).toBe('off');
    expect(screen.getByLabelText('Postcode (optional)').getAttribute('autocomplete')).toBe('off');
  });

  it("keeps the browser from offering the resident's own address for a person they care for", () => {
    renderForm('CARERS');
    const manualButtons = screen.getAllByRole('button', { name: 'Enter the address manually' });
    expect(manualButtons).toHaveLength(2);
    for (const button of manualButtons) fireEvent.click(button);
    const [ownAddress, theirAddress] = screen.getAllByLabelText('Address');
    expect(ownAddress?.getAttribute('autocomplete')).toBe('street-address');
    expect(theirAddress?.getAttribute('autocomplete')).toBe('off');
    const [ownPostcode, theirPostcode] = screen.getAllByLabelText('Postcode (optional)');
    expect(ownPostcode?.getAttribute('autocomplete')).toBe('postal-code');
    expect(theirPostcode?.getAttribute('autocomplete')).toBe('off');
  });

  it('gives each part of the form a heading of its own', () => {
    renderForm();
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toContain('About you');
    expect(headings).toContain('Equality questions (optional)');
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('asks for consents and the agent only when someone else fills the form in', () => {
    renderForm();
    expect(screen.queryByLabelText('Your first name')).toBeNull();
    fireEvent.click(screen.getByLabelText('I am filling in this form for someone else'));
    expect(screen.getByLabelText(/agrees to me doing so/)).toBeTruthy();
    expect(screen.getByLabelText(/sharing information about this assessment/)).toBeTruthy();
    expect(screen.getByLabelText('Your first name')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'About the person you are filling this in for' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Tell us your relationship to them')).toBeNull();
    choose('Your relationship to them', 'other');
    expect(screen.getByLabelText('Tell us your relationship to them')).toBeTruthy();
  });

  it('shows the date of birth hint and lists problems in an error summary', async () => {
    renderForm();
    expect(screen.getByText(/You must be 18 years old or over\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = await screen.findByRole('alert');
    // Each link names its field, then says what the field itself says: one message, the
    // spec's wording, in both places.
    const links = Array.from(summary.querySelectorAll('a')).map((link) => link.textContent);
    expect(links).toEqual([
      'Your first name: This is required',
      'Your last name: This is required',
      'Your date of birth: This is required',
      'Your address: Address is required',
    ]);
    const fieldMessage = (id: string) =>
      document.getElementById(`${id}-error`)?.textContent?.replace(/^Error:\s*/, '');
    expect(fieldMessage('firstName')).toBe('This is required');
    expect(fieldMessage('address')).toBe('Address is required');
    await waitFor(() => expect(document.activeElement?.className).toContain('govuk-error-summary'));
  });
});

describe('people cared for (CARERS)', () => {
  it('starts with one person, adds another and removes one after confirming', () => {
    renderForm('CARERS');
    expect(screen.getAllByRole('group', { name: /^Person \d/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    expect(screen.getAllByRole('group', { name: /^Person \d/ })).toHaveLength(2);
    fireEvent.change(document.getElementById('peopleCaredFor-1-firstName') as HTMLElement, {
      target: { value: 'Sam' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sam' }));
    expect(screen.getByText(/Are you sure you want to remove Sam\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep them' }));
    expect(screen.getAllByRole('group', { name: /^Person \d/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(screen.getAllByRole('group', { name: /^Person \d/ })).toHaveLength(1);
  });

  it('asks for follow-up details only for the answers that need them', () => {
    renderForm('CARERS');
    expect(screen.queryByLabelText('Tell us what makes it difficult')).toBeNull();
    fireEvent.click(
      document.getElementById('peopleCaredFor-0-hasDifficultyGettingToCaredFor') as HTMLElement,
    );
    expect(screen.getByLabelText('Tell us what makes it difficult')).toBeTruthy();
    fireEvent.click(document.getElementById('peopleCaredFor-0-hasHealthConditions') as HTMLElement);
    expect(screen.getByLabelText(/Tell us about their health conditions/)).toBeTruthy();
    choose('What is their relationship to you?', 'other');
    expect(screen.getByLabelText('Tell us their relationship to you')).toBeTruthy();
  });
});

describe('saving', () => {
  it('links the server’s problem with the list of people to the list’s heading, which takes focus', async () => {
    Element.prototype.scrollIntoView = () => undefined;
    const message = 'Add at least 1 person you care for';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ errors: [{ field: 'peopleCaredFor', error: message }], message }),
            { status: 422, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    renderForm('CARERS', {
      personalDetails: {
        firstName: 'Ada',
        lastName: 'Okafor',
        dob: '1950-03-07',
        address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
      },
    });
    for (const [id, value] of [
      ['peopleCaredFor-0-firstName', 'Sam'],
      ['peopleCaredFor-0-lastName', 'Okafor'],
    ]) {
      fireEvent.change(document.getElementById(id ?? '') as HTMLElement, { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const link = await screen.findByRole('link', { name: new RegExp(message) });
    expect(link.getAttribute('href')).toBe('#people-cared-for-heading');
    expect(document.getElementById('peopleCaredFor-error')?.textContent).toBe(`Error: ${message}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'The people you care for' }),
    );
  });

  it('keeps typed values and explains when another tab saved first (409)', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: 409,
            method: 'PUT',
            errors: [{ error: 'changed' }],
            message: 'changed',
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm('CSA', {
      personalDetails: {
        firstName: 'Ada',
        lastName: 'Okafor',
        dob: '1950-03-07',
        address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
      },
    });
    fireEvent.change(screen.getByLabelText('Preferred name (optional)'), {
      target: { value: 'Addie' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/changed in another tab or window/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Preferred name (optional)').value).toBe(
      'Addie',
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    const body = JSON.parse(init.body as string) as {
      dirtyFields: string;
      version: number;
      allPagesValidated: boolean;
    };
    expect(body.version).toBe(1);
    expect(body.allPagesValidated).toBe(true);
    // Spec §7: the save reports the pages done; complete details are the last one.
    expect(body).toMatchObject({ pageCount: 3, lastValidPage: 1 });
    expect(JSON.parse(body.dirtyFields).personalDetails.preferredName).toBe('Addie');
  });

  it('keeps unsaved typing in this tab and puts it back on return', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    cleanup();
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
    expect(screen.getByText(/We have put back the details you typed/)).toBeTruthy();
  });
});

describe('optional radios left unanswered (keyboard users tab through them)', () => {
  it('saves when focus passed through the Gender radios without choosing one', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ status: 409, method: 'PUT', errors: [{ error: 'x' }], message: 'x' }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm('CSA', {
      personalDetails: {
        firstName: 'Ada',
        lastName: 'Okafor',
        dob: '1950-03-07',
        address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
      },
    });
    // Tabbing into a radio group and out again blurs a radio without checking it: the form
    // library then reads the group as null, not ''.
    const female = screen.getByLabelText('Female');
    fireEvent.focus(female);
    fireEvent.blur(female);
    for (const select of screen.getAllByRole('combobox')) {
      fireEvent.focus(select);
      fireEvent.blur(select);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    const body = JSON.parse(init.body as string) as { dirtyFields: string };
    expect(JSON.parse(body.dirtyFields).personalDetails).not.toHaveProperty('gender');
  });
});
