import { constants, type CaseStatus, type FormTypeCode } from '@csa/contracts';

const dayMs = 86_400_000;
const settledStatuses: readonly CaseStatus[] = ['contacted', 'closed'];

/**
 * The carers centre promises contact within 2 weeks (spec §1, §9): a CARERS submission is due
 * 14 days after it was submitted, and overdue after that until it is contacted or closed.
 * Customer services make no such promise, so a CSA submission has no due date.
 */
export function contactDue(
  formTypeCode: FormTypeCode,
  submittedAt: string,
  status: CaseStatus,
  now: Date,
): { contactDueBy: string | null; overdue: boolean } {
  if (formTypeCode !== 'CARERS') return { contactDueBy: null, overdue: false };
  const due = Date.parse(submittedAt) + constants.carersContactPromiseDays * dayMs;
  return {
    contactDueBy: new Date(due).toISOString(),
    overdue: !settledStatuses.includes(status) && now.getTime() > due,
  };
}
