import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderProxy {
  /** The proxy's own address: give it to the provider as its issuer. */
  address: string;
  /** Sends every request on to the provider listening at `upstream`. */
  forwardTo: (upstream: string) => void;
  /** When set, changes the form of the next token requests before the provider sees them, as
   * someone between the service and the provider could. */
  rewriteTokenRequest: ((form: URLSearchParams) => void) | null;
  /** The provider's answers to token requests, as the service received them. */
  tokenAnswers: string[];
  close: () => Promise<void>;
}

/**
 * A loopback proxy standing at an identity provider's issuer address: requests pass to the
 * provider behind it unchanged, except that a test may rewrite a token request, so the service
 * receives a real token the provider issued for something else.
 */
export async function startProviderProxy(): Promise<ProviderProxy> {
  let upstream: URL | null = null;
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      let body = Buffer.concat(chunks);
      const isTokenRequest = request.method === 'POST' && request.url === '/token';
      if (isTokenRequest && proxy.rewriteTokenRequest) {
        const form = new URLSearchParams(body.toString());
        proxy.rewriteTokenRequest(form);
        body = Buffer.from(form.toString());
      }
      if (!upstream) throw new Error('the proxy was not given the provider to forward to');
      // The host stays the proxy's: the provider names its endpoints after the host asked.
      const headers: IncomingHttpHeaders = { ...request.headers };
      if (body.length > 0) headers['content-length'] = String(body.length);
      const outgoing = forward(
        new URL(request.url ?? '/', upstream),
        { method: request.method, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          if (!isTokenRequest) {
            answer.pipe(response);
            return;
          }
          const answerChunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
          answer.on('end', () => {
            const text = Buffer.concat(answerChunks);
            proxy.tokenAnswers.push(text.toString());
            response.end(text);
          });
        },
      );
      outgoing.on('error', () => {
        response.statusCode = 502;
        response.end();
      });
      outgoing.end(body);
    })().catch(() => {
      response.statusCode = 502;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: ProviderProxy = {
    address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwardTo: (address) => {
      upstream = new URL(address);
    },
    rewriteTokenRequest: null,
    tokenAnswers: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The service's and the browser's kept-alive connections would hold the close open.
        server.closeAllConnections();
      }),
  };
  return proxy;
}
