import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in accepted, as GOV.UK Notify would have received it. */
export interface ReceivedNotification {
  channel: 'email' | 'sms';
  /** `email_address` or `phone_number`. */
  recipient: string;
  templateId: string;
  personalisation: Record<string, string>;
  reference: string | undefined;
}

/**
 * A stand-in for the GOV.UK Notify API on loopback, with its shape: POST
 * /v2/notifications/email and /v2/notifications/sms, each authenticated by a bearer JWT
 * (HS256, signed with the key's secret, `iss` the service id, `iat` within 30 seconds), answering
 * 201 or Notify's error body. Set `failWith` to answer every request with that status.
 */
export interface NotifyReceiver {
  baseUrl: string;
  /** An API key in Notify's format (name, service id, secret) that this stand-in accepts. */
  apiKey: string;
  accepted: ReceivedNotification[];
  /** Requests refused for a missing, badly signed or stale token. */
  unauthorised: number;
  behaviour: { failWith: number | null };
  close: () => Promise<void>;
}

function base64UrlJson(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function isTokenValid(header: string | undefined, serviceId: string, secret: string): boolean {
  const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  const [head, payload, signature] = token?.split('.') ?? [];
  if (!head || !payload || !signature) return false;
  const expected = createHmac('sha256', secret).update(`${head}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const claims = base64UrlJson(payload);
  const issuedAt = Number(claims.iat);
  return (
    base64UrlJson(head).alg === 'HS256' &&
    claims.iss === serviceId &&
    Math.abs(Date.now() / 1000 - issuedAt) <= 30
  );
}

function notifyError(status: number, error: string, message: string) {
  return { status_code: status, errors: [{ error, message }] };
}

export async function startNotifyReceiver(): Promise<NotifyReceiver> {
  const serviceId = randomUUID();
  const secret = randomUUID();
  const receiver: NotifyReceiver = {
    baseUrl: '',
    apiKey: `council_test-${serviceId}-${secret}`,
    accepted: [],
    unauthorised: 0,
    behaviour: { failWith: null },
    close,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, body: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      const channel = { '/v2/notifications/email': 'email', '/v2/notifications/sms': 'sms' }[
        request.url ?? ''
      ] as 'email' | 'sms' | undefined;
      if (request.method !== 'POST' || !channel) {
        return reply(404, notifyError(404, 'NotFound', 'Not found'));
      }
      if (!isTokenValid(request.headers.authorization, serviceId, secret)) {
        receiver.unauthorised += 1;
        return reply(403, notifyError(403, 'AuthError', 'Invalid token'));
      }
      if (receiver.behaviour.failWith !== null) {
        const status = receiver.behaviour.failWith;
        return reply(status, notifyError(status, 'Exception', 'Internal server error'));
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      const recipient = body[channel === 'email' ? 'email_address' : 'phone_number'];
      if (typeof recipient !== 'string' || typeof body.template_id !== 'string') {
        return reply(400, notifyError(400, 'ValidationError', 'recipient and template_id needed'));
      }
      receiver.accepted.push({
        channel,
        recipient,
        templateId: body.template_id,
        personalisation: (body.personalisation ?? {}) as Record<string, string>,
        reference: typeof body.reference === 'string' ? body.reference : undefined,
      });
      return reply(201, {
        id: randomUUID(),
        reference: body.reference ?? null,
        content: { body: '', from_number: channel === 'sms' ? 'COUNCIL' : undefined },
        template: { id: body.template_id, version: 1, uri: '' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function close(): Promise<void> {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  }
  return receiver;
}
