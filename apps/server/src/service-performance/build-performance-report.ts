import {
  constants,
  fewerThanFive,
  formTypeCodeSchema,
  satisfactionLabels,
  satisfactionRatings,
  type FormTypeCode,
  type PerformanceReport,
  type ShownCount,
} from '@csa/contracts';
import { areaTitles } from '@csa/questionnaire';
import { contactDueBy } from '../content/index.ts';
import { dropOffSteps, measures, timeToSubmitBuckets } from './performance-measures.ts';

/** One count summed over a month. */
export interface MonthCount {
  month: string;
  formTypeCode: FormTypeCode;
  measure: string;
  subject: string;
  count: number;
}

export interface MonthFigures {
  month: string;
  formTypeCode: FormTypeCode;
  paperAndOtherSubmissions: number | null;
  costPence: number | null;
}

/** A submission of the range and when staff first moved its case out of `new`. */
export interface ContactedCase {
  formTypeCode: FormTypeCode;
  submittedAt: string;
  /** The council's month of the submission, YYYY-MM. */
  month: string;
  firstContactAt: string | null;
}

/** One satisfaction answer of the range. */
export interface SatisfactionAnswer {
  day: string;
  formTypeCode: FormTypeCode;
  rating: string;
  comment: string | null;
}

export interface PerformanceInput {
  from: string;
  to: string;
  formTypeCode: FormTypeCode | null;
  counts: readonly MonthCount[];
  months: readonly MonthFigures[];
  cases: readonly ContactedCase[];
  /** Newest first. */
  satisfaction: readonly SatisfactionAnswer[];
}

/** The most suggestions one report lists. */
const maxComments = 500;

/** Below this a count is shown as "fewer than 5" (docs/decisions/0131). */
const smallestShownCount = 5;

/** A count as it may be shown: 0, 5 or more, or "fewer than 5". */
export function shownCount(count: number): ShownCount {
  return count > 0 && count < smallestShownCount ? fewerThanFive : count;
}

/** `part` of `whole` in percent to one decimal place; null when either is suppressed (the
 * share would give the small count away) or `whole` is 0. */
function percentOf(part: number, whole: number): number | null {
  if (isSmall(part) || isSmall(whole) || whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

function isSmall(count: number): boolean {
  return shownCount(count) === fewerThanFive;
}

const dayMs = 86_400_000;

const bucketLabels: Record<string, string> = {
  'under-1-hour': 'Under 1 hour',
  '1-to-24-hours': '1 to 24 hours',
  '1-to-7-days': '1 to 7 days',
  '7-to-28-days': '7 to 28 days',
  'over-28-days': 'Over 28 days',
};

/**
 * The figures of the performance page and call from the counts of the range: every count in
 * the answer goes through `shownCount`, and every share and median is left out when a count it
 * is made of is small.
 */
export function buildPerformanceReport(input: PerformanceInput): PerformanceReport {
  const pathways: FormTypeCode[] = input.formTypeCode
    ? [input.formTypeCode]
    : formTypeCodeSchema.options;
  const counts = input.counts.filter((count) => pathways.includes(count.formTypeCode));
  const sum = (measure: string, subject?: string, formTypeCode?: FormTypeCode) =>
    counts
      .filter(
        (count) =>
          count.measure === measure &&
          (subject === undefined || count.subject === subject) &&
          (formTypeCode === undefined || count.formTypeCode === formTypeCode),
      )
      .reduce((total, count) => total + count.count, 0);

  const started = sum(measures.started);
  const submitted = sum(measures.submitted);
  const online = sum(measures.submitted, 'online');
  const phone = sum(measures.submitted, 'phone');
  const months = input.months.filter((month) => pathways.includes(month.formTypeCode));
  const paperAndOther = months.reduce(
    (total, month) => total + (month.paperAndOtherSubmissions ?? 0),
    0,
  );
  const transactions = online + phone + paperAndOther;
  const costed = months.filter((month) => month.costPence !== null);
  const costPence = costed.length
    ? costed.reduce((total, month) => total + (month.costPence ?? 0), 0)
    : null;
  const answers = input.satisfaction.filter((answer) => pathways.includes(answer.formTypeCode));
  const rangeMonths = monthsBetween(input.from, input.to);
  const monthsWithoutCost = rangeMonths.filter(
    (month) =>
      !pathways.every((code) =>
        costed.some((figures) => figures.month === month && figures.formTypeCode === code),
      ),
  );

  const droppedOff = (subject: string, formTypeCode?: FormTypeCode) =>
    shownCount(sum(measures.droppedOff, subject, formTypeCode));
  const funnel: PerformanceReport['funnel'] = [
    {
      step: 'started',
      formTypeCode: null,
      label: 'Started an assessment',
      reached: shownCount(started),
      completed: null,
      droppedOff: droppedOff(dropOffSteps.start),
    },
    ...pathways.flatMap((formTypeCode) =>
      areaTitles[formTypeCode].map((area) => ({
        step: area.id,
        formTypeCode,
        label: area.title,
        reached: shownCount(sum(measures.areaStarted, area.id, formTypeCode)),
        completed: shownCount(sum(measures.areaCompleted, area.id, formTypeCode)),
        droppedOff: droppedOff(area.id, formTypeCode),
      })),
    ),
    {
      step: dropOffSteps.personalDetails,
      formTypeCode: null,
      label: 'Completed personal details',
      reached: shownCount(sum(measures.personalDetailsCompleted)),
      completed: null,
      droppedOff: droppedOff(dropOffSteps.personalDetails),
    },
    {
      step: dropOffSteps.preview,
      formTypeCode: null,
      label: 'Reached check your answers',
      reached: shownCount(sum(measures.previewReached)),
      completed: null,
      droppedOff: droppedOff(dropOffSteps.preview),
    },
    {
      step: 'submitted',
      formTypeCode: null,
      label: 'Submitted',
      reached: shownCount(submitted),
      completed: null,
      droppedOff: 0,
    },
  ];

  return {
    from: input.from,
    to: input.to,
    formTypeCode: input.formTypeCode,
    kpis: {
      completionRate: {
        started: shownCount(started),
        submitted: shownCount(submitted),
        percent: percentOf(submitted, started),
      },
      digitalTakeUp: {
        online: shownCount(online),
        phone: shownCount(phone),
        paperAndOther: shownCount(paperAndOther),
        percent: percentOf(online, transactions),
      },
      costPerTransaction: {
        costPence,
        transactions: shownCount(transactions),
        pencePerTransaction:
          costPence === null || isSmall(transactions) || transactions === 0
            ? null
            : Math.round(costPence / transactions),
        monthsWithoutCost,
      },
      userSatisfaction: satisfactionOf(answers),
    },
    comments: answers
      .filter((answer) => answer.comment !== null)
      .slice(0, maxComments)
      .map((answer) => ({
        day: answer.day,
        formTypeCode: answer.formTypeCode,
        rating: answer.rating,
        comment: answer.comment ?? '',
      })),
    funnel,
    ends: {
      submitted: shownCount(submitted),
      closed: shownCount(sum(measures.closed)),
      // Deleted before submission: by retention, or with the resident's account.
      deletedWhileOpen: shownCount(
        sum(measures.deletedByRetention, 'open') + sum(measures.deletedWithAccount, 'open'),
      ),
      deletedAfterClosing: shownCount(
        sum(measures.deletedByRetention, 'closed') + sum(measures.deletedWithAccount, 'closed'),
      ),
    },
    timeToSubmit: timeToSubmitBuckets.map((bucket) => ({
      bucket: bucket.subject,
      label: bucketLabels[bucket.subject] ?? bucket.subject,
      count: shownCount(sum(measures.timeToSubmit, bucket.subject)),
    })),
    contact: contactByMonth(input.cases, pathways, rangeMonths),
    demand: rangeMonths.flatMap((month) =>
      pathways.flatMap((formTypeCode) =>
        areaTitles[formTypeCode].map((area) => ({
          month,
          formTypeCode,
          area: area.id,
          label: area.title,
          count: shownCount(
            counts
              .filter(
                (count) =>
                  count.month === month &&
                  count.formTypeCode === formTypeCode &&
                  count.measure === measures.needsMoreHelp &&
                  count.subject === area.id,
              )
              .reduce((total, count) => total + count.count, 0),
          ),
        })),
      ),
    ),
  };
}

function satisfactionOf(
  answers: readonly SatisfactionAnswer[],
): PerformanceReport['kpis']['userSatisfaction'] {
  const countOf = (rating: string) => answers.filter((answer) => answer.rating === rating).length;
  const satisfied = countOf('very-satisfied') + countOf('satisfied');
  return {
    answered: shownCount(answers.length),
    ratings: satisfactionRatings.map((rating) => ({
      rating,
      label: satisfactionLabels[rating],
      count: shownCount(countOf(rating)),
    })),
    percentSatisfied: percentOf(satisfied, answers.length),
  };
}

/**
 * The carers' promise (contact within `carersContactDays` of submitting, spec §1) month by
 * month, and the same figures for pathways without a promise. Contact is the case's first move
 * out of `new` in its status history.
 */
function contactByMonth(
  cases: readonly ContactedCase[],
  pathways: readonly FormTypeCode[],
  rangeMonths: readonly string[],
): PerformanceReport['contact'] {
  return rangeMonths.flatMap((month) =>
    pathways.map((formTypeCode) => {
      const ofMonth = cases.filter(
        (submission) => submission.month === month && submission.formTypeCode === formTypeCode,
      );
      const contacted = ofMonth.filter((submission) => submission.firstContactAt !== null);
      const within = contacted.filter(
        (submission) =>
          Date.parse(submission.firstContactAt ?? '') <=
          contactDueBy(submission.submittedAt, constants.carersContactDays).getTime(),
      );
      const days = contacted
        .map(
          (submission) =>
            (Date.parse(submission.firstContactAt ?? '') - Date.parse(submission.submittedAt)) /
            dayMs,
        )
        .sort((first, second) => first - second);
      return {
        month,
        formTypeCode,
        promiseDays: formTypeCode === 'CARERS' ? constants.carersContactDays : null,
        submitted: shownCount(ofMonth.length),
        contactedWithinPromise: shownCount(within.length),
        contactedLater: shownCount(contacted.length - within.length),
        notYetContacted: shownCount(ofMonth.length - contacted.length),
        medianDaysToContact: isSmall(days.length) || days.length === 0 ? null : median(days),
      };
    }),
  );
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/** The months from `from`'s to `to`'s, as YYYY-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    months.push(text);
    if (text >= last) return months;
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
}
