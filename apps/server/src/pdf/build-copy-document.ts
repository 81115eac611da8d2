import type { Assessment } from '@csa/contracts';
import type { CouncilFlavour } from '@csa/questionnaire';
import { buildAssessmentDocument } from './build-assessment-document.ts';
import { careActOutcomeBlocks } from './care-act-outcome-blocks.ts';
import type { DocumentCopy } from './document-copy.ts';
import type { DocumentModel } from './document-model.ts';
import { whatYouToldUsBlocks } from './what-you-told-us-blocks.ts';

/**
 * The assessment as one audience receives it: the answers as stored, opened by the section
 * written for that audience, after the reference and dates and before the personal details.
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
      : whatYouToldUsBlocks(form);
  const firstHeading = document.blocks.findIndex((block) => block.kind === 'heading');
  return {
    ...document,
    blocks: [
      ...document.blocks.slice(0, firstHeading),
      ...opening,
      ...document.blocks.slice(firstHeading),
    ],
  };
}
