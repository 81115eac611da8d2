import {
  answerKindOf,
  areaPath,
  findStep,
  isAreaComplete,
  keyAnswers,
  keyQuestion,
  visibleItems,
  type Answers,
  type Topic,
} from '@csa/questionnaire';

export interface FillOptions {
  /** Answer the key question 'I need more help than I already have' (opens every section
   * when `chooseAll` is set); otherwise 'I can do this for myself...' ends the area early. */
  needsHelp?: boolean;
  /** Tick every checkbox option, so every section is walked. */
  chooseAll?: boolean;
  /** Text for every textarea, given the item id. */
  text?: (itemId: string) => string;
}

/**
 * A complete set of answers to one area, found by walking the engine: answer every visible
 * question on the path, recompute the path, repeat until nothing is left. For tests and the
 * PDF benchmark; throws if the result is not complete, so a content change cannot quietly
 * make them test less.
 */
export function fillAreaAnswers(topic: Topic, options: FillOptions = {}): Answers {
  const answers: Answers = {};
  const key = keyQuestion(topic);
  const text = options.text ?? ((itemId: string) => `Answer to ${itemId}`);
  for (let round = 0; round < 1000; round += 1) {
    let isChanged = false;
    for (const step of areaPath(topic, answers)) {
      const located = findStep(topic, step);
      for (const item of located ? visibleItems(topic, located.page, answers) : []) {
        if (answers[item.id] !== undefined) continue;
        const kind = answerKindOf(item);
        if (kind === 'none') continue;
        isChanged = true;
        if (kind === 'text') answers[item.id] = text(item.id);
        else if (kind === 'multipleChoice') {
          answers[item.id] = options.chooseAll ? [...item.options] : item.options.slice(0, 1);
        } else if (item.id === key?.id) {
          answers[item.id] = options.needsHelp ? keyAnswers.needHelp : keyAnswers.canDo;
        } else {
          answers[item.id] = item.options[0] ?? '';
        }
      }
    }
    if (!isChanged) break;
  }
  if (!isAreaComplete(topic, answers)) throw new Error(`could not complete area ${topic.id}`);
  return answers;
}
