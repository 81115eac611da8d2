import { z } from 'zod';

/** Characters that reorder the text around them (embeddings, overrides, isolates and the
 * direction marks): `\u202Egnp.exe` reads as `exe.png`. A name needs none of them; the pages
 * that show it set its direction themselves. */
const bidiControls = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Control characters (newlines, tabs, C1) and the line and paragraph separators: each
 * would start a new line in an e-mail or a list. */
const lineBreaking = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** What a mail program or a reader takes for a link: a scheme, `www.`, or a dotted name
 * (`evil.com`, `ada@evil.org`, `evil。com`). A real name with initials has a space after each
 * full stop (`J. R. Smith`) or none after the last (`J.R.R. Tolkien`). */
const linkLike = /http|www\.|:\/\/|[\p{L}\p{N}][.\u3002\uFF0E\uFF61][\p{L}\p{N}]{2}/iu;

export const personNameMessages = {
  control: 'Name must only be on one line, with no tabs or other control characters',
  link: 'Name must not include a web or email address (put a space after any full stop)',
} as const;

export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/**
 * A person's name as an account holds it: it appears on the council's pages and could appear
 * in the council's messages, so it can carry no line breaks, no link and nothing that reorders
 * the text next to it (decision 0095). The server and the web form both use this one rule.
 */
export const personNameSchema = z
  .string({ error: 'Enter your name' })
  .overwrite(withoutBidiControls)
  .trim()
  .min(1, 'Enter your name')
  .max(200, 'Name must be 200 characters or fewer')
  .refine((name) => !lineBreaking.test(name), personNameMessages.control)
  .refine((name) => !linkLike.test(name), personNameMessages.link);
