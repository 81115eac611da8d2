import { dirtyFieldsSchema } from '@csa/contracts';

// Migrations 0071 and 0073 fill the inbox's name and search terms of cases opened before them.
// They keep their own copy of those rules, as released with them, rather than the staff
// inbox's live ones: a migration must do the same on every council's database whenever it
// runs, and the database layer sits below the capabilities that use it (it imports none).

/** The resident's name as they submitted it. */
export function residentNameOf(submittedFields: string): string {
  try {
    const parsed = dirtyFieldsSchema.safeParse(JSON.parse(submittedFields));
    const details = parsed.success ? parsed.data.personalDetails : undefined;
    const name = [details?.firstName, details?.lastName]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(' ');
    return name || 'Name not given';
  } catch {
    return 'Name not given';
  }
}

function searchText(text: string): string {
  return text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** The reference, and the name from the start of each of its words. */
export function searchTermsOf(reference: string | null, residentName: string | null): string[] {
  const terms = new Set<string>();
  if (reference) terms.add(searchText(reference));
  const words = searchText(residentName ?? '')
    .split(' ')
    .filter(Boolean);
  for (const [index] of words.entries()) terms.add(words.slice(index).join(' '));
  return [...terms];
}
