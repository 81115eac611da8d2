import { readStoredFields, type Assessment } from '@csa/contracts';
import {
  isStoredAreaComplete,
  submissionSuggestions,
  type CouncilFlavour,
} from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import { areaBlocks } from './area-blocks.ts';
import type { DocumentBlock, DocumentModel } from './document-model.ts';
import { formatDateTime } from '@csa/contracts';
import { personalDetailsBlocks } from './personal-details-blocks.ts';

export const pathwayNames = {
  CSA: 'Care and support self-assessment',
  CARERS: "Carer's self-assessment",
} as const;

function statusText(form: Assessment): string {
  if (form.submittedFields !== null) return 'Submitted';
  if (form.status === 'ABANDONED') return 'Closed (not submitted)';
  return 'Draft (not submitted)';
}

/**
 * The council's copy of an assessment, built only from what is stored: the frozen submission
 * once submitted, otherwise the saved work. Nothing the browser sends at download time is
 * used (docs/decisions/0007).
 */
export function buildAssessmentDocument(
  form: Assessment,
  councilName: string,
  flavour: CouncilFlavour,
): DocumentModel {
  const pathway = pathwayFor(form.formTypeCode);
  const fields = readStoredFields(form);
  const title = pathwayNames[form.formTypeCode];

  const facts: DocumentBlock[] = [
    { kind: 'entry', label: 'Reference', value: form.reference ?? 'Not submitted yet' },
    { kind: 'entry', label: 'Status', value: statusText(form) },
    { kind: 'entry', label: 'Started', value: formatDateTime(form.dateCreated) },
    { kind: 'entry', label: 'Last updated', value: formatDateTime(form.lastUpdated) },
  ];
  if (form.dateSubmitted) {
    facts.push({ kind: 'entry', label: 'Submitted', value: formatDateTime(form.dateSubmitted) });
  }

  const completeTopics = pathway.topics.filter((topic) => isStoredAreaComplete(topic, fields));
  const areas: DocumentBlock[] = [{ kind: 'heading', level: 1, text: 'Assessment areas' }];
  if (completeTopics.length === 0) {
    areas.push({ kind: 'paragraph', text: 'No area has been completed yet.' });
  }
  for (const topic of completeTopics) {
    const progress = fields[topic.id];
    if (progress) areas.push(...areaBlocks(topic, progress));
  }

  const suggestions = fields.suggestions ?? submissionSuggestions(pathway, fields, flavour);
  const help: DocumentBlock[] = [{ kind: 'heading', level: 1, text: 'Suggested help' }];
  if (suggestions.length === 0) help.push({ kind: 'paragraph', text: 'No suggestions found' });
  for (const link of suggestions) help.push({ kind: 'link', label: link.label, url: link.url });

  return {
    title,
    councilName,
    subject: `${title}${form.reference ? ` ${form.reference}` : ''}`,
    blocks: [...facts, ...personalDetailsBlocks(fields.personalDetails), ...areas, ...help],
  };
}
