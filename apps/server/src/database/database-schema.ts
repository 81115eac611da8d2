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
  reference: string | null;
}

export interface UserTable {
  id: string;
  name: string;
  /** Contact e-mail. */
  email: string | null;
  /** Login e-mail (emailProfileEmail); null for people who sign in only by mobile. */
  login_email: string | null;
  is_email_verified: Generated<number>;
  password_hash: string | null;
  postcode: string | null;
  image_url: string | null;
  registration_time: string;
  /** JSON array of role names. */
  role_names: Generated<string>;
  mobile_phone_number: string | null;
  date_of_birth: string | null;
}

export interface SessionTable {
  /** SHA-256 (hex) of the bearer token. */
  id: string;
  user_id: string;
  is_agent: Generated<number>;
  agent_login_id: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface Database {
  form: FormTable;
  app_user: UserTable;
  app_session: SessionTable;
}
