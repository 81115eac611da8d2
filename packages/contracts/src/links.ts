import { z } from 'zod';
import { formTypeCodeSchema } from './form-type-codes.ts';

/** A suggested link as the spec displays it (service.md §3 "Suggested link"). */
export const suggestedLinkSchema = z.object({
  url: z.string(),
  labels: z.array(z.string()),
  categories: z.array(z.string()),
  areaKeys: z.array(z.string()),
  /** Shown as a Local (true) or National (false) badge. */
  localContent: z.boolean(),
  /** Each area's own label and category for the link, for pages showing one area. */
  placements: z.array(z.object({ areaKey: z.string(), label: z.string(), category: z.string() })),
});
export type SuggestedLinkView = z.infer<typeof suggestedLinkSchema>;

export const linksParamsSchema = z.object({
  formTypeCode: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(formTypeCodeSchema),
});

export const linksResponseSchema = z.object({ data: z.array(suggestedLinkSchema) });
