import http from 'node:http';

export interface FakeErrorCollector {
  dsn: string;
  /** Raw bodies of the envelopes received. */
  envelopes: string[];
  stop: () => Promise<void>;
}

/** A stand-in for a Sentry-compatible service: accepts envelopes and keeps them for
 * inspection, answering CORS so the browser can post from the app's origin. */
export async function startFakeErrorCollector(): Promise<FakeErrorCollector> {
  const envelopes: string[] = [];
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return response.end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      envelopes.push(body);
      response.setHeader('Content-Type', 'application/json');
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
