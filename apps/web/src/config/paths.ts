import type { FormTypeCode } from '@csa/contracts';

/** Every route of spec §2 in one place; components build links with getHref, never by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  account: { path: '/account', getHref: () => '/account' },
  login: { path: '/login', getHref: () => '/login' },
  signUp: { path: '/signup', getHref: () => '/signup' },
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
  staffSubmission: {
    path: '/staff/submissions/:id',
    getHref: (id: string) => `/staff/submissions/${encodeURIComponent(id)}`,
  },
  admin: { path: '/admin', getHref: () => '/admin' },
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

/** The query a page reached by the preview's Change link carries, so that it returns to the
 * preview when done rather than to the overview. */
export const fromPreviewQuery = '?from=preview';

export function isFromPreview(search: string): boolean {
  return new URLSearchParams(search).get('from') === 'preview';
}
