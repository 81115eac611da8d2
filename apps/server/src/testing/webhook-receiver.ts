import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  /** The verified, parsed body. */
  body: {
    type: string;
    data: Record<string, unknown> & { pdf: { contentType: string; base64: string } };
  };
}

/** A council case system on loopback: refuses a body not sent as JSON (415), verifies every
 * request's Standard Webhooks signature and answers with `status` (set it to 500 to fail
 * deliveries), after `delayMs`, or never when `hang` is set. */
export interface WebhookReceiver {
  url: string;
  accepted: ReceivedWebhook[];
  /** Requests that arrived, verified or not, including ones answered with an error. */
  requestCount: () => number;
  badSignatures: number;
  behaviour: { status: number; hang: boolean; delayMs: number };
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedWebhook[]>;
  close: () => Promise<void>;
}

export async function startWebhookReceiver(
  secret: string,
  options: { port?: number } = {},
): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret);
  const receiver: WebhookReceiver = {
    url: '',
    accepted: [],
    requestCount: () => requests,
    badSignatures: 0,
    behaviour: { status: 204, hang: false, delayMs: 0 },
    waitFor,
    close,
  };
  let requests = 0;
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests += 1;
      if (receiver.behaviour.hang) return;
      setTimeout(
        () => answer(request, response, Buffer.concat(chunks)),
        receiver.behaviour.delayMs,
      );
    });
  });

  function answer(request: http.IncomingMessage, response: http.ServerResponse, raw: Buffer) {
    {
      // As a case system's API would: a body that does not say it is JSON is refused.
      if (!String(request.headers['content-type']).startsWith('application/json')) {
        response.writeHead(415).end();
        return;
      }
      const payload = raw.toString('utf8');
      try {
        const body = verifier.verify(payload, {
          'webhook-id': String(request.headers['webhook-id']),
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        }) as ReceivedWebhook['body'];
        if (receiver.behaviour.status >= 200 && receiver.behaviour.status < 300) {
          receiver.accepted.push({ id: String(request.headers['webhook-id']), body });
          for (const wake of waiters.splice(0)) wake();
        }
        response.writeHead(receiver.behaviour.status).end();
      } catch {
        receiver.badSignatures += 1;
        response.writeHead(400).end();
      }
    }
  }
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}/case-events`;

  /** Resolves when `count` webhooks have been accepted, woken by each one that is (no
   * polling); fails after `timeoutMs`. */
  async function waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedWebhook[]> {
    if (receiver.accepted.length >= count) return receiver.accepted;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(check), 1);
        reject(new Error(`expected ${count} webhooks, got ${receiver.accepted.length}`));
      }, timeoutMs);
      function check() {
        if (receiver.accepted.length >= count) {
          clearTimeout(timer);
          resolve();
        } else {
          waiters.push(check);
        }
      }
      waiters.push(check);
    });
    return receiver.accepted;
  }

  function close(): Promise<void> {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }
  return receiver;
}
