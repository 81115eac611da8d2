import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A member of staff as the provider knows them. */
export interface ProviderAccount {
  email: string;
  name: string;
  groups: string[];
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri?: string;
  /** Seconds an ID token is valid for. */
  idTokenSeconds?: number;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, with its own login and
 * consent pages, for the service to sign staff in through. `accounts` is read at every
 * sign-in, so a test can take a member out of a group between two sign-ins.
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<{
  issuer: string;
  accounts: Map<string, ProviderAccount>;
  close: () => Promise<void>;
}> {
  const accounts = new Map<string, ProviderAccount>();
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: options.postLogoutRedirectUri
          ? [options.postLogoutRedirectUri]
          : [],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // The claims go in the ID token, where the service reads them, as Entra ID puts groups.
    conformIdTokenClaims: false,
    claims: { openid: ['sub', 'groups'], email: ['email'], profile: ['name'] },
    cookies: { keys: ['a loopback test provider key, not a secret'] },
    features: { devInteractions: { enabled: true } },
    ttl: { IdToken: options.idTokenSeconds ?? 3600 },
    findAccount: (_context, subject) => {
      const account = accounts.get(subject);
      if (!account) return undefined;
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          email: account.email,
          name: account.name,
          groups: [...account.groups],
        }),
      };
    },
  });
  // oidc-provider warns once that Node 20 is not its supported runtime; tests pass on it.
  const callback = provider.callback();
  handle = (request, response) => void callback(request, response);
  return {
    issuer,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookies for one site, enough to carry the provider's interaction. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs `subject` in at the provider as a browser would, from the service's authorization URL:
 * its login page (any password), then its consent page, following each redirect, until the
 * provider sends the browser back to `redirectUri`. Returns that return URL.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  subject: string,
  redirectUri: string,
): Promise<URL> {
  const jar = new CookieJar();
  let next = new URL(authorizationUrl);
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 12; step += 1) {
    if (next.href.startsWith(redirectUri)) return next;
    const response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next);
      form = null;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${page}`);
    form = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: subject, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider did not send the browser back');
}
