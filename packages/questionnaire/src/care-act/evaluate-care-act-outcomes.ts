import {
  abilityScale,
  keyAnswers,
  type Answer,
  type Answers,
  type FormTypeCode,
  type Item,
  type Pathway,
} from '../content-schema.ts';
import { answerContains, itemsInOrder } from '../engine/index.ts';
import {
  careActOutcomeRules,
  carerHealthAtRisk,
  conditionsForPractitioner,
  meaningsFor,
  unmetThreshold,
  type UnableMeaning,
} from './care-act-rules.ts';
import { describeThreshold } from './describe-threshold.ts';

export type OutcomeResult = 'appearsUnable' | 'managesWithDifficulty' | 'manages' | 'notAnswered';

/** One answer that shows a meaning, with the question as the resident read it, so the record
 * stays the same when the content changes later. */
export interface CareActEvidence {
  itemId: string;
  question: string;
  answer: string;
  shows: string;
}

export interface CareActOutcome {
  areaId: string;
  regulation: string;
  outcome: string;
  result: OutcomeResult;
  meanings: UnableMeaning[];
  evidence: CareActEvidence[];
}

export interface CareActOutcomes {
  formTypeCode: FormTypeCode;
  outcomes: CareActOutcome[];
  unmetCount: number;
  threshold: number;
  /** Carers only (null for adults): the answers suggesting the carer's health is at risk. */
  carerHealthAtRisk: CareActEvidence[] | null;
  reachesIndicativeThreshold: boolean;
  thresholdLine: string;
  conditionsForPractitioner: string[];
}

/** Answers that show difficulty without showing "unable": the scale's two difficulty levels
 * (the same wording on both pathways) and asking for more help than the resident has. */
const difficultyAnswers: readonly string[] = [
  abilityScale[2],
  abilityScale[3],
  keyAnswers.needHelp,
];

/**
 * Decision support, never a decision: which outcomes of the Eligibility Criteria Regulations
 * the answers suggest are unmet, and whether their count reaches the regulation's threshold.
 * Only answers to items the content tags count as "unable"; the cause of the needs and the
 * impact on wellbeing are always left to the practitioner.
 */
export function evaluateCareActOutcomes(
  pathway: Pathway,
  answersByArea: Readonly<Record<string, Answers | undefined>>,
): CareActOutcomes {
  const formTypeCode = pathway.formTypeCode;
  const meanings = meaningsFor[formTypeCode];
  const outcomes = Object.entries(careActOutcomeRules[formTypeCode]).map(([areaId, rule]) => {
    const answers = answersByArea[areaId] ?? {};
    const evidence = evidenceIn(pathway, areaId, answers, meanings);
    return {
      areaId,
      ...rule,
      result: resultOf(evidence, Object.values(answers)),
      meanings: meanings.filter((meaning) => evidence.some(({ shows }) => shows === meaning)),
      evidence,
    };
  });
  const unmetCount = outcomes.filter(({ result }) => result === 'appearsUnable').length;
  const threshold = unmetThreshold[formTypeCode];
  const healthEvidence =
    formTypeCode === 'CARERS'
      ? pathway.topics.flatMap((topic) =>
          evidenceIn(pathway, topic.id, answersByArea[topic.id] ?? {}, [carerHealthAtRisk]),
        )
      : null;
  const reachesIndicativeThreshold = unmetCount >= threshold || Boolean(healthEvidence?.length);
  return {
    formTypeCode,
    outcomes,
    unmetCount,
    threshold,
    carerHealthAtRisk: healthEvidence,
    reachesIndicativeThreshold,
    thresholdLine: describeThreshold({
      formTypeCode,
      unmetCount,
      outcomeCount: outcomes.length,
      isCarerHealthAtRisk: Boolean(healthEvidence?.length),
      reachesIndicativeThreshold,
    }),
    conditionsForPractitioner: [...conditionsForPractitioner[formTypeCode]],
  };
}

function evidenceIn(
  pathway: Pathway,
  areaId: string,
  answers: Answers,
  counted: readonly string[],
): CareActEvidence[] {
  const topic = pathway.topics.find((candidate) => candidate.id === areaId);
  if (!topic) return [];
  return itemsInOrder(topic).flatMap(({ item }) => evidenceFrom(item, answers[item.id], counted));
}

function evidenceFrom(
  item: Item,
  answer: Answer | undefined,
  counted: readonly string[],
): CareActEvidence[] {
  return (item.careAct ?? [])
    .filter((tag) => counted.includes(tag.shows))
    .flatMap((tag) =>
      tag.answers
        .filter((value) => answerContains(answer, value))
        .map((value) => ({
          itemId: item.id,
          question: item.title,
          answer: value,
          shows: tag.shows,
        })),
    );
}

function resultOf(evidence: readonly CareActEvidence[], answers: readonly Answer[]): OutcomeResult {
  if (evidence.length > 0) return 'appearsUnable';
  const given = answers.flatMap((answer) => (typeof answer === 'string' ? [answer] : answer));
  if (given.some((value) => difficultyAnswers.includes(value))) return 'managesWithDifficulty';
  return given.some((value) => value.length > 0) ? 'manages' : 'notAnswered';
}
