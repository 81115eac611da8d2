import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { cannotSubmitMessages } from '@csa/contracts';
import { keyAnswers, loadPathway, type Pathway } from '@csa/questionnaire';
import { assessmentStateOf } from '../../../../lib/assessment-queries/assessment-state.ts';
import { readDirtyFields } from '../../../../lib/assessment-queries/read-dirty-fields.ts';
import { AssessmentOverview } from '../assessment-overview.tsx';
import {
  assessmentWith,
  renderWithProviders,
} from '../../../../testing/render-with-query-client.tsx';

const csa = await loadPathway('CSA');
const carers = await loadPathway('CARERS');
const complete = { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 1, isComplete: true };
const started = { answers: {}, lastStepIndex: 1, isComplete: false };
const details = {
  firstName: 'Ada',
  lastName: 'Okafor',
  dob: '1950-03-07',
  address: { single_line_address: '1 Colebrooke Street, London, SE15 6JY' },
};

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

function renderOverview(
  pathway: Pathway,
  fields: Record<string, unknown>,
  status: string | null = null,
) {
  const assessment = assessmentWith(pathway.formTypeCode, fields, { status });
  return renderWithProviders(
    <AssessmentOverview
      assessment={assessment}
      pathway={pathway}
      dirty={readDirtyFields(assessment.dirtyFields)}
      state={assessmentStateOf(assessment)}
    />,
  );
}

const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the overview', () => {
  it('shows only the first group until the resident continues, then the rest and personal details', () => {
    renderOverview(carers, { carerRole: started });
    expect(headings()).toEqual(['1. You and your caring role']);
    fireEvent.click(screen.getByRole('button', { name: 'I have finished this section, continue' }));
    expect(headings()).toEqual([
      '1. You and your caring role',
      '2. How caring affects your life',
      '3. Your personal details',
    ]);
    // Focus goes to what was revealed.
    expect(document.activeElement?.textContent).toBe('2. How caring affects your life');
    expect(screen.queryByRole('button', { name: /continue/ })).toBeNull();
  });

  it('opens later groups by itself when they already hold data', () => {
    renderOverview(carers, { carerManageNutrition: started });
    expect(headings()).toContain('2. How caring affects your life');
    expect(headings()).toContain('3. Your personal details');
  });

  it('keeps personal details behind the guard for a one-group pathway until they exist', () => {
    renderOverview(csa, { personalHygiene: complete });
    expect(headings()).toEqual(['1. Your daily life']);
    cleanup();
    renderOverview(csa, { personalHygiene: complete, personalDetails: { firstName: 'Ada' } });
    expect(headings()).toEqual(['1. Your daily life', '2. Your personal details']);
  });

  it('tags each area and links to it', () => {
    renderOverview(csa, { personalHygiene: complete, toiletNeeds: started });
    const hygiene = screen.getByRole('link', { name: 'Your personal hygiene and appearance' });
    expect(hygiene.getAttribute('href')).toBe('/assessment/CSA/form-1/area/personalHygiene');
    const item = hygiene.closest('li');
    expect(item && within(item).getByText('Completed')).toBeTruthy();
    const toilet = screen.getByRole('link', { name: 'Using the toilet' }).closest('li');
    expect(toilet && within(toilet).getByText('Incomplete')).toBeTruthy();
    const work = screen
      .getByRole('link', { name: /Accessing and taking part in work/ })
      .closest('li');
    expect(work && within(work).getByText('Not started')).toBeTruthy();
  });

  it('shows the total pages and the suggestions link', () => {
    renderOverview(csa, { personalHygiene: complete });
    expect(
      screen.getByText('You have completed 1 area. Your assessment has 3 pages so far.'),
    ).toBeTruthy();
    cleanup();
    renderOverview(csa, {});
    expect(
      screen.getByText('You have not completed an area yet. Your assessment has 3 pages so far.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'View self-help suggestions' }).getAttribute('href'),
    ).toBe('/assessment/CSA/form-1/suggestions?goBack=true');
  });

  it('explains why Preview and submit is not available yet (CSA)', () => {
    renderOverview(csa, { personalHygiene: complete });
    const button = screen.getByRole('button', { name: 'Preview and submit' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const [reasonId] = (button.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(reasonId ?? '')?.textContent).toBe(cannotSubmitMessages.CSA);
  });

  it('uses the caring-role wording for carers, then says what is still to do', () => {
    renderOverview(carers, { carerManageNutrition: complete, personalDetails: details });
    const button = screen.getByRole('button', { name: 'Preview and submit' });
    const [reason, stillToDo] = (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(reason?.textContent).toBe(
      'You must complete at least one assessment area, add your caring role information, and provide your personal details before submitting.',
    );
    expect(stillToDo?.textContent).toBe(
      "Still to do:Complete 'You and your caring role'Finish your personal details",
    );
    expect(within(stillToDo as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });

  it('enables Preview and submit once every group has a completed area and details exist', () => {
    renderOverview(csa, { personalHygiene: complete, personalDetails: details });
    const link = screen.getByRole('button', { name: 'Preview and submit' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/assessment/CSA/form-1/preview');
    expect(screen.queryByText(cannotSubmitMessages.CSA)).toBeNull();
    expect(screen.getByRole('button', { name: 'Close this assessment' }).getAttribute('href')).toBe(
      '/assessment/CSA/form-1/close',
    );
  });

  it('is read-only once closed, with suggestions still available', () => {
    renderOverview(csa, { personalHygiene: complete }, 'ABANDONED');
    expect(screen.getByText(/This assessment has been closed/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Your personal hygiene and appearance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview and submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /continue/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View self-help suggestions' })).toBeTruthy();
  });
});
