/** The default message of spec §8 when a failed response names no error. */
export const defaultErrorMessage = 'Server returned an error.';

/** Business constants of spec §9. One place, so the web app, server and tests agree. */
export const constants = {
  cookieBannerDelayMs: 1000,
  consentCookieLifetimeMs: 31_536_000_000,
  consentCookieName: 'allow_google_analytics',
  deletionPhrase: 'I am sure',
  pinLength: 8,
  mobileCodeLength: 6,
  authCheckWarningMs: 10_000,
  loginRedirectDelayMs: 2000,
  mobileDateOfBirth: { minYear: 1800, maxYear: 2100 },
  minimumAgeHint: 18,
  addressSearch: { minimumCharacters: 3, limit: 500 },
  nhsNumberLength: 10,
  minimumPeopleCaredFor: 1,
  textareaRows: 2,
  /** For an icon drawn without a size; no page draws one yet (decision 0119). */
  iconSize: 20,
  avatarInitialsMax: 2,
  carersContactPromise: 'within 2 weeks',
  /** The promise in days: a CARERS submission not contacted by then is overdue. */
  carersContactDays: 14,
  /** Digits of a two-step verification (TOTP) code from an authenticator app. */
  totpCodeLength: 6,
  linkCatalogueSchemaVersion: 1,
  assessmentTitle: 'Care and Support Assessment Form',
  abandonedStatus: 'ABANDONED',
} as const;

export const dateFormats = {
  dateTime: 'D MMM YYYY [at] HH:mm:ss',
  date: 'D MMM YYYY',
  dateOfBirth: 'DD/MM/YYYY',
} as const;
