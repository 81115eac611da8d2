import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment } from '../../../../testing/build-assessment.ts';
import { abandonAssessment } from '../abandon-assessment.ts';
import { submitAssessment } from '../submit-assessment.ts';
import { submitApiPath } from '../submit-api-path.ts';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

/** A second HTTP server on loopback standing in for a council's separate submit API: it
 * records what reaches it and answers as the service would. */
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ data: buildAssessment({ id: 'form 7', status: 'ABANDONED' }) }),
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
afterEach(() => {
  received.length = 0;
  window.sessionStorage.clear();
});

describe('a separately configured submit API base (spec §7)', () => {
  it('takes the submission and the closure, without the /internal/v1 prefix', async () => {
    window.sessionStorage.setItem('token', 'resident-token');
    const base = `${receiverUrl}/council/submit`;
    await submitAssessment('form 7', { pdfHtml: '<p>x</p>' }, base);
    const closed = await abandonAssessment('form 7', base);
    expect(closed.status).toBe('ABANDONED');
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/council/submit/form/form%207/remoteSubmission',
        authorization: 'Bearer resident-token',
        body: JSON.stringify({ pdfHtml: '<p>x</p>' }),
      },
      {
        method: 'POST',
        path: '/council/submit/form/form%207/abandonAssessment',
        authorization: 'Bearer resident-token',
        body: '',
      },
    ]);
  });
});

describe('with no submit API base', () => {
  it('keeps the submission and the closure on this service under /internal/v1', () => {
    expect(submitApiPath('', 'a/b', 'remoteSubmission')).toBe(
      '/internal/v1/form/a%2Fb/remoteSubmission',
    );
    expect(submitApiPath('', 'a', 'abandonAssessment')).toBe(
      '/internal/v1/form/a/abandonAssessment',
    );
  });
});
