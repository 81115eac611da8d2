import { AppError } from '../errors/index.ts';

/** More than the htmlToPdf form has (html, formTypeCode, formId), fewer than a flood. */
const maxFields = 10;

/**
 * The text fields of a `multipart/form-data` body that Fastify has already read, and so held
 * to BODY_LIMIT_BYTES as it arrived, like every other body. Parsed by the runtime's own
 * multipart reader (the Fetch API's `formData`); a file, too many fields or a body it cannot
 * read is the sender's fault (400).
 */
export async function readFormData(
  body: Buffer,
  contentType: string,
): Promise<Record<string, string>> {
  const unreadable = () => AppError.badRequest('The form data could not be read.');
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  })
    .formData()
    .catch(() => {
      throw unreadable();
    });
  const fields: Record<string, string> = {};
  let count = 0;
  // forEach, not for-of: the browser tests' project type-checks this file without the DOM's
  // iterable FormData.
  form.forEach((value, name) => {
    count += 1;
    if (typeof value !== 'string' || count > maxFields) throw unreadable();
    fields[name] = value;
  });
  return fields;
}
