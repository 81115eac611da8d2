import type { Answers, Pathway, Topic } from '../content-schema.ts';
import { evaluateCareActOutcomes } from './evaluate-care-act-outcomes.ts';

/**
 * The areas where the resident said they cannot manage without help: those with an answer the
 * content tags as "unable without assistance". Residents see these as a plain list of what they
 * told us, never as a result against the regulations (docs/decisions/0122). The web app and the
 * resident's PDF both use this, so the two lists agree.
 */
export function areasNeedingHelp(
  pathway: Pathway,
  answersByArea: Readonly<Record<string, Answers | undefined>>,
): Topic[] {
  const { outcomes } = evaluateCareActOutcomes(pathway, answersByArea);
  const needingHelp = new Set(
    outcomes
      .filter(({ evidence }) => evidence.some(({ shows }) => shows === 'withoutAssistance'))
      .map(({ areaId }) => areaId),
  );
  return pathway.topics.filter((topic) => needingHelp.has(topic.id));
}
