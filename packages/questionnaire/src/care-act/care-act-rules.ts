import type { FormTypeCode } from '../content-schema.ts';

/**
 * The Care and Support (Eligibility Criteria) Regulations 2015 as data, so a principal social
 * worker can check the table against the regulations (docs/decisions/0120). Nothing here says
 * a resident is or is not eligible: every result is indicative, and a practitioner decides.
 */

/** The four meanings of "unable to achieve" an outcome, regulation 2(3)(a)–(d). */
export const unableMeanings = [
  'withoutAssistance',
  'significantPainDistressAnxiety',
  'endangersHealthOrSafety',
  'takesSignificantlyLonger',
] as const;
export type UnableMeaning = (typeof unableMeanings)[number];

/** The tag for answers showing the carer's health is, or is at risk of, deteriorating:
 * regulation 3(2)(a), a circumstance on its own rather than an outcome. */
export const carerHealthAtRisk = 'carerHealthAtRisk';

/** Every value a content tag may name. */
export const careActTagNames: readonly string[] = [...unableMeanings, carerHealthAtRisk];

/** Regulation 3(3) gives carers the first three meanings only: taking significantly longer is
 * not one of them. */
export const meaningsFor: Record<FormTypeCode, readonly UnableMeaning[]> = {
  CSA: unableMeanings,
  CARERS: ['withoutAssistance', 'significantPainDistressAnxiety', 'endangersHealthOrSafety'],
};

/** How the meanings read to staff. */
export const meaningWording: Record<UnableMeaning, string> = {
  withoutAssistance: 'Unable without assistance',
  significantPainDistressAnxiety: 'Causes significant pain, distress or anxiety',
  endangersHealthOrSafety: 'Endangers health or safety',
  takesSignificantlyLonger: 'Takes significantly longer than would normally be expected',
};

export interface CareActOutcomeRule {
  /** The regulation paragraph the outcome is specified in. */
  regulation: string;
  /** The outcome in the regulation's words. */
  outcome: string;
}

/** Each area is one outcome: the ten of regulation 2(2) and the eight of regulation 3(2)(b),
 * keyed by the area's topic id and in the pathway's order. */
export const careActOutcomeRules: Record<FormTypeCode, Record<string, CareActOutcomeRule>> = {
  CSA: {
    accessWork: {
      regulation: '2(2)(h)',
      outcome: 'Accessing and engaging in work, training, education or volunteering',
    },
    appropriatelyClothed: { regulation: '2(2)(d)', outcome: 'Being appropriately clothed' },
    caringResponsibilities: {
      regulation: '2(2)(j)',
      outcome: 'Carrying out any caring responsibilities the adult has for a child',
    },
    maintainingHome: { regulation: '2(2)(f)', outcome: 'Maintaining a habitable home environment' },
    manageNutrition: { regulation: '2(2)(a)', outcome: 'Managing and maintaining nutrition' },
    manageRelationships: {
      regulation: '2(2)(g)',
      outcome: 'Developing and maintaining family or other personal relationships',
    },
    toiletNeeds: { regulation: '2(2)(c)', outcome: 'Managing toilet needs' },
    movingSafely: {
      regulation: '2(2)(e)',
      outcome: "Being able to make use of the adult's home safely",
    },
    personalHygiene: { regulation: '2(2)(b)', outcome: 'Maintaining personal hygiene' },
    usingFacilities: {
      regulation: '2(2)(i)',
      outcome:
        'Making use of necessary facilities or services in the local community, including public transport and recreational facilities or services',
    },
  },
  CARERS: {
    carerChildCareResponsibilities: {
      regulation: '3(2)(b)(i)',
      outcome: 'Carrying out any caring responsibilities the carer has for a child',
    },
    carerCaringForMultipleAdults: {
      regulation: '3(2)(b)(ii)',
      outcome: 'Providing care to other persons for whom the carer provides care',
    },
    carerMaintainingHome: {
      regulation: '3(2)(b)(iii)',
      outcome: "Maintaining a habitable home environment in the carer's home",
    },
    carerManageNutrition: {
      regulation: '3(2)(b)(iv)',
      outcome: 'Managing and maintaining nutrition',
    },
    carerManageRelationships: {
      regulation: '3(2)(b)(v)',
      outcome: 'Developing and maintaining family or other personal relationships',
    },
    carerAccessWork: {
      regulation: '3(2)(b)(vi)',
      outcome: 'Engaging in work, training, education or volunteering',
    },
    carerUsingFacilities: {
      regulation: '3(2)(b)(vii)',
      outcome:
        'Making use of necessary facilities or services in the local community, including recreational facilities or services',
    },
    carerRecreationalActivities: {
      regulation: '3(2)(b)(viii)',
      outcome: 'Engaging in recreational activities',
    },
  },
};

/** How many outcomes must appear unmet for the count to reach the indicative threshold:
 * "two or more" for adults (regulation 2(1)(b)), "any" for carers (regulation 3(2)(b)). */
export const unmetThreshold: Record<FormTypeCode, number> = { CSA: 2, CARERS: 1 };

/** What a questionnaire cannot settle, left to the practitioner every time. */
export const conditionsForPractitioner: Record<FormTypeCode, readonly string[]> = {
  CSA: [
    'Whether the needs arise from or are related to a physical or mental impairment or illness (regulation 2(1)(a)).',
    "Whether, as a consequence, there is or is likely to be a significant impact on the adult's wellbeing (regulation 2(1)(c)).",
  ],
  CARERS: [
    'Whether the needs arise as a consequence of providing necessary care for an adult (regulation 3(1)(a)).',
    "Whether, as a consequence, there is or is likely to be a significant impact on the carer's wellbeing (regulation 3(1)(c)).",
  ],
};
