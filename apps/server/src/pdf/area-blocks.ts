import type { AreaProgress } from '@csa/contracts';
import {
  answerKindOf,
  areaPath,
  findStep,
  isEmptyAnswer,
  pruneAnswers,
  visibleItems,
  type Topic,
} from '@csa/questionnaire';
import type { DocumentBlock } from './document-model.ts';

/**
 * One completed area as the resident answered it: the content's section titles and question
 * titles in the order they were asked, only questions on the path they walked and visible
 * with their answers, checkbox answers as lists. Videos and link blocks take no answer and
 * are left out.
 */
export function areaBlocks(topic: Topic, progress: AreaProgress): DocumentBlock[] {
  const answers = pruneAnswers(topic, progress.answers);
  const blocks: DocumentBlock[] = [{ kind: 'heading', level: 2, text: topic.title }];
  let currentSectionId: string | undefined;
  for (const step of areaPath(topic, answers)) {
    const located = findStep(topic, step);
    if (!located) continue;
    // One emptiness test covers both an unanswered question (undefined) and a cleared one ('',
    // [], which pruneAnswers has already dropped): a second check would be dead code.
    const answered = visibleItems(topic, located.page, answers).filter(
      (item) => answerKindOf(item) !== 'none' && !isEmptyAnswer(answers[item.id]),
    );
    if (answered.length === 0) continue;
    if (located.section.id !== currentSectionId) {
      currentSectionId = located.section.id;
      blocks.push({ kind: 'heading', level: 3, text: located.section.title });
    }
    for (const item of answered) {
      const answer = answers[item.id];
      if (answer !== undefined) blocks.push({ kind: 'entry', label: item.title, value: answer });
    }
  }
  return blocks;
}
