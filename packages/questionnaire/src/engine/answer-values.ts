import type { Answer } from '../content-schema.ts';

/** '' and [] are what a cleared field leaves behind; they mean "not answered". */
export function isEmptyAnswer(answer: Answer | undefined): boolean {
  // A string and a list both have a length, and a string's is 0 only when it is ''.
  return answer === undefined || answer.length === 0;
}

/** The `contains` test of existsWhen and nextSection: a radio answer equals the value, a
 * checkbox answer includes it. */
export function answerContains(answer: Answer | undefined, value: string): boolean {
  if (answer === undefined) return false;
  return typeof answer === 'string' ? answer === value : answer.includes(value);
}

/** The `oneOf` test of existsWhen: a radio answer is one of the values, a checkbox answer
 * includes any of them. */
export function answerIsOneOf(answer: Answer | undefined, values: readonly string[]): boolean {
  return values.some((value) => answerContains(answer, value));
}
