import type { FormTypeCode } from '@csa/contracts';

/** How each pathway is named in messages. */
export const pathwayNames: Record<FormTypeCode, string> = {
  CSA: 'care and support self-assessment',
  CARERS: "carer's self-assessment",
};

/** When a CARERS submission's contact is due (spec §1: the carers centre promises contact
 * within 2 weeks of submission). */
export function contactDueBy(submittedAt: string, days: number): Date {
  return new Date(Date.parse(submittedAt) + days * 86_400_000);
}
