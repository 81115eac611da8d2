import { z } from 'zod';
import { shippedLinkCatalogues } from './link-catalogues.ts';
import { linkCataloguesSchema } from './link-catalogue-schema.ts';

/**
 * What a council's admins edit and publish as one version (docs/decisions/0140): the help
 * link catalogues (schema version 1, unchanged) and the service's own wording. Wording is
 * plain text: paragraphs split by a blank line, and https addresses that pages make links.
 * Nothing in it is ever read as HTML, so it holds no markup rules of its own.
 */

// Line breaks are paragraphs; any other control character (a pasted NUL, a bell, a
// right-to-left override) has no place in a council's wording and could hide text.
const plainTextPattern = /^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u;
const stripCarriageReturns = (text: string) => text.replace(/\r\n?/g, '\n');

function plainText(maxLength: number) {
  return z
    .string()
    .overwrite(stripCarriageReturns)
    .trim()
    .min(1, 'Enter the text')
    .max(maxLength, `Must be ${maxLength} characters or fewer`)
    .refine((text) => plainTextPattern.test(text.replace(/\n/g, '')), {
      message: 'Use plain text: letters, numbers, punctuation and new lines only',
    });
}

export const serviceWordingSchema = z
  .object({
    /** How to reach the council: the submitted page and the resident's confirmation. */
    contactDetails: plainText(1000),
    openingHours: plainText(500),
    /** "What happens next" after submitting, per pathway. */
    whatHappensNext: z.object({ CSA: plainText(2000), CARERS: plainText(2000) }).strict(),
    /** The accessibility statement's contact and when the service was last tested. */
    accessibilityContact: plainText(500),
    accessibilityTestedOn: z.iso.date('Enter a real date'),
    cookiePolicyContact: plainText(500),
  })
  .strict();
export type ServiceWording = z.infer<typeof serviceWordingSchema>;

export const serviceContentSchema = z
  .object({
    schemaVersion: z.literal(1),
    links: linkCataloguesSchema,
    wording: serviceWordingSchema,
  })
  .strict();
export type ServiceContent = z.infer<typeof serviceContentSchema>;

/** The council facts version 1's wording is written from (configuration). */
export interface ShippedWordingFacts {
  councilName: string;
  accessibilityContactEmail: string;
}

/** Version 1: the shipped catalogues and the wording the service shipped with. */
export function shippedServiceContent(facts: ShippedWordingFacts): ServiceContent {
  return {
    schemaVersion: 1,
    links: shippedLinkCatalogues,
    wording: {
      contactDetails: `Contact ${facts.councilName} adult social care and quote your reference.`,
      openingHours: 'Monday to Friday, 9am to 5pm, except bank holidays.',
      whatHappensNext: {
        CSA: 'Your assessment has been sent to our customer services team. They will look at your answers and contact you to talk about what could help.',
        CARERS:
          'Your assessment has been sent to the carers centre. They will contact you within 2 weeks.',
      },
      accessibilityContact: facts.accessibilityContactEmail,
      accessibilityTestedOn: '2026-11-22',
      cookiePolicyContact: facts.accessibilityContactEmail,
    },
  };
}
