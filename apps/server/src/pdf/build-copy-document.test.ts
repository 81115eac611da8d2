import { describe, expect, it } from 'vitest';
import type { CareActOutcomesView, FormTypeCode } from '@csa/contracts';
import { buildCopyDocument } from './build-copy-document.ts';
import type { DocumentBlock } from './document-model.ts';
import { openAssessment } from '../testing/form-test-data.ts';

const cannot = 'I cannot do this independently';

function submitted(formTypeCode: FormTypeCode, frozen: object) {
  return openAssessment({
    formTypeCode,
    status: 'SUBMITTED',
    reference: 'REF-1',
    submittedFields: JSON.stringify(frozen),
    dateSubmitted: '2026-11-03T09:05:00.000Z',
  });
}

/** The blocks between the reference and dates and the personal details. */
function opening(blocks: DocumentBlock[]): DocumentBlock[] {
  const start = blocks.findIndex((block) => block.kind === 'heading');
  const end = blocks.findIndex(
    (block) => block.kind === 'heading' && block.text === 'Personal details',
  );
  return blocks.slice(start, end);
}

const evidence = { itemId: 'q', question: 'Can you wash?', answer: cannot, shows: 'x' };

const carerOutcomes: CareActOutcomesView = {
  formTypeCode: 'CARERS',
  outcomes: [
    {
      areaId: 'carerManageNutrition',
      regulation: '3(2)(b)(ii)',
      outcome: 'Providing nutrition',
      result: 'appearsUnable',
      meanings: ['withoutAssistance', 'aMeaningFromLater'],
      evidence: [evidence],
    },
    {
      areaId: 'carerMaintainingHome',
      regulation: '3(2)(b)(iii)',
      outcome: 'Maintaining a habitable home',
      result: 'managesWithDifficulty',
      meanings: [],
      evidence: [],
    },
    {
      areaId: 'a',
      regulation: 'r',
      outcome: 'Managing',
      result: 'manages',
      meanings: [],
      evidence: [],
    },
    {
      areaId: 'b',
      regulation: 's',
      outcome: 'Unanswered',
      result: 'notAnswered',
      meanings: [],
      evidence: [],
    },
  ],
  unmetCount: 1,
  threshold: 1,
  carerHealthAtRisk: [{ ...evidence, question: 'Is your health worse?', answer: 'Yes' }],
  reachesIndicativeThreshold: true,
  thresholdLine: 'The threshold line as stored.',
  conditionsForPractitioner: ['First condition.', 'Second condition.'],
};

describe("the council's copy", () => {
  it('opens with the stored Care Act outcomes, outcome by outcome, before the personal details', () => {
    const document = buildCopyDocument(submitted('CARERS', {}), 'Council', 'london-borough', {
      audience: 'council',
      careActOutcomes: carerOutcomes,
    });
    expect(document.blocks[0]).toEqual({ kind: 'entry', label: 'Reference', value: 'REF-1' });
    expect(opening(document.blocks)).toEqual([
      { kind: 'heading', level: 1, text: 'Care Act outcomes (indicative)' },
      {
        kind: 'paragraph',
        text: 'What the answers suggest against the Care and Support (Eligibility Criteria) Regulations 2015. This is decision support, not a decision: a practitioner decides.',
      },
      { kind: 'entry', label: 'Threshold', value: 'The threshold line as stored.' },
      {
        kind: 'entry',
        label: 'Left to the practitioner',
        value: ['First condition.', 'Second condition.'],
      },
      { kind: 'heading', level: 2, text: 'Providing nutrition (regulation 3(2)(b)(ii))' },
      { kind: 'entry', label: 'Result', value: 'Appears unable to achieve' },
      {
        kind: 'entry',
        label: 'Meanings of unable found',
        value: ['Unable without assistance', 'aMeaningFromLater'],
      },
      { kind: 'entry', label: 'Can you wash?', value: cannot },
      { kind: 'heading', level: 2, text: 'Maintaining a habitable home (regulation 3(2)(b)(iii))' },
      { kind: 'entry', label: 'Result', value: 'Manages with difficulty' },
      { kind: 'heading', level: 2, text: 'Managing (regulation r)' },
      { kind: 'entry', label: 'Result', value: 'Manages' },
      { kind: 'heading', level: 2, text: 'Unanswered (regulation s)' },
      { kind: 'entry', label: 'Result', value: 'Not answered' },
      { kind: 'heading', level: 2, text: "The carer's health (regulation 3(2)(a))" },
      { kind: 'paragraph', text: "These answers suggest the carer's health is at risk:" },
      { kind: 'entry', label: 'Is your health worse?', value: 'Yes' },
    ]);
  });

  it("says when no answer suggests a risk to the carer's health, and has no health part for adults", () => {
    const carer = buildCopyDocument(submitted('CARERS', {}), 'Council', 'london-borough', {
      audience: 'council',
      careActOutcomes: { ...carerOutcomes, outcomes: [], carerHealthAtRisk: [] },
    });
    expect(opening(carer.blocks).slice(-2)).toEqual([
      { kind: 'heading', level: 2, text: "The carer's health (regulation 3(2)(a))" },
      { kind: 'paragraph', text: "No answer suggests a risk to the carer's health." },
    ]);
    const adult = buildCopyDocument(submitted('CSA', {}), 'Council', 'london-borough', {
      audience: 'council',
      careActOutcomes: { ...carerOutcomes, outcomes: [], carerHealthAtRisk: null },
    });
    expect(opening(adult.blocks)).toHaveLength(4);
  });

  it('says so for a case submitted before the outcomes were kept', () => {
    const document = buildCopyDocument(submitted('CSA', {}), 'Council', 'london-borough', {
      audience: 'council',
      careActOutcomes: null,
    });
    expect(opening(document.blocks)).toEqual([
      { kind: 'heading', level: 1, text: 'Care Act outcomes (indicative)' },
      {
        kind: 'paragraph',
        text: 'Not available: this assessment was submitted before the service kept Care Act outcomes.',
      },
    ]);
  });
});

describe("the resident's copy", () => {
  const residentCopy = { audience: 'resident' } as const;

  it('lists the areas they cannot manage without help, then what happens next', () => {
    const frozen = {
      personalHygiene: { answers: { washYourself: cannot }, lastStepIndex: 1, isComplete: true },
    };
    const document = buildCopyDocument(
      submitted('CSA', frozen),
      'C',
      'london-borough',
      residentCopy,
    );
    expect(opening(document.blocks)).toEqual([
      { kind: 'heading', level: 1, text: 'What you told us' },
      {
        kind: 'entry',
        label: 'You told us you cannot manage these without help',
        value: ['Your personal hygiene and appearance'],
      },
      { kind: 'heading', level: 1, text: 'What happens next' },
      {
        kind: 'paragraph',
        text: 'Your assessment has been sent to our customer services team. They will look at your answers and contact you to talk about what could help.',
      },
    ]);
  });

  it("says when they told us of nothing they cannot do, and the carers centre's next step", () => {
    const document = buildCopyDocument(
      submitted('CARERS', {}),
      'C',
      'london-borough',
      residentCopy,
    );
    expect(opening(document.blocks)).toEqual([
      { kind: 'heading', level: 1, text: 'What you told us' },
      {
        kind: 'paragraph',
        text: 'You did not tell us about anything you cannot do without help.',
      },
      { kind: 'heading', level: 1, text: 'What happens next' },
      {
        kind: 'paragraph',
        text: 'Your assessment has been sent to the carers centre. They will contact you within 2 weeks.',
      },
    ]);
  });

  it('adds nothing to a draft, which has not been sent', () => {
    const draft = openAssessment({
      dirtyFields: JSON.stringify({
        personalHygiene: { answers: { washYourself: cannot }, lastStepIndex: 1, isComplete: true },
      }),
    });
    const document = buildCopyDocument(draft, 'C', 'london-borough', residentCopy);
    expect(opening(document.blocks)).toEqual([]);
  });
});
