let reporter: Promise<((error: unknown) => void) | null> | null = null;

/**
 * Sends uncaught render errors to a Sentry-compatible service when a DSN is configured. The
 * client is loaded only then, and only the error itself leaves: no user, no query strings, no
 * form contents.
 */
export function configureErrorReporting(dsn: string, release: string): void {
  if (!dsn || reporter) return;
  reporter = import('@sentry/browser').then(
    (sentry) => {
      sentry.init({
        dsn,
        release,
        defaultIntegrations: false,
        beforeSend(event) {
          delete event.user;
          if (event.request?.url) event.request.url = event.request.url.split('?')[0];
          delete event.request?.query_string;
          delete event.request?.cookies;
          delete event.breadcrumbs;
          return event;
        },
      });
      return (error: unknown) => sentry.captureException(error);
    },
    () => null,
  );
}

export function reportError(error: unknown): void {
  void reporter?.then((capture) => capture?.(error));
}
