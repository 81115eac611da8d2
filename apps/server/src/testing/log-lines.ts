import { Writable } from 'node:stream';

/** One line of the service's JSON log, with the fields the tests read. */
export interface LogLine {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string };
  [field: string]: unknown;
}

/** A log stream for `buildApp`'s logger that keeps every line it is given, parsed, in `lines`. */
export function logLines(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  return { stream, lines };
}
