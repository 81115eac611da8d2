import { describe, expect, it } from 'vitest';
import { keyAnswers } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import { fillAreaAnswers } from '../testing/fill-area-answers.ts';
import { summariseAssessment, type SummaryRow } from './summarise-assessment.ts';

const csa = pathwayFor('CSA');
const hygiene = csa.topics.find((topic) => topic.id === 'personalHygiene');
const toilet = csa.topics.find((topic) => topic.id === 'toiletNeeds');
if (!hygiene || !toilet) throw new Error('the CSA content is missing an area');

function row(answers: unknown, changes: Partial<SummaryRow> = {}): SummaryRow {
  return {
    id: 'form-1',
    form_type_code: 'CSA',
    form_name: 'For my mum',
    title: 'Care and Support Assessment Form',
    date_created: '2026-11-01T10:00:00.000Z',
    last_updated: '2026-11-02T11:00:00.000Z',
    status: null,
    date_submitted: null,
    version: 4,
    reference: null,
    answers: typeof answers === 'string' ? answers : JSON.stringify(answers),
    ...changes,
  };
}

describe('summariseAssessment', () => {
  it('describes the row as the list shows it, without the answers', () => {
    const summary = summariseAssessment(
      row(
        {},
        {
          status: 'ABANDONED',
          date_submitted: '2026-11-03T12:00:00.000Z',
          reference: 'CSA-2026-000007',
        },
      ),
    );
    expect(summary).toEqual({
      id: 'form-1',
      formTypeCode: 'CSA',
      formName: 'For my mum',
      title: 'Care and Support Assessment Form',
      dateCreated: '2026-11-01T10:00:00.000Z',
      lastUpdated: '2026-11-02T11:00:00.000Z',
      status: 'ABANDONED',
      dateSubmitted: '2026-11-03T12:00:00.000Z',
      version: 4,
      reference: 'CSA-2026-000007',
      areas: [],
    });
  });

  it('gives each saved area, in the content order, its own completion and need for help', () => {
    const summary = summariseAssessment(
      row({
        personalHygiene: {
          answers: fillAreaAnswers(hygiene, { needsHelp: true }),
          lastStepIndex: 5,
          isComplete: true,
        },
        toiletNeeds: {
          answers: { needHelp: keyAnswers.needHelp },
          lastStepIndex: 1,
          isComplete: true,
        },
      }),
    );
    const order = csa.topics.map((topic) => topic.id);
    expect(order.indexOf('toiletNeeds')).toBeLessThan(order.indexOf('personalHygiene'));
    expect(summary.areas).toEqual([
      // Marked complete by the client, but the questions its answer opens are unanswered.
      { id: 'toiletNeeds', isComplete: false, needsHelp: true },
      { id: 'personalHygiene', isComplete: true, needsHelp: true },
    ]);
  });

  it('shows no need for help where the resident manages', () => {
    const summary = summariseAssessment(
      row({
        toiletNeeds: {
          answers: fillAreaAnswers(toilet),
          lastStepIndex: 1,
          isComplete: true,
        },
        personalHygiene: { answers: {}, lastStepIndex: 0, isComplete: false },
      }),
    );
    expect(summary.areas).toEqual([
      { id: 'toiletNeeds', isComplete: true, needsHelp: false },
      { id: 'personalHygiene', isComplete: false, needsHelp: false },
    ]);
  });

  it('lists no areas for stored answers that do not parse or are not the answers shape', () => {
    expect(summariseAssessment(row('{"personalHygiene":')).areas).toEqual([]);
    expect(
      summariseAssessment(row({ personalHygiene: { answers: 5, isComplete: 'yes' } })).areas,
    ).toEqual([]);
  });
});
