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
  /** JSON of the Care Act outcomes computed when submitted (docs/decisions/0120). */
  care_act_outcomes: string | null;
  /** How many outcomes appear unmet, from care_act_outcomes (migration 0070); the inbox's. */
  care_act_unmet_count: number | null;
  /** 1 when care_act_outcomes reaches the indicative threshold, else 0 (migration 0070). */
  care_act_threshold_reached: number | null;
  date_created: string;
  last_updated: string;
  date_submitted: string | null;
  page_count: number;
  last_valid_page: number;
  all_pages_validated: number;
  version: Generated<number>;
  reference: string | null;
  /** The member of staff who submitted it for a caller (migration 0085); null when the
   * resident submitted it themselves. */
  taken_by_id: string | null;
  taken_by_name: string | null;
  /** The version of the help links and wording it was shown, and the questionnaire content's
   * hash (migration 0091); null for a submission made before they were recorded. */
  content_version: number | null;
  questionnaire_version: string | null;
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
  is_contact_email_verified: Generated<number>;
  /** Authenticator secret (base32), set at enrolment (migration 0040). */
  totp_secret: string | null;
  /** When a code from the secret was confirmed: two-step verification is on. */
  totp_enabled_at: string | null;
  /** Time step of the last code accepted; a code at or before it is a replay. */
  totp_last_step: number | null;
  /** 1 unless the resident turned save-and-return reminders off (migration 0050). */
  is_reminder_enabled: Generated<number>;
  /** The council identity provider's `sub` for a member of staff (migration 0069). */
  oidc_subject: string | null;
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
  /** When the session passed two-step verification (migration 0040); staff calls need it. */
  second_factor_at: string | null;
  /** The council-held record a staff session acts for, and its team (migration 0085). */
  acting_for_user_id: string | null;
  acting_for_team: string | null;
}

export interface AgentLoginTable {
  id: string;
  user_id: string;
  /** argon2id hash of the 8-digit PIN. */
  pin_hash: string;
  created_at: string;
  expires_at: string;
}

export interface AccountTokenTable {
  /** SHA-256 (hex) of the e-mailed token; for an e-mailed code, of the user id and the code. */
  id: string;
  user_id: string;
  purpose: 'verify-email' | 'reset-password' | 'enrol-totp';
  /** The address the link was sent to (for verification, the address being verified). */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AttemptCounterTable {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface MobileCodeTable {
  id: string;
  purpose: 'login' | 'link';
  user_id: string;
  phone_number: string;
  date_of_birth: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Outbox rows (migration 0010): one per thing to deliver, drained by the delivery worker. */
export interface DeliveryJobTable {
  id: string;
  form_id: string;
  /** 'submission' for a submitted assessment. */
  kind: string;
  /** 'customer-services' (CSA) or 'carers-centre' (CARERS). */
  team: string;
  /** 'pending' (due, or waiting for its first try), 'failed' (waiting to retry), 'dead'
   * (gave up after DELIVERY_MAX_ATTEMPTS) or 'done'. */
  status: string;
  attempts: Generated<number>;
  /** When the job is next due; a claim pushes it forward by the lease. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  completed_at: string | null;
  /** JSON object: step name → ISO time it succeeded (migration 0012). */
  steps: Generated<string>;
}

/** The stored PDF of a submitted assessment (migration 0012). */
export interface SubmissionPdfTable {
  form_id: string;
  content: Buffer;
  created_at: string;
}

export interface FormReferenceCounterTable {
  form_type_code: string;
  year: number;
  last_number: number;
}

/** The local address gazetteer (migrations 0011 and 0063). */
export interface AddressTable {
  id: number;
  uprn: string | null;
  single_line_address: string;
  postcode: string;
  /** Lower case, no spaces ('se15'); null when the postcode is not a UK postcode's shape. */
  postcode_outward: string | null;
  /** Lower case ('6jy'); null with postcode_outward. */
  postcode_inward: string | null;
}

export interface AddressWordTable {
  word: string;
  address_id: number;
}

export interface AddressWordCountTable {
  word: string;
  address_count: number;
}

export interface GazetteerSourceTable {
  id: string;
  checksum: string;
  address_count: number;
  loaded_at: string;
}

/** A staff sign-in sent to the council's identity provider and not yet back (migration 0069). */
export interface StaffSignInTable {
  /** SHA-256 (hex) of the token the starting browser holds. */
  id: string;
  state: string;
  nonce: string;
  code_verifier: string;
  created_at: string;
  expires_at: string;
}

/** Proof that the password step of a two-step sign-in passed (migration 0040). */
export interface LoginChallengeTable {
  /** SHA-256 (hex) of the challenge. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A submission as the council team works it (migration 0040). */
export interface StaffCaseTable {
  form_id: string;
  /** 'new', 'in-progress', 'contacted' or 'closed'. */
  status: string;
  /** The resident's name as submitted, for the inbox list and search. */
  resident_name: string;
  opened_at: string;
  updated_at: string;
  /** Copies of the submission's inbox fields, written when the case is opened (migration
   * 0072), so the inbox reads this row alone. */
  form_type_code: string;
  reference: string | null;
  submitted_at: string;
  /** Emptied with the answers they came from when the submission is erased. */
  care_act_unmet_count: number | null;
  care_act_threshold_reached: number | null;
}

/** What staff search a case by: its reference and each word of the resident's name onwards,
 * in lower case (migration 0073). */
export interface StaffCaseTermTable {
  form_type_code: string;
  term: string;
  form_id: string;
}

/** How many cases each pathway has in each status, by threshold reached (1, 0, or -1 where
 * not recorded); kept by triggers on staff_case (migration 0074). */
export interface StaffCaseCountTable {
  form_type_code: string;
  status: string;
  threshold_reached: number;
  cases: number;
}

/** Every status change and note on a case; append-only. */
export interface StaffCaseEventTable {
  id: string;
  form_id: string;
  status: string;
  note: string | null;
  actor_id: string;
  /** The staff member's name when they made the change. */
  actor_name: string;
  created_at: string;
}

/** Every staff read and change of a submission, and every staff role change; append-only. */
export interface AuditEventTable {
  id: string;
  occurred_at: string;
  actor_id: string;
  actor_email: string | null;
  action: string;
  form_id: string | null;
  client_address: string | null;
  detail: string | null;
}

/** One deletion or erasure, without personal data (migration 0050). */
export interface DataProtectionEventTable {
  id: string;
  occurred_at: string;
  /** 'assessment-deleted', 'submission-erased' or 'account-deleted'. */
  action: string;
  /** Why: 'retention-open', 'retention-closed', 'retention-submitted',
   * 'retention-unverified-account' or 'resident-request'. */
  rule: string;
  /** 'form' or 'user'. */
  subject_kind: string;
  /** The deleted row's id (an opaque UUID). */
  subject_id: string;
  form_type_code: string | null;
  /** The submission reference, for erased submissions only. */
  reference: string | null;
}

/** A resident who phoned, as staff recorded them; the app_user row of the same id owns their
 * assessment and cannot sign in (migration 0085). */
export interface CouncilHeldResidentTable {
  user_id: string;
  /** The team whose staff may act for it. */
  team: string;
  caller_name: string;
  caller_phone: string | null;
  caller_email: string | null;
  caller_address: string | null;
  /** 1 when the caller is the person the assessment is about, 0 when acting for them. */
  is_caller_the_person: number;
  relationship: string | null;
  relationship_other: string | null;
  /** 1: the resident agreed to the council recording their answers. */
  has_consent: number;
  started_by_id: string;
  started_by_name: string;
  created_at: string;
  /** When the resident took it over through a handover link: staff access ended. */
  handed_over_at: string | null;
}

/** A single-use link that lets a council-held resident take over their assessment
 * (migration 0092). The key is made when the outbox sends it; only its hash is kept. */
export interface HandoverLinkTable {
  id: string;
  council_held_user_id: string;
  form_id: string;
  channel: 'email' | 'text';
  /** SHA-256 of the key last sent; null until the outbox has sent one. */
  token_hash: string | null;
  created_by_id: string;
  created_at: string;
  /** Set with the key: a week after it was sent. */
  expires_at: string | null;
  used_at: string | null;
}

/** How many times something happened on one London day (migration 0080); never personal. */
export interface PerformanceCountTable {
  day: string;
  form_type_code: string;
  measure: string;
  subject: string;
  count: number;
}

/** An admin's figures for one month and pathway (migration 0081). */
export interface PerformanceMonthTable {
  month: string;
  form_type_code: string;
  paper_and_other_submissions: number | null;
  /** bigint: pg gives it as a string. */
  cost_pence: number | string | null;
  updated_at: string;
}

/** One satisfaction answer, apart from any submission (migration 0082). */
export interface PerformanceSatisfactionTable {
  id: string;
  day: string;
  form_type_code: string;
  rating: string;
  comment: string | null;
}

/** A submission whose resident has answered the satisfaction question (migration 0082). */
export interface SatisfactionAnsweredTable {
  form_id: string;
}

/** A step an assessment in progress has reached, kept until it ends (migration 0080). */
export interface PerformanceJourneyStepTable {
  form_id: string;
  measure: string;
  subject: string;
  reached_at: string;
}

/** A published version of the council's help links and wording (migration 0090). */
export interface ContentVersionTable {
  version: number;
  /** JSON of the ServiceContent document. */
  content: string;
  note: string;
  published_at: string;
  /** Null for version 1, which the service wrote from the shipped files. */
  published_by_id: string | null;
  published_by_email: string | null;
  /** The earlier version a roll-back published again. */
  republished_from: number | null;
}

/** The council's draft of its next version (migration 0090); one row at most. */
export interface ContentDraftTable {
  id: string;
  content: string;
  revision: number;
  based_on_version: number;
  saved_at: string;
  saved_by_email: string | null;
}

/** A published help link whose last check failed (migration 0093). */
export interface LinkCheckFailureTable {
  url: string;
  /** The HTTP status it answered, or null when it gave none (see error_kind). */
  status: number | null;
  /** Why no status: timeout, private-address, unresolved, connection-failed, too-many-redirects. */
  error_kind: string | null;
  first_failed_at: string;
  last_checked_at: string;
}

/** A submission whose personal data the retention job erased; its form row is the tombstone
 * (migration 0050). */
export interface ErasedSubmissionTable {
  form_id: string;
  erased_at: string;
}

/** A periodic task's claim, so only one of several processes runs it (migration 0050). */
export interface ScheduledTaskTable {
  name: string;
  locked_until: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  /** JSON of the last run's counts. */
  last_result: string | null;
}

export interface Database {
  form: FormTable;
  app_user: UserTable;
  app_session: SessionTable;
  agent_login: AgentLoginTable;
  account_token: AccountTokenTable;
  attempt_counter: AttemptCounterTable;
  mobile_code: MobileCodeTable;
  delivery_job: DeliveryJobTable;
  submission_pdf: SubmissionPdfTable;
  form_reference_counter: FormReferenceCounterTable;
  address: AddressTable;
  address_word: AddressWordTable;
  address_word_count: AddressWordCountTable;
  gazetteer_source: GazetteerSourceTable;
  login_challenge: LoginChallengeTable;
  staff_sign_in: StaffSignInTable;
  staff_case: StaffCaseTable;
  staff_case_term: StaffCaseTermTable;
  staff_case_count: StaffCaseCountTable;
  staff_case_event: StaffCaseEventTable;
  audit_event: AuditEventTable;
  data_protection_event: DataProtectionEventTable;
  scheduled_task: ScheduledTaskTable;
  erased_submission: ErasedSubmissionTable;
  performance_count: PerformanceCountTable;
  performance_journey_step: PerformanceJourneyStepTable;
  performance_month: PerformanceMonthTable;
  performance_satisfaction: PerformanceSatisfactionTable;
  satisfaction_answered: SatisfactionAnsweredTable;
  council_held_resident: CouncilHeldResidentTable;
  handover_link: HandoverLinkTable;
  content_version: ContentVersionTable;
  content_draft: ContentDraftTable;
  link_check_failure: LinkCheckFailureTable;
}
