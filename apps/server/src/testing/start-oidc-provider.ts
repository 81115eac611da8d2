import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A member of staff as the provider knows them. */
export interface ProviderAccount {
  email: string;
  name: string;
  groups: string[];
  /** How the provider says the member signed in (`amr`), and at what level (`acr`). */
  amr?: string[];
  acr?: string;
}

export interface OidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri?: string;
  /** Seconds an ID token is valid for. */
  idTokenSeconds?: number;
  /** False for a provider without RP-initiated logout (no end_session_endpoint). */
  hasEndSession?: boolean;
  /** Other services of the council registered at the same provider, with the same return
   * address: tokens issued to them are not for this service. */
  otherClients?: { clientId: string; clientSecret: string }[];
  /** The address the provider names itself by when a proxy in front of it is what the
   * service reaches; by default, the provider's own address. */
  issuer?: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, with its own login and
 * consent pages, for the service to sign staff in through. `accounts` is read at every
 * sign-in, so a test can take a member out of a group between two sign-ins.
 */
export async function startOidcProvider(options: OidcProviderOptions): Promise<{
  issuer: string;
  /** Where the provider itself listens (the issuer, unless a proxy stands in front). */
  address: string;
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
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = options.issuer ?? address;
  const clients = [
    { clientId: options.clientId, clientSecret: options.clientSecret },
    ...(options.otherClients ?? []),
  ];
  const provider = new Provider(issuer, {
    clients: clients.map(({ clientId, clientSecret }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [options.redirectUri],
      post_logout_redirect_uris: options.postLogoutRedirectUri
        ? [options.postLogoutRedirectUri]
        : [],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    // The claims go in the ID token, where the service reads them, as Entra ID puts groups.
    conformIdTokenClaims: false,
    claims: {
      // acr and amr in every ID token, for the service's multi-factor policy to read.
      openid: ['sub', 'groups', 'acr', 'amr'],
      email: ['email'],
      profile: ['name'],
    },
    cookies: { keys: ['a loopback test provider key, not a secret'] },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: options.hasEndSession ?? true },
    },
    ttl: { IdToken: options.idTokenSeconds ?? 3600 },
    acrValues: ['urn:council:password', 'urn:council:multi-factor'],
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
  handle = (request, response) => {
    // The provider's own login and consent pages are shown; their answers are finished here
    // through its interaction API rather than by its development handlers, so the sign-in
    // carries the member's `amr` and `acr` as a real provider's would.
    if (request.method === 'POST' && /^\/interaction\/[\w-]+$/.test(request.url ?? '')) {
      void finishLogin(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    void callback(request, response);
  };
  async function finishLogin(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    if (form.get('prompt') === 'login') {
      const accountId = form.get('login') ?? '';
      const account = accounts.get(accountId);
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId, amr: account?.amr, acr: account?.acr } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const details = await provider.interactionDetails(request, response);
    const grant = new provider.Grant({
      accountId: details.session?.accountId ?? '',
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope('openid profile email');
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }
  return {
    issuer,
    address,
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
 * One browser at the provider: its cookies are kept from page to page and between sign-ins,
 * so a second sign-in shows whether the provider still remembered the member.
 */
export class ProviderBrowser {
  private readonly jar = new CookieJar();
  /** Whether the last sign-in was asked for a login (the provider had no session). */
  wasLoginShown = false;

  /**
   * Signs `subject` in from the service's authorization URL: the provider's login page (any
   * password) when it asks, then its consent page, following each redirect, until it sends
   * the browser back to `redirectUri`. Returns that return URL.
   */
  async signIn(authorizationUrl: string, subject: string, redirectUri: string): Promise<URL> {
    this.wasLoginShown = false;
    let next = new URL(authorizationUrl);
    let form: URLSearchParams | null = null;
    for (let step = 0; step < 12; step += 1) {
      if (next.href.startsWith(redirectUri)) return next;
      const response = await this.send(next, form);
      const location = response.headers.get('location');
      if (location) {
        next = new URL(location, next);
        form = null;
        continue;
      }
      const page = await response.text();
      if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${page}`);
      const isLogin = page.includes('name="login"');
      this.wasLoginShown ||= isLogin;
      form = isLogin
        ? new URLSearchParams({ prompt: 'login', login: subject, password: 'any' })
        : new URLSearchParams({ prompt: 'consent' });
    }
    throw new Error('the provider did not send the browser back');
  }

  /** Follows the service's sign-out address at the provider and confirms it, as a member
   * pressing "Yes, sign me out" would. Returns where the provider sends the browser after. */
  async signOut(endSessionUrl: string): Promise<URL> {
    const url = new URL(endSessionUrl);
    const page = await (await this.send(url, null)).text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !xsrf) throw new Error(`no sign-out form: ${page}`);
    const confirmed = await this.send(
      new URL(action, url),
      new URLSearchParams({ xsrf, logout: 'yes' }),
    );
    const location = confirmed.headers.get('location');
    if (!location) throw new Error(`sign-out not confirmed: ${confirmed.status}`);
    return new URL(location, url);
  }

  private async send(url: URL, form: URLSearchParams | null): Promise<Response> {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: this.jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    this.jar.take(response);
    return response;
  }
}

/** Signs `subject` in at the provider in a new browser; returns the URL it is sent back to. */
export function signInAtProvider(
  authorizationUrl: string,
  subject: string,
  redirectUri: string,
): Promise<URL> {
  return new ProviderBrowser().signIn(authorizationUrl, subject, redirectUri);
}
