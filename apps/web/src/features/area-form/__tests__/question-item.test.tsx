import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { constants } from '@csa/contracts/constants';
import { maxTextAnswerLength, type Answer, type Item } from '@csa/questionnaire';
import { writeConsent } from '../../../lib/cookie-consent/consent-cookie.ts';
import { QuestionItem } from '../components/question-item.tsx';
import { allLinks } from '@csa/questionnaire';
import { renderAtAreaRoute, stubFetch, testConfig } from '../../../testing/app-test-kit.tsx';

afterEach(() => {
  cleanup();
  document.cookie = `${constants.consentCookieName}=; Max-Age=0; Path=/`;
});

function renderItem(item: Item, answer?: Answer, error?: string, config = testConfig) {
  const onAnswer = vi.fn<(itemId: string, answer: Answer) => void>();
  const view = renderAtAreaRoute(
    <QuestionItem
      item={item}
      answer={answer}
      error={error}
      formTypeCode="CSA"
      topicId="personalHygiene"
      onAnswer={onAnswer}
    />,
    { config },
  );
  return { ...view, onAnswer };
}

const radio: Item = {
  id: 'useBathShower',
  title: 'Can you use your bath or shower?',
  type: 'radio',
  options: ['Yes', 'No'],
  required: true,
  guidanceText: 'Think about a usual day.',
};

describe('radio questions', () => {
  it('are GOV.UK radios in a fieldset named by the question, with its hint', async () => {
    const { onAnswer } = renderItem(radio, 'Yes');
    const group = await screen.findByRole('group', { name: radio.title });
    expect(within(group).getByText('Think about a usual day.')).toHaveProperty(
      'className',
      'govuk-hint',
    );
    expect(group.getAttribute('aria-describedby')).toBe('question-useBathShower-hint');
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    await userEvent.click(within(group).getByRole('radio', { name: 'No' }));
    expect(onAnswer).toHaveBeenCalledWith('useBathShower', 'No');
  });

  it('show the error under the question and describe the group by it', async () => {
    renderItem(radio, undefined, 'Required');
    const group = await screen.findByRole('group', { name: radio.title });
    expect(within(group).getByText('Required').closest('p')?.className).toBe('govuk-error-message');
    expect(group.getAttribute('aria-describedby')).toContain('question-useBathShower-error');
  });
});

describe('checkbox questions', () => {
  const checkbox: Item = {
    id: 'helpOptions',
    title: 'Which parts do you need help with?',
    type: 'checkbox',
    options: ['Washing', 'Appearance', 'Clothes'],
    required: true,
  };

  it('keep the choices in the order the content lists them', async () => {
    const { onAnswer } = renderItem(checkbox, ['Clothes']);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Washing' }));
    expect(onAnswer).toHaveBeenLastCalledWith('helpOptions', ['Washing', 'Clothes']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Clothes' }));
    expect(onAnswer).toHaveBeenLastCalledWith('helpOptions', []);
    expect(screen.getByRole('group', { name: checkbox.title })).toBeTruthy();
  });
});

describe('textarea questions', () => {
  const textarea: Item = {
    id: 'abilityToWashInfoWantTodo',
    title: 'What would you like to be able to do?',
    type: 'textarea',
    options: [],
    required: true,
    guidanceText: 'Tell us in your own words.',
  };

  it('are labelled textareas of 2 rows with a hint and a character count', async () => {
    const { onAnswer } = renderItem(textarea, 'Some');
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: textarea.title });
    expect(box.rows).toBe(2);
    expect(box.getAttribute('aria-describedby')).toContain(
      'question-abilityToWashInfoWantTodo-hint',
    );
    expect(
      screen.getByText(`You have ${maxTextAnswerLength - 4} characters remaining`),
    ).toBeTruthy();
    await userEvent.type(box, '!');
    expect(onAnswer).toHaveBeenLastCalledWith('abilityToWashInfoWantTodo', 'Some!');
  });

  it('flag text over the limit instead of cutting it off', async () => {
    renderItem(textarea, 'x'.repeat(maxTextAnswerLength + 2));
    expect(await screen.findByText('You have 2 characters too many')).toBeTruthy();
  });
});

describe('video items', () => {
  const video: Item = {
    id: 'introductionVideo',
    title: 'Watch a short video: washing',
    type: 'spotlightr',
    options: ['abc123'],
    required: false,
    transcript: 'Hello. This part is about washing.',
  };

  it('show only the transcript when the council has no video yet', async () => {
    renderItem({ ...video, options: [] });
    expect(await screen.findByText('Hello. This part is about washing.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('heading', { name: video.title })).toBeNull();
  });

  it('are not framed until additional cookies are accepted, and say why', async () => {
    renderItem(video);
    expect(await screen.findByText(/The video needs additional cookies/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Change your cookie settings' }).getAttribute('href'),
    ).toBe('/cookie-policy');
    expect(screen.getByText('Hello. This part is about washing.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();

    act(() => writeConsent('accepted'));
    const frame = await screen.findByTitle(video.title);
    expect(frame.getAttribute('src')).toBe('https://videos.example.test/watch/abc123');
    expect(screen.getByText('Read the video transcript')).toBeTruthy();
  });

  it('play youtube items on the no-cookie domain', async () => {
    document.cookie = `${constants.consentCookieName}=true; Path=/`;
    renderItem({ ...video, type: 'youtube' });
    const frame = await screen.findByTitle(video.title);
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123');
  });
});

describe('suggestion blocks', () => {
  const suggestions: Item = {
    id: 'suggestions',
    title: 'Things that may help',
    type: 'suggestions',
    options: ['Aids and equipment', 'help', 'personalHygiene'],
    required: false,
  };

  it("list the area's links with a National or Local tag, opening safely in a new tab", async () => {
    const requests = stubFetch(() => ({
      status: 200,
      body: { data: allLinks('CSA', 'london-borough') },
    }));
    renderItem(suggestions);
    const block = await screen.findByRole('region', { name: 'Things that may help' });
    const links = await within(block).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.textContent).toContain('(opens in new tab)');
    }
    expect(within(block).getAllByText(/^(National|Local)$/).length).toBe(links.length);
    // The council's published links, not a copy built into the page.
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /internal/v1/links/CSA',
    ]);
  });

  it('show a link the council published, with its Local tag', async () => {
    const lunchClub = {
      url: 'https://lunch-club.example.gov.uk/',
      labels: ['Lunch club'],
      categories: ['Meal support'],
      areaKeys: ['personalHygiene'],
      localContent: true,
      placements: [{ areaKey: 'personalHygiene', label: 'Lunch club', category: 'Meal support' }],
    };
    stubFetch(() => ({ status: 200, body: { data: [lunchClub] } }));
    renderItem(suggestions);
    const link = await screen.findByRole('link', { name: 'Lunch club (opens in new tab)' });
    expect(link.getAttribute('href')).toBe(lunchClub.url);
    expect(within(link.closest('li') as HTMLElement).getByText('Local')).toBeTruthy();
  });

  it('say so when the links cannot be loaded', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    renderItem(suggestions);
    expect(await screen.findByText(/^Suggestions could not be loaded/)).toBeTruthy();
  });

  it("say 'No suggestions found' for an area without links", async () => {
    stubFetch(() => ({ status: 200, body: { data: allLinks('CSA', 'london-borough') } }));
    renderItem({ ...suggestions, options: ['Guides', 'help', 'noSuchArea'] });
    expect(await screen.findByText('No suggestions found')).toBeTruthy();
  });
});

describe('unknown item types', () => {
  it('say the question type is unsupported', async () => {
    renderItem({ id: 'odd', title: 'Odd', type: 'slider', options: [], required: false });
    expect(await screen.findByText('Question type slider is unsupported')).toBeTruthy();
  });
});
