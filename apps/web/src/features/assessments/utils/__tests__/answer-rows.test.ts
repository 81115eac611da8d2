import { describe, expect, it } from 'vitest';
import { keyAnswers, loadPathway } from '@csa/questionnaire';
import { answerRows, rowsBySection } from '../answer-rows.ts';

const csa = await loadPathway('CSA');

describe('check-your-answers rows', () => {
  it('are headed by section, as in the PDF, so repeated questions are told apart', () => {
    const topic = csa.topics.find((each) => each.id === 'manageRelationships');
    if (!topic) throw new Error('manageRelationships missing');
    const rows = answerRows(topic, {
      needHelp: keyAnswers.needHelp,
      helpOptions: [
        'Keeping in touch with family and friends',
        'Meeting people and making new friends',
      ],
      seeFamilyFriends: 'I can do this with some difficulty',
      keepingInTouchInfoWantTodo: 'See my sister',
      meetNewPeople: 'I can do this with some difficulty',
      meetingPeopleInfoWantTodo: 'Join a club',
    });
    const sections = rowsBySection(rows);
    expect(sections.map((section) => section.title)).toEqual([
      topic.sections[0]?.title,
      'Keeping in touch with family and friends',
      'Meeting people and making new friends',
    ]);
    // The info page's questions appear in both sections, each under its own heading.
    const wantTodo = 'What do you want to be able to do?';
    expect(sections[1]?.rows.map((row) => row.question)).toContain(wantTodo);
    expect(sections[2]?.rows.map((row) => row.question)).toContain(wantTodo);
  });
});
