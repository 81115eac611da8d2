import type { Generated } from 'kysely';

/**
 * Table types. Columns use portable types (text, integer, bigint) so the same migrations and
 * queries run on SQLite and PostgreSQL. Times are ISO-8601 UTC text, which sorts correctly on
 * both; booleans are 0/1 integers.
 */
export interface FormTable {
  id: string;
  owner_id: string | null;
  form_type_code: string;
  form_name: string;
  title: string;
  status: string | null;
  dirty_fields: string;
  submitted_fields: string | null;
  date_created: string;
  last_updated: string;
  date_submitted: string | null;
  page_count: number;
  last_valid_page: number;
  all_pages_validated: number;
  version: Generated<number>;
}

export interface Database {
  form: FormTable;
}
