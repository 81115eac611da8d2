import { formatDateTime, type Assessment } from '@csa/contracts';
import type { CouncilFlavour } from '@csa/questionnaire';
import { buildAssessmentDocument } from './build-assessment-document.ts';
import { careActOutcomeBlocks } from './care-act-outcome-blocks.ts';
import type { DocumentCopy } from './document-copy.ts';
import type { DocumentBlock, DocumentModel } from './document-model.ts';
import { whatYouToldUsBlocks } from './what-you-told-us-blocks.ts';

/**
 * The assessment as one audience receives it: the answers as stored, opened by the section
 * written for that audience, after the reference and dates and before the personal details.
 * The council's copy of a submission taken by phone says so, and by whom, among those facts.
 */
export function buildCopyDocument(
  form: Assessment,
  councilName: string,
  flavour: CouncilFlavour,
  copy: DocumentCopy,
): DocumentModel {
  const document = buildAssessmentDocument(form, councilName, flavour);
  const opening =
    copy.audience === 'council'
      ? careActOutcomeBlocks(copy.careActOutcomes)
      : whatYouToldUsBlocks(form, copy.wording ?? null);
  const firstHeading = document.blocks.findIndex((block) => block.kind === 'heading');
  const takenBy = copy.audience === 'council' ? copy.takenBy : null;
  const channel: DocumentBlock[] = takenBy
    ? [
        {
          kind: 'entry',
          label: 'Channel',
          value: `Phone, taken by ${takenBy.name}${form.dateSubmitted ? ` on ${formatDateTime(form.dateSubmitted)}` : ''}`,
        },
      ]
    : [];
  return {
    ...document,
    blocks: [
      ...document.blocks.slice(0, firstHeading),
      ...channel,
      ...opening,
      ...document.blocks.slice(firstHeading),
    ],
  };
}
