import type { Kysely } from 'kysely';

/**
 * This puts the spec's wording on the five-level ability scale. The options are the stored
 * answers, so answers saved under the earlier paraphrase are moved to the new words in
 * assessments still open (submitted ones keep what the resident confirmed). The version is
 * bumped so a tab holding the old copy reloads instead of writing the old words back.
 * The mapping is written out here, not imported: a migration describes its own moment.
 */
const csa: Record<string, string> = {
  'I can do this confidently by myself': 'I can do this independently',
  'I can do this confidently with the support I already have':
    'I can do this with the support I already have',
  'I can do this with a lot of difficulty': 'I can do this with significant difficulty',
  'I cannot do this by myself': 'I cannot do this independently',
};
const carers: Record<string, string> = {
  'I can do this confidently by myself': 'I am confident doing this independently',
  'I can do this confidently with the support I already have':
    'I am confident doing this with the support I already have',
  'I can do this with a lot of difficulty': 'I can do this with significant difficulty',
  'I cannot do this by myself': 'I cannot do this independently',
};

interface FormTable {
  form: {
    id: string;
    form_type_code: string;
    dirty_fields: string;
    submitted_fields: string | null;
    version: number;
  };
}

/** The dirtyFields text with old wording replaced, or null when nothing changed. */
export function rewordDirtyFields(text: string, formTypeCode: string): string | null {
  const mapping = formTypeCode === 'CARERS' ? carers : csa;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  let changed = false;
  const reword = (value: unknown): unknown => {
    if (typeof value === 'string' && mapping[value]) {
      changed = true;
      return mapping[value];
    }
    if (Array.isArray(value)) return value.map(reword);
    return value;
  };
  for (const area of Object.values(parsed as Record<string, unknown>)) {
    if (typeof area !== 'object' || area === null) continue;
    const answers = (area as { answers?: unknown }).answers;
    if (typeof answers !== 'object' || answers === null) continue;
    for (const [key, value] of Object.entries(answers)) {
      (answers as Record<string, unknown>)[key] = reword(value);
    }
  }
  return changed ? JSON.stringify(parsed) : null;
}

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as unknown as Kysely<FormTable>;
  const rows = await db
    .selectFrom('form')
    .select(['id', 'form_type_code', 'dirty_fields', 'version'])
    .where('submitted_fields', 'is', null)
    .execute();
  for (const row of rows) {
    const reworded = rewordDirtyFields(row.dirty_fields, row.form_type_code);
    if (reworded === null) continue;
    await db
      .updateTable('form')
      .set({ dirty_fields: reworded, version: row.version + 1 })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The old paraphrase is not restored: the content no longer offers it. */
export async function down(): Promise<void> {}
