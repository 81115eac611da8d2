import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { conflictMessage } from '@csa/contracts';
import { keyAnswers } from '@csa/questionnaire';
import { AreaForm } from '../components/area-form.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { subscribeToRequestErrors } from '../../../lib/request-events.ts';
import { slowSaveMs } from '../hooks/use-area-saver.ts';
import { readAreaDraft, writeAreaDraft } from '../lib/area-draft-storage.ts';
import {
  acceptSave,
  buildAssessment,
  renderAtAreaRoute,
  savedDirtyFields,
  stubFetch,
  type RecordedRequest,
} from '../../../testing/app-test-kit.tsx';
import { appearanceOption, testPathway, testTopic, washingOption } from './test-topic.ts';

beforeAll(async () => {
  // jsdom does not lay pages out; the error summary's links scroll in a real browser.
  Element.prototype.scrollIntoView = () => undefined;
});
beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderForm(dirtyFields: Record<string, unknown> = {}) {
  const assessment = buildAssessment({ dirtyFields: JSON.stringify(dirtyFields) });
  const view = renderAtAreaRoute(
    <AreaForm formTypeCode="CSA" assessment={assessment} topic={testTopic} pathway={testPathway} />,
    { assessment },
  );
  return { ...view, assessment };
}

/** Starts on the help page, as a resident who has watched the video would. */
function renderOnHelpPage(extra: Record<string, unknown> = {}) {
  return renderForm({
    personalHygiene: { answers: {}, lastStepIndex: 1, isComplete: false },
    ...extra,
  });
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d+ of \d+/ });
const next = () => screen.getByRole('button', { name: /^(Next|Continue)$/ });
const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT');

describe('progress', () => {
  it('shows the step as text and as dots, marking the current one', async () => {
    renderForm();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(
      'Step 1 of 2 so farAbout this area',
    );
    const dots = within(
      screen.getByRole('list', { name: 'Your progress in this area' }),
    ).getAllByRole('listitem');
    expect(dots).toHaveLength(2);
    expect(dots[0]?.getAttribute('aria-current')).toBe('step');
    expect(dots[1]?.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(testTopic.title);
    // Each step names itself in the tab's title (WCAG 2.4.2).
    expect(document.title).toMatch(/^About this area – Step 1 of 2 so far – /);
  });

  it('resumes an area in progress at its lastStepIndex', async () => {
    renderOnHelpPage();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toContain(
      'Do you need more help with this?',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
  });
});

describe('conditional questions', () => {
  it('appear and disappear as the answer changes, and the step count follows', async () => {
    renderOnHelpPage();
    const needHelp = await screen.findByRole('radio', { name: keyAnswers.needHelp });
    expect(screen.queryByRole('group', { name: 'Which parts do you need help with?' })).toBeNull();
    await userEvent.click(needHelp);
    expect(screen.getByRole('group', { name: 'Which parts do you need help with?' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Things that may help' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: appearanceOption }));
    // Answers can open more steps: the count says how many are known so far.
    expect(stepHeading().textContent).toMatch(/^Step 2 of 3 so far/);
    await userEvent.click(screen.getByRole('radio', { name: keyAnswers.canDo }));
    expect(screen.queryByRole('group', { name: 'Which parts do you need help with?' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Things that may help' })).toBeNull();
    expect(stepHeading().textContent).toMatch(/^Step 2 of 2 so far/);
  });
});

describe('validation', () => {
  it("shows 'Required' under each unanswered question, the summary and 'Above form has errors!'", async () => {
    const requests = stubFetch(() => ({ status: 500, body: {} }));
    renderOnHelpPage();
    await userEvent.click(await screen.findByRole('radio', { name: keyAnswers.needHelp }));
    await userEvent.click(next());

    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeTruthy();
    expect(document.activeElement).toBe(summary.parentElement);
    const link = within(summary).getByRole('link', {
      name: 'Required: Which parts do you need help with?',
    });
    expect(link.getAttribute('href')).toBe('#question-helpOptions-0');
    await userEvent.click(link);
    expect(document.activeElement?.id).toBe('question-helpOptions-0');

    const group = screen.getByRole('group', { name: 'Which parts do you need help with?' });
    expect(within(group).getByText('Required')).toBeTruthy();
    expect(screen.getByText('Above form has errors!')).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);

    // Answering clears the message at once.
    await userEvent.click(screen.getByRole('checkbox', { name: washingOption }));
    expect(screen.queryByText('Above form has errors!')).toBeNull();
  });
});

describe('validation of questions revealed after Next', () => {
  it('flags them only at the next press', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    renderOnHelpPage();
    await screen.findByRole('heading', { level: 2 });
    await userEvent.click(next());
    expect(screen.getByRole('link', { name: 'Required: How do you manage today?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: keyAnswers.needHelp }));
    const checklist = screen.getByRole('group', { name: 'Which parts do you need help with?' });
    expect(within(checklist).queryByText('Required')).toBeNull();
    expect(screen.queryByText('Above form has errors!')).toBeNull();
    await userEvent.click(next());
    expect(within(checklist).getByText('Required')).toBeTruthy();
  });
});

describe('saving', () => {
  it('drops answers to questions hidden by a later answer', async () => {
    const assessment = buildAssessment();
    const requests = stubFetch((request) => acceptSave(assessment, request));
    renderOnHelpPage();
    await userEvent.click(await screen.findByRole('radio', { name: keyAnswers.needHelp }));
    await userEvent.click(screen.getByRole('checkbox', { name: washingOption }));
    await userEvent.click(screen.getByRole('radio', { name: keyAnswers.canDo }));
    await userEvent.click(next());
    await screen.findByText('Overview page');
    expect(savedDirtyFields(puts(requests)[0]).personalHygiene).toEqual({
      answers: { needHelp: keyAnswers.canDo },
      lastStepIndex: 1,
      isComplete: true,
    });
  });

  it('saves the pruned answers with the next step index, then moves on and focuses the heading', async () => {
    let assessment = buildAssessment();
    const requests = stubFetch((request) => {
      const response = acceptSave(assessment, request);
      assessment = response.body.data;
      return response;
    });
    renderOnHelpPage({ personalDetails: { firstName: 'Ada' } });
    await userEvent.click(await screen.findByRole('radio', { name: keyAnswers.needHelp }));
    await userEvent.click(screen.getByRole('checkbox', { name: appearanceOption }));
    await userEvent.click(next());

    await waitFor(() => expect(stepHeading().textContent).toContain('Your appearance'));
    expect(document.activeElement).toBe(stepHeading());
    const [save] = puts(requests);
    expect(save?.path).toBe('/internal/v1/form/form-1');
    expect((save?.body as { version: number }).version).toBe(1);
    expect(savedDirtyFields(save)).toEqual({
      personalHygiene: {
        answers: { needHelp: keyAnswers.needHelp, helpOptions: [appearanceOption] },
        lastStepIndex: 2,
        isComplete: false,
      },
      personalDetails: { firstName: 'Ada' },
    });
    expect(readAreaDraft('form-1', 'personalHygiene')).toBeNull();
  });

  it('sends one save for a double click on Next', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const assessment = buildAssessment();
    const requests = stubFetch(async (request) => {
      await answered;
      return acceptSave(assessment, request);
    });
    renderForm();
    const button = await screen.findByRole('button', { name: 'Next' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    release();
    await waitFor(() => expect(stepHeading().textContent).toContain('Do you need more help'));
    expect(puts(requests)).toHaveLength(1);
  });

  it('says it is still saving after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const assessment = buildAssessment();
    stubFetch(async (request) => {
      await answered;
      return acceptSave(assessment, request);
    });
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const status = () => document.querySelector('.app-save-status');
    expect(status()?.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(slowSaveMs + 10));
    expect(status()?.getAttribute('role')).toBe('status');
    expect(status()?.textContent).toBe('Saving your answers…');
    release();
    await waitFor(() => expect(status()?.textContent).toBe(''));
  });

  it('keeps the resident and their answers on the page when a save fails, and retries', async () => {
    let isDown = true;
    const assessment = buildAssessment();
    const requests = stubFetch((request) =>
      isDown
        ? { status: 503, body: { errors: [{ error: 'Service unavailable' }] } }
        : acceptSave(assessment, request),
    );
    renderOnHelpPage();
    await userEvent.click(await screen.findByRole('radio', { name: keyAnswers.canDo }));
    await userEvent.click(next());

    const problem = await screen.findByText('Your answers have not been saved yet');
    expect(screen.getByText(/Your answers are still on this page/)).toBeTruthy();
    expect(stepHeading().textContent).toContain('Do you need more help');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: keyAnswers.canDo }).checked).toBe(
      true,
    );
    expect(document.activeElement?.contains(problem)).toBe(true);
    expect(readAreaDraft('form-1', 'personalHygiene')?.answers).toEqual({
      needHelp: keyAnswers.canDo,
    });

    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Overview page');
    expect(puts(requests)).toHaveLength(2);
    expect(savedDirtyFields(puts(requests)[1]).personalHygiene).toEqual({
      answers: { needHelp: keyAnswers.canDo },
      lastStepIndex: 1,
      isComplete: true,
    });
  });

  it("on a conflict reloads the assessment, keeps this area's answers, and retries with the new version", async () => {
    const fresh = buildAssessment({
      version: 7,
      dirtyFields: JSON.stringify({
        toiletNeeds: { answers: {}, lastStepIndex: 0, isComplete: false },
      }),
    });
    const requests = stubFetch((request) => {
      if (request.method === 'GET') return { status: 200, body: { data: fresh } };
      const version = (request.body as { version: number }).version;
      if (version !== 7) return { status: 409, body: { errors: [{ error: conflictMessage }] } };
      return acceptSave(fresh, request);
    });
    renderOnHelpPage();
    await userEvent.click(await screen.findByRole('radio', { name: keyAnswers.canDo }));
    await userEvent.click(next());

    expect(await screen.findByText(conflictMessage)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: keyAnswers.canDo }).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Overview page');
    const retried = puts(requests)[1];
    expect((retried?.body as { version: number }).version).toBe(7);
    expect(savedDirtyFields(retried)).toEqual({
      toiletNeeds: { answers: {}, lastStepIndex: 0, isComplete: false },
      personalHygiene: {
        answers: { needHelp: keyAnswers.canDo },
        lastStepIndex: 1,
        isComplete: true,
      },
    });
  });

  it("shows the server's reasons under the questions it refused", async () => {
    const field = 'dirtyFields.personalHygiene.answers.needHelp';
    stubFetch(() => ({
      status: 400,
      body: { errors: [{ error: `${field}: Not one of the choices`, field }] },
    }));
    renderOnHelpPage();
    await userEvent.click(await screen.findByRole('radio', { name: keyAnswers.canDo }));
    await userEvent.click(next());
    expect(await screen.findByText(/Some answers could not be accepted/)).toBeTruthy();
    const group = screen.getByRole('group', { name: 'How do you manage today?' });
    expect(within(group).getByText('Not one of the choices')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('saves the area incomplete when going back', async () => {
    const assessment = buildAssessment();
    const requests = stubFetch((request) => acceptSave(assessment, request));
    renderOnHelpPage();
    await userEvent.click(await screen.findByRole('radio', { name: keyAnswers.needHelp }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(stepHeading().textContent).toContain('About this area'));
    expect(savedDirtyFields(puts(requests)[0]).personalHygiene).toEqual({
      answers: { needHelp: keyAnswers.needHelp },
      lastStepIndex: 0,
      isComplete: false,
    });
  });

  it('Cancel on the first step returns to the overview without saving', async () => {
    const requests = stubFetch(() => ({ status: 500, body: {} }));
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await screen.findByText('Overview page');
    expect(requests).toHaveLength(0);
  });

  it('completes the area on the last step and returns to the overview', async () => {
    const assessment = buildAssessment();
    const requests = stubFetch((request) => acceptSave(assessment, request));
    renderForm({
      personalHygiene: {
        answers: { needHelp: keyAnswers.needHelp, helpOptions: [appearanceOption] },
        lastStepIndex: 2,
        isComplete: false,
      },
    });
    expect((await screen.findByRole('button', { name: 'Continue' })).className).toBe(
      'govuk-button',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(next());
    await screen.findByText('Overview page');
    expect(savedDirtyFields(puts(requests)[0]).personalHygiene).toMatchObject({
      lastStepIndex: 2,
      isComplete: true,
    });
  });
});

describe('unsaved answers', () => {
  it('are put back after a reload, on the step they were given on', async () => {
    writeAreaDraft('form-1', 'personalHygiene', {
      answers: { needHelp: keyAnswers.needHelp, helpOptions: [washingOption], useBathShower: 'No' },
      stepIndex: 2,
    });
    renderForm();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toContain(
      'Having a wash',
    );
    expect(screen.getByText(/We have put back the answers/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'No' }).checked).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Tell us what makes it hard' })).toBeTruthy();
  });

  it('are mirrored to session storage as they are typed', async () => {
    renderForm({
      personalHygiene: {
        answers: {
          needHelp: keyAnswers.needHelp,
          helpOptions: [washingOption],
          useBathShower: 'No',
        },
        lastStepIndex: 2,
        isComplete: false,
      },
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Tell us what makes it hard' }),
      'Steps',
    );
    expect(readAreaDraft('form-1', 'personalHygiene')).toEqual({
      answers: {
        needHelp: keyAnswers.needHelp,
        helpOptions: [washingOption],
        useBathShower: 'No',
        useBathShowerDetails: 'Steps',
      },
      stepIndex: 2,
    });
  });
});

describe('ways out of an area', () => {
  it("offers 'Back to your assessment' on every step", async () => {
    const assessment = buildAssessment();
    stubFetch((request) => acceptSave(assessment, request));
    renderForm();
    const backLink = () => screen.getByRole('link', { name: 'Back to your assessment' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toContain(
      'About this area',
    );
    expect(backLink().getAttribute('href')).toBe('/assessment/CSA/form-1');
    await userEvent.click(next());
    await waitFor(() => expect(stepHeading().textContent).toContain('Do you need more help'));
    await userEvent.click(backLink());
    await screen.findByText('Overview page');
  });

  it("takes the browser's Back to the previous step, and Forward to the next again", async () => {
    const assessment = buildAssessment();
    stubFetch((request) => acceptSave(assessment, request));
    const { router } = renderForm();
    await screen.findByRole('heading', { level: 2 });
    await userEvent.click(next());
    await waitFor(() => expect(stepHeading().textContent).toContain('Do you need more help'));

    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(stepHeading().textContent).toContain('About this area'));
    expect(screen.queryByText('Overview page')).toBeNull();
    expect(document.activeElement).toBe(stepHeading());

    await act(async () => {
      await router.navigate(1);
    });
    await waitFor(() => expect(stepHeading().textContent).toContain('Do you need more help'));
  });

  it("goes to the previous step by Previous as the browser's Back would", async () => {
    const assessment = buildAssessment();
    stubFetch((request) => acceptSave(assessment, request));
    const { router } = renderForm();
    await screen.findByRole('heading', { level: 2 });
    await userEvent.click(next());
    await waitFor(() => expect(stepHeading().textContent).toContain('Do you need more help'));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(stepHeading().textContent).toContain('About this area'));
    // One history entry per step, not one per press: Forward returns to the later step.
    await act(async () => {
      await router.navigate(1);
    });
    await waitFor(() => expect(stepHeading().textContent).toContain('Do you need more help'));
  });
});

describe('a failed save', () => {
  it.each([
    [500, { status: 500, method: 'PUT', errors: [], message: 'Internal Server Error' }],
    [503, {}],
  ])(
    '(%s) says one thing, with Try again, and raises no banner beside it',
    async (status, body) => {
      const announced: ApiError[] = [];
      const unsubscribe = subscribeToRequestErrors((error) => announced.push(error));
      stubFetch(() => ({ status, body }));
      renderForm();
      await screen.findByRole('heading', { level: 2 });
      await userEvent.click(next());
      await screen.findByText('Your answers have not been saved yet');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(announced).toEqual([]);
      unsubscribe();
    },
  );

  it('still raises the sign-in banner when the sign-in has ended (401)', async () => {
    const announced: ApiError[] = [];
    const unsubscribe = subscribeToRequestErrors((error) => announced.push(error));
    stubFetch(() => ({ status: 401, body: {} }));
    renderForm();
    await screen.findByRole('heading', { level: 2 });
    await userEvent.click(next());
    await waitFor(() => expect(announced.map((error) => error.status)).toEqual([401]));
    unsubscribe();
  });
});

describe('changing an area from the preview', () => {
  it('returns to the preview, not the overview, once the area is done', async () => {
    const assessment = buildAssessment({
      dirtyFields: JSON.stringify({
        personalHygiene: { answers: {}, lastStepIndex: 1, isComplete: false },
      }),
    });
    stubFetch((request) => acceptSave(assessment, request));
    renderAtAreaRoute(
      <AreaForm
        formTypeCode="CSA"
        assessment={assessment}
        topic={testTopic}
        pathway={testPathway}
      />,
      {
        assessment,
        search: '?from=preview',
      },
    );
    await userEvent.click(await screen.findByRole('radio', { name: keyAnswers.canDo }));
    await userEvent.click(next());
    await screen.findByText('Preview page');
  });
});
