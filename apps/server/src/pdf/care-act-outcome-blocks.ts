import type { CareActEvidenceView, CareActOutcomeView, CareActOutcomesView } from '@csa/contracts';
import { meaningWording } from '@csa/questionnaire';
import type { DocumentBlock } from './document-model.ts';

const resultWording: Record<CareActOutcomeView['result'], string> = {
  appearsUnable: 'Appears unable to achieve',
  managesWithDifficulty: 'Manages with difficulty',
  manages: 'Manages',
  notAnswered: 'Not answered',
};

const meanings: Record<string, string> = meaningWording;

const heading = 'Care Act outcomes (indicative)';

/** Each answer as the staff case page shows it: the question the resident read, and what
 * they answered. */
function evidenceEntries(evidence: CareActEvidenceView[]): DocumentBlock[] {
  return evidence.map(({ question, answer }) => ({
    kind: 'entry',
    label: question,
    value: answer,
  }));
}

function outcomeBlocks(outcome: CareActOutcomeView): DocumentBlock[] {
  const blocks: DocumentBlock[] = [
    { kind: 'heading', level: 2, text: `${outcome.outcome} (regulation ${outcome.regulation})` },
    { kind: 'entry', label: 'Result', value: resultWording[outcome.result] },
  ];
  if (outcome.meanings.length > 0) {
    const found = outcome.meanings.map((meaning) => meanings[meaning] ?? meaning);
    blocks.push({ kind: 'entry', label: 'Meanings of unable found', value: found });
  }
  return [...blocks, ...evidenceEntries(outcome.evidence)];
}

function carerHealthBlocks(evidence: CareActEvidenceView[] | null): DocumentBlock[] {
  if (evidence === null) return [];
  return [
    { kind: 'heading', level: 2, text: "The carer's health (regulation 3(2)(a))" },
    evidence.length === 0
      ? { kind: 'paragraph', text: "No answer suggests a risk to the carer's health." }
      : { kind: 'paragraph', text: "These answers suggest the carer's health is at risk:" },
    ...evidenceEntries(evidence),
  ];
}

/**
 * The first section of the council's copy: the Care Act outcomes stored when the case was
 * submitted (docs/decisions/0120), never recomputed, so the PDF shows what the staff case
 * page and the webhook show. Indicative only: the threshold line and the conditions left to
 * the practitioner say so.
 */
export function careActOutcomeBlocks(stored: CareActOutcomesView | null): DocumentBlock[] {
  if (stored === null) {
    return [
      { kind: 'heading', level: 1, text: heading },
      {
        kind: 'paragraph',
        text: 'Not available: this assessment was submitted before the service kept Care Act outcomes.',
      },
    ];
  }
  return [
    { kind: 'heading', level: 1, text: heading },
    {
      kind: 'paragraph',
      text: 'What the answers suggest against the Care and Support (Eligibility Criteria) Regulations 2015. This is decision support, not a decision: a practitioner decides.',
    },
    { kind: 'entry', label: 'Threshold', value: stored.thresholdLine },
    {
      kind: 'entry',
      label: 'Left to the practitioner',
      value: stored.conditionsForPractitioner,
    },
    ...stored.outcomes.flatMap(outcomeBlocks),
    ...carerHealthBlocks(stored.carerHealthAtRisk),
  ];
}
