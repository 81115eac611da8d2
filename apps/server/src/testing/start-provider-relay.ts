import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server posing as an identity provider of its own: its discovery document names
 * itself as the issuer but sends sign-ins to the real provider at `upstream`, and its token
 * endpoint passes requests there. The service talking to it gets the upstream provider's real
 * ID tokens, so a test can show it refuses one issued by another issuer.
 */
export async function startProviderRelay(
  upstream: string,
): Promise<{ issuer: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      if (request.url === '/.well-known/openid-configuration') {
        const metadata = (await (
          await fetch(`${upstream}/.well-known/openid-configuration`)
        ).json()) as Record<string, unknown>;
        response.setHeader('content-type', 'application/json');
        // Like a provider that does not name itself in its answers (RFC 9207): only the ID
        // token says who issued it.
        delete metadata.authorization_response_iss_parameter_supported;
        response.end(JSON.stringify({ ...metadata, issuer, token_endpoint: `${issuer}/token` }));
        return;
      }
      const answer = await fetch(`${upstream}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: Buffer.concat(chunks).toString(),
      });
      response.statusCode = answer.status;
      response.setHeader('content-type', 'application/json');
      response.end(await answer.text());
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
