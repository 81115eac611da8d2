import type { FormTypeCode } from './form-type-codes.ts';

/**
 * Every page of the web app (spec §2 and the account pages) in one place: `path` is the route
 * pattern the router matches, `getHref` builds a link to it. The web app's router and links
 * and the server's e-mailed links all use these, so a page cannot move in one and not the
 * others. One-time keys in e-mailed links travel as `key`, not `token`: the web app treats
 * `?token=` in its address as "sign in with this".
 */
export const webPaths = {
  home: { path: '/', getHref: () => '/' },
  account: { path: '/account', getHref: () => '/account' },
  login: { path: '/login', getHref: () => '/login' },
  signUp: { path: '/signup', getHref: () => '/signup' },
  resetPassword: {
    path: '/reset-password',
    getHref: (key?: string) =>
      key === undefined ? '/reset-password' : `/reset-password?key=${encodeURIComponent(key)}`,
  },
  verifyEmail: {
    path: '/verify-email',
    getHref: (key?: string) =>
      key === undefined ? '/verify-email' : `/verify-email?key=${encodeURIComponent(key)}`,
  },
  /** A resident takes over the assessment staff started for them by phone. */
  handover: {
    path: '/handover',
    getHref: (key?: string) =>
      key === undefined ? '/handover' : `/handover?key=${encodeURIComponent(key)}`,
  },
  assessmentPathways: { path: '/assessment', getHref: () => '/assessment' },
  assessments: {
    path: '/assessment/:formTypeCode',
    getHref: (formTypeCode: FormTypeCode) => `/assessment/${formTypeCode}`,
  },
  overview: {
    path: '/assessment/:formTypeCode/:formId',
    getHref: (formTypeCode: FormTypeCode, formId: string) =>
      `/assessment/${formTypeCode}/${formId}`,
  },
  area: {
    path: '/assessment/:formTypeCode/:formId/area/:area',
    getHref: (formTypeCode: FormTypeCode, formId: string, area: string) =>
      `/assessment/${formTypeCode}/${formId}/area/${area}`,
  },
  submitter: {
    path: '/assessment/:formTypeCode/:formId/submitter',
    getHref: (formTypeCode: FormTypeCode, formId: string) =>
      `/assessment/${formTypeCode}/${formId}/submitter`,
  },
  preview: {
    path: '/assessment/:formTypeCode/:formId/preview',
    getHref: (formTypeCode: FormTypeCode, formId: string) =>
      `/assessment/${formTypeCode}/${formId}/preview`,
  },
  close: {
    path: '/assessment/:formTypeCode/:formId/close',
    getHref: (formTypeCode: FormTypeCode, formId: string) =>
      `/assessment/${formTypeCode}/${formId}/close`,
  },
  submitted: {
    path: '/assessment/:formTypeCode/:formId/submitted',
    getHref: (formTypeCode: FormTypeCode, formId: string) =>
      `/assessment/${formTypeCode}/${formId}/submitted`,
  },
  suggestions: {
    path: '/assessment/:formTypeCode/:formId/suggestions',
    getHref: (formTypeCode: FormTypeCode, formId: string, goBack = false) =>
      `/assessment/${formTypeCode}/${formId}/suggestions${goBack ? '?goBack=true' : ''}`,
  },
  helpPathways: { path: '/help', getHref: () => '/help' },
  help: {
    path: '/help/:formTypeCode',
    getHref: (formTypeCode: FormTypeCode) => `/help/${formTypeCode}`,
  },
  areaHelp: {
    path: '/help/:formTypeCode/:actAreaKey/:formId',
    getHref: (formTypeCode: FormTypeCode, actAreaKey: string, formId: string) =>
      `/help/${formTypeCode}/${actAreaKey}/${formId}`,
  },
  staffInbox: {
    path: '/staff',
    getHref: (query?: URLSearchParams) => (query?.size ? `/staff?${query.toString()}` : '/staff'),
  },
  staffSignInReturn: { path: '/staff/sign-in/return', getHref: () => '/staff/sign-in/return' },
  staffSubmission: {
    path: '/staff/submissions/:id',
    getHref: (id: string) => `/staff/submissions/${encodeURIComponent(id)}`,
  },
  staffCallers: { path: '/staff/callers', getHref: () => '/staff/callers' },
  startCaller: { path: '/staff/callers/new', getHref: () => '/staff/callers/new' },
  admin: { path: '/admin', getHref: () => '/admin' },
  performance: { path: '/admin/performance', getHref: () => '/admin/performance' },
  contentAdmin: { path: '/admin/content', getHref: () => '/admin/content' },
  contentAdminLinks: {
    path: '/admin/content/links/:formTypeCode/:areaKey',
    getHref: (formTypeCode: FormTypeCode, areaKey: string) =>
      `/admin/content/links/${formTypeCode}/${encodeURIComponent(areaKey)}`,
  },
  contentAdminPreview: { path: '/admin/content/preview', getHref: () => '/admin/content/preview' },
  contentAdminVersions: {
    path: '/admin/content/versions',
    getHref: () => '/admin/content/versions',
  },
  cookiePolicy: { path: '/cookie-policy', getHref: () => '/cookie-policy' },
  accessibilityStatement: {
    path: '/accessibility-statement',
    getHref: () => '/accessibility-statement',
  },
  algorithmicTransparency: {
    path: '/algorithmic-transparency',
    getHref: () => '/algorithmic-transparency',
  },
} as const;

/** A web page's address as an e-mail or another site must give it: the council's public
 * base address (PUBLIC_BASE_URL, which may end in a slash) followed by the page's href. */
export function webLink(publicBaseUrl: string, href: string): string {
  return `${publicBaseUrl.replace(/\/$/, '')}${href}`;
}
