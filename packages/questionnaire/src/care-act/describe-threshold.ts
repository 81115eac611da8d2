import type { FormTypeCode } from '../content-schema.ts';

export interface ThresholdFacts {
  formTypeCode: FormTypeCode;
  unmetCount: number;
  outcomeCount: number;
  isCarerHealthAtRisk: boolean;
  reachesIndicativeThreshold: boolean;
}

const thresholdRule: Record<FormTypeCode, string> = {
  CSA: 'The indicative threshold of regulation 2 (two or more outcomes)',
  CARERS: "The indicative threshold of regulation 3 (any one outcome, or the carer's health)",
};

/** The threshold line staff read under the outcomes: the count, the rule it is measured
 * against, and whether it is reached. It never says eligible: a practitioner decides. */
export function describeThreshold(facts: ThresholdFacts): string {
  const verb = facts.unmetCount === 1 ? 'appears' : 'appear';
  const count = `${facts.unmetCount} of ${facts.outcomeCount} outcomes ${verb} unmet`;
  const health =
    facts.formTypeCode === 'CARERS'
      ? facts.isCarerHealthAtRisk
        ? ", and answers suggest the carer's health is at risk"
        : ", and no answer suggests a risk to the carer's health"
      : '';
  const reached = facts.reachesIndicativeThreshold ? 'is reached' : 'is not reached';
  return `${count}${health}. ${thresholdRule[facts.formTypeCode]} ${reached}.`;
}
