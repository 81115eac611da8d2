import type { Assessment, DirtyFields } from '@csa/contracts';
import { submissionSuggestions } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import { completePersonalDetails, fillAreaAnswers } from '@csa/server/test-support';

const pathway = pathwayFor('CSA');

function submitted(fields: DirtyFields, id: string): Assessment {
  fields.suggestions = submissionSuggestions(pathway, fields, 'london-borough');
  const now = new Date().toISOString();
  return {
    id,
    formTypeCode: 'CSA',
    formName: 'Benchmark',
    title: 'Care and Support Assessment Form',
    dateCreated: now,
    lastUpdated: now,
    status: null,
    dirtyFields: JSON.stringify(fields),
    submittedFields: JSON.stringify(fields),
    dateSubmitted: now,
    pageCount: 3,
    lastValidPage: 3,
    allPagesValidated: true,
    version: 2,
    reference: 'CSA-2026-000001',
  };
}

/** Every area complete with every section opened and 4,900-character answers in every text
 * box, a full set of personal details and the suggestions: about 300 pages. */
export function fullAssessment(): Assessment {
  const longText = (itemId: string) =>
    `${itemId}: ${'Most mornings I need someone to help me because my hands are stiff and painful. '.repeat(60)}`.slice(
      0,
      4900,
    );
  const fields: DirtyFields = {};
  fields.personalDetails = completePersonalDetails('CSA');
  for (const topic of pathway.topics) {
    fields[topic.id] = {
      answers: fillAreaAnswers(topic, { needsHelp: true, chooseAll: true, text: longText }),
      lastStepIndex: 0,
      isComplete: true,
    };
  }
  return submitted(fields, 'bench-full');
}

/** What a resident typically sends: three areas where they need help, a few sentences in
 * each text box, personal details and the suggestions: about five pages. */
export function realisticAssessment(): Assessment {
  const fields: DirtyFields = {};
  fields.personalDetails = completePersonalDetails('CSA');
  for (const topic of pathway.topics.slice(0, 3)) {
    fields[topic.id] = {
      answers: fillAreaAnswers(topic, {
        needsHelp: true,
        text: () =>
          'My hands are stiff in the morning, so my daughter helps me wash and dress before she goes to work. On bad days I stay in my dressing gown until she comes back.',
      }),
      lastStepIndex: 0,
      isComplete: true,
    };
  }
  return submitted(fields, 'bench-realistic');
}
