import {
  answerKindOf,
  areaPath,
  findStep,
  pruneAnswers,
  visibleItems,
  type Answers,
  type Topic,
} from '@csa/questionnaire';

export interface AnswerRow {
  itemId: string;
  /** The section the question belongs to, so the page can head each section as the PDF does. */
  sectionTitle: string;
  question: string;
  /** One line per chosen option; empty when the question was skipped. */
  answer: string[];
}

/** The questions the resident was asked, in the order they met them, with their answers: only
 * pages on their path and items visible with their answers, so hidden questions never show. */
export function answerRows(topic: Topic, answers: Answers): AnswerRow[] {
  const asked = pruneAnswers(topic, answers);
  const rows: AnswerRow[] = [];
  const seen = new Set<string>();
  for (const step of areaPath(topic, asked)) {
    const located = findStep(topic, step);
    if (!located) continue;
    for (const item of visibleItems(topic, located.page, asked)) {
      if (answerKindOf(item) === 'none' || seen.has(item.id)) continue;
      seen.add(item.id);
      const answer = asked[item.id];
      rows.push({
        itemId: item.id,
        sectionTitle: located.section.title,
        question: item.title,
        answer: answer === undefined ? [] : typeof answer === 'string' ? [answer] : answer,
      });
    }
  }
  return rows;
}

/** The rows in runs of one section each, in the order asked. */
export function rowsBySection(rows: readonly AnswerRow[]): { title: string; rows: AnswerRow[] }[] {
  const sections: { title: string; rows: AnswerRow[] }[] = [];
  for (const row of rows) {
    const last = sections.at(-1);
    if (last && last.title === row.sectionTitle) last.rows.push(row);
    else sections.push({ title: row.sectionTitle, rows: [row] });
  }
  return sections;
}
