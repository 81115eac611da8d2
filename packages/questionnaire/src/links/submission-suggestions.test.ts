import { describe, expect, it } from 'vitest';
import type { DirtyFields } from '@csa/contracts';
import { keyAnswers } from '../content-schema.ts';
import { pathwayFor } from '../content/index.ts';
import { linksForAreas } from './select-links.ts';
import { submissionSuggestions } from './submission-suggestions.ts';

const csa = pathwayFor('CSA');
const hygiene = csa.topics.find((topic) => topic.id === 'personalHygiene');
const toilet = csa.topics.find((topic) => topic.id === 'toiletNeeds');
if (!hygiene || !toilet) throw new Error('the CSA content is missing an area');

const urlsOf = (links: { url: string }[]) => links.map((link) => link.url);

describe('submissionSuggestions', () => {
  const needingHelp: DirtyFields = {
    personalHygiene: {
      answers: { needHelp: keyAnswers.needHelp },
      lastStepIndex: 5,
      isComplete: true,
    },
    toiletNeeds: {
      answers: { needHelp: keyAnswers.canDo },
      lastStepIndex: 1,
      isComplete: true,
    },
  };

  it("suggests the council's links for the areas where more help is needed, and no others", () => {
    const suggestions = submissionSuggestions(csa, needingHelp, 'london-borough');
    const hygieneLinks = linksForAreas('CSA', ['personalHygiene'], 'london-borough');
    const toiletLinks = linksForAreas('CSA', ['toiletNeeds'], 'london-borough');
    // The test means something only while the other area offers a link of its own.
    expect(urlsOf(toiletLinks).some((url) => !urlsOf(hygieneLinks).includes(url))).toBe(true);
    expect(urlsOf(suggestions)).toEqual(urlsOf(hygieneLinks));
  });

  it("labels each suggestion with the catalogue's label, not its address", () => {
    const suggestions = submissionSuggestions(csa, needingHelp, 'london-borough');
    expect(suggestions).toContainEqual({
      url: 'https://www.livingmadeeasy.org.uk/',
      label: 'Living Made Easy: bathing and washing aids',
    });
    for (const suggestion of suggestions) expect(suggestion.label).not.toBe(suggestion.url);
  });

  it('suggests nothing when no area needs more help', () => {
    const managing: DirtyFields = {
      toiletNeeds: { answers: { needHelp: keyAnswers.canDo }, lastStepIndex: 1, isComplete: true },
    };
    expect(submissionSuggestions(csa, managing, 'london-borough')).toEqual([]);
    expect(submissionSuggestions(csa, {}, 'kent')).toEqual([]);
  });
});
