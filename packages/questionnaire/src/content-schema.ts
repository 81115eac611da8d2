import { z } from 'zod';

/**
 * The questionnaire content model of questionnaire.md §3: topic → sections → pages → items.
 * Content is data checked by this schema and by the linter (`lint-content.ts`); adding a
 * question is an edit to content, never to components.
 */

/** Item types the renderer knows. Any other type is kept (the schema accepts any string) so
 * the form can show 'Question type [x] is unsupported' instead of crashing. */
export const knownItemTypes = [
  'spotlightr',
  'youtube',
  'radio',
  'checkbox',
  'textarea',
  'suggestions',
] as const;
export type KnownItemType = (typeof knownItemTypes)[number];

/** An item exists only when an earlier answer in the same topic matches.
 * `contains`: a checkbox answer includes the value, or a radio answer equals it.
 * `oneOf`: a radio answer is one of the values, or a checkbox answer includes any of them. */
export const existsWhenSchema = z
  .object({
    given: z.string().min(1),
    contains: z.string().min(1).optional(),
    oneOf: z.array(z.string().min(1)).min(1).optional(),
  })
  .strict()
  .refine((rule) => (rule.contains === undefined) !== (rule.oneOf === undefined), {
    message: 'existsWhen needs exactly one of contains or oneOf',
  });
export type ExistsWhen = z.infer<typeof existsWhenSchema>;

/** A Care Act tag on an item: the answers that show one meaning of "unable to achieve" an
 * outcome (regulations 2(3) and 3(3)), or on the carer's role that the carer's health is at
 * risk (regulation 3(2)(a)). `shows` accepts any string so the linter can name an unknown one
 * instead of the schema rejecting the whole pathway. */
export const careActTagSchema = z
  .object({ shows: z.string().min(1), answers: z.array(z.string().min(1)).min(1) })
  .strict();
export type CareActTag = z.infer<typeof careActTagSchema>;

export const itemSchema = z
  .object({
    id: z.string().min(1),
    title: z.string(),
    type: z.string().min(1),
    /** radio/checkbox: the choices. spotlightr/youtube: [videoId] or [] when the council has
     * not recorded one yet. suggestions: [category, group, topicId]. textarea: []. */
    options: z.array(z.string()),
    required: z.boolean(),
    guidanceText: z.string().optional(),
    transcript: z.string().optional(),
    existsWhen: existsWhenSchema.optional(),
    careAct: z.array(careActTagSchema).optional(),
  })
  .strict();
export type Item = z.infer<typeof itemSchema>;

/** `options: []` is an unconditional next page; otherwise the entry applies when an answer to
 * an item on this page equals (radio) or includes (checkbox) one of the options. Entries are
 * tried in order; when none applies, the section ends. */
export const nextPageSchema = z
  .object({ options: z.array(z.string()), page: z.string().min(1) })
  .strict();
export type NextPage = z.infer<typeof nextPageSchema>;

export const pageSchema = z
  .object({
    id: z.string().min(1),
    title: z.string(),
    items: z.array(itemSchema),
    nextPage: z.array(nextPageSchema),
  })
  .strict();
export type Page = z.infer<typeof pageSchema>;

/** Rules are tried in order after the section ends. `given` + `contains`: the answer to item
 * `given` (a checkbox, or a radio) includes the option. `given` + `equals`: the answer equals
 * it. `default: true` always applies. Only sections later in the topic's fixed order may be
 * opened, so routing can never loop. When no rule applies, the area ends. */
export const nextSectionSchema = z.union([
  z
    .object({ given: z.string().min(1), contains: z.string().min(1), openSectionId: z.string() })
    .strict(),
  z
    .object({ given: z.string().min(1), equals: z.string().min(1), openSectionId: z.string() })
    .strict(),
  z.object({ default: z.literal(true), openSectionId: z.string().min(1) }).strict(),
]);
export type NextSectionRule = z.infer<typeof nextSectionSchema>;

export const sectionSchema = z
  .object({
    id: z.string().min(1),
    title: z.string(),
    description: z.string().optional(),
    nextSection: z.array(nextSectionSchema),
    pages: z.array(pageSchema).min(1),
  })
  .strict();
export type Section = z.infer<typeof sectionSchema>;

export const topicSchema = z
  .object({
    id: z.string().min(1),
    title: z.string().min(1),
    /** One-sentence summary shown on the overview under the area's title. */
    summary: z.string().min(1),
    sections: z.array(sectionSchema).min(1),
  })
  .strict();
export type Topic = z.infer<typeof topicSchema>;

export const formTypeCodes = ['CSA', 'CARERS'] as const;
export type FormTypeCode = (typeof formTypeCodes)[number];

/** One pathway's questionnaire. `groups` are the numbered groups on the overview, each a list
 * of topic ids; submission needs one complete area in every group. */
export const pathwaySchema = z
  .object({
    formTypeCode: z.enum(formTypeCodes),
    groups: z
      .array(z.object({ title: z.string().min(1), topicIds: z.array(z.string()).min(1) }).strict())
      .min(1),
    topics: z.array(topicSchema).min(1),
  })
  .strict();
export type Pathway = z.infer<typeof pathwaySchema>;

/** An answer: radio and textarea answers are strings, checkbox answers are lists. */
export type Answer = string | string[];
export type Answers = Record<string, Answer>;

/** The shared wording of questionnaire.md §3, used by every topic. */
export const keyAnswers = {
  canDo: 'I can do this for myself or with the support I already have',
  needHelp: 'I need more help than I already have',
} as const;

/**
 * The five-level ability scale of questionnaire.md §3, as residents read it: CSA wording
 * (independent / with existing support) and the carers' wording (confident independently /
 * confident with support already had). The options are the stored answers.
 */
export const abilityScale = [
  'I can do this independently',
  'I can do this with the support I already have',
  'I can do this with some difficulty',
  'I can do this with significant difficulty',
  'I cannot do this independently',
] as const;

export const carersAbilityScale = [
  'I am confident doing this independently',
  'I am confident doing this with the support I already have',
  'I can do this with some difficulty',
  'I can do this with significant difficulty',
  'I cannot do this independently',
] as const;

/** The scale's earlier paraphrase, by the wording that replaced it (CSA, carers): answers
 * saved under it are moved across by migration 0030. */
export const previousAbilityWording: Record<string, readonly [string, string]> = {
  'I can do this confidently by myself': [abilityScale[0], carersAbilityScale[0]],
  'I can do this confidently with the support I already have': [
    abilityScale[1],
    carersAbilityScale[1],
  ],
  'I can do this with a lot of difficulty': [abilityScale[3], carersAbilityScale[3]],
  'I cannot do this by myself': [abilityScale[4], carersAbilityScale[4]],
};

export const infoPageSuffixes = [
  'InfoWantTodo',
  'InfoHowOften',
  'InfoDayDescription',
  'InfoAlreadyTried',
  'InfoEquipments',
  'InfoIdeas',
  'InfoDontWantToHappen',
] as const;

export { linkCategories, type LinkCategory } from './link-categories.ts';
