import { webPaths } from '@csa/contracts';

/** Every page of the web app: webPaths of @csa/contracts, which the server's e-mailed links use
 * too, so the router, the links and the e-mails cannot disagree. Components build links with
 * getHref, never by hand. */
export const paths = {
  ...webPaths,
} as const;

/** The query a page reached by the preview's Change link carries, so that it returns to the
 * preview when done rather than to the overview. */
export const fromPreviewQuery = '?from=preview';

export function isFromPreview(search: string): boolean {
  return new URLSearchParams(search).get('from') === 'preview';
}
