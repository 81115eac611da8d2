/**
 * Requests sent at a fixed rate, whatever the server does (an open loop), as residents' browsers
 * send them: the i-th request of a stream is due at start + i / rate, and its latency is counted
 * from when it was due, not from when it could be sent, so a server that falls behind shows it
 * in the latency rather than by being sent less (autocannon's `overallRate` sends each second's
 * quota at once, at the start of the second, and counts from the send).
 */
import http from 'node:http';

export interface PacedRequest {
  method: 'GET' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedStream {
  /** Requests a second. */
  rate: number;
  /** The next request, or undefined to skip this turn (counted as not sent). */
  next: () => PacedRequest | undefined;
  /** Called with each answer, after its latency is taken. */
  answered?: (request: PacedRequest, status: number, body: string) => void;
}

export interface PacedResult {
  /** Answers with status 200 a second. */
  rate: number;
  p50: number;
  p99: number;
  /** Answers other than 200, connection errors and turns skipped, as `count×what`. */
  failures: string[];
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

/** Runs every stream against `url` for `seconds`, then waits for the answers still due. */
export async function pacedLoad(
  url: string,
  seconds: number,
  streams: PacedStream[],
): Promise<PacedResult[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const started = performance.now();
  const states = streams.map(() => ({
    sent: 0,
    ok: 0,
    latencies: [] as number[],
    failures: new Map<string, number>(),
  }));
  const inFlight = new Set<Promise<void>>();
  const fail = (state: (typeof states)[number], what: string) =>
    state.failures.set(what, (state.failures.get(what) ?? 0) + 1);

  function send(stream: PacedStream, state: (typeof states)[number], dueAt: number) {
    const request = stream.next();
    if (!request) {
      fail(state, 'skipped (no resident free)');
      return;
    }
    const done = new Promise<void>((resolve) => {
      const outgoing = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.path,
          headers: request.headers,
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status === 200) {
              state.ok += 1;
              state.latencies.push(performance.now() - dueAt);
            } else {
              fail(state, String(status));
            }
            stream.answered?.(request, status, Buffer.concat(chunks).toString());
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', (error) => {
        fail(state, error.message);
        stream.answered?.(request, 0, '');
        resolve();
      });
      outgoing.end(request.body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  }

  const endsAt = started + seconds * 1000;
  for (;;) {
    const now = performance.now();
    if (now >= endsAt) break;
    let nextDue = endsAt;
    streams.forEach((stream, index) => {
      const state = states[index];
      if (!state) return;
      // Every request due by now goes now: a late timer sends what it owes at once.
      for (;;) {
        const dueAt = started + (state.sent * 1000) / stream.rate;
        if (dueAt > now || dueAt >= endsAt) {
          nextDue = Math.min(nextDue, dueAt);
          break;
        }
        state.sent += 1;
        send(stream, state, dueAt);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDue - performance.now())));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return states.map((state) => {
    const sorted = state.latencies.sort((a, b) => a - b);
    return {
      rate: state.ok / seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      failures: [...state.failures].map(([what, count]) => `${count}×${what}`),
    };
  });
}
