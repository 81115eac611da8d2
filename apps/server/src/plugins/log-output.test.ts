import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventEmitter } from 'node:events';
import { flushedOnExit, LogOutput, standardOutputLog, type WriteBytes } from './log-output.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));
/** Until nothing waits and no write is in flight, retries included; fails after 10 s. A fixed
 * pause after the last line was handed over passed before a retried write had finished on a
 * loaded machine (CI, stop 48). */
async function settled(output: LogOutput) {
  const deadline = Date.now() + 10_000;
  while (!output.isIdle) {
    if (Date.now() > deadline) throw new Error('the log output was still writing after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const line = (index: number) => `{"level":30,"msg":"line ${index}","café":"é"}\n`;

let directory = '';
afterEach(() => {
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
  directory = '';
});

function temporaryFile(): { fd: number; read: () => string } {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-log-output-'));
  const file = path.join(directory, 'out.log');
  const fd = fs.openSync(file, 'w');
  return { fd, read: () => fs.readFileSync(file, 'utf8') };
}

/** fs.write, counting the writes. */
function countingWrite(): { write: WriteBytes; writes: Buffer[] } {
  const writes: Buffer[] = [];
  return {
    writes,
    write: (fd, bytes, done) => {
      writes.push(Buffer.from(bytes));
      fs.write(fd, bytes, done);
    },
  };
}

describe('the log output', () => {
  it('writes the lines of one turn of the event loop in one write, after the turn, in order', async () => {
    const file = temporaryFile();
    const { write, writes } = countingWrite();
    const output = new LogOutput(file.fd, { write });
    const lines = Array.from({ length: 1000 }, (_, index) => line(index));
    for (const each of lines) output.write(each);
    // Nothing is written while the turn that logged is still running.
    expect(writes).toHaveLength(0);
    await settled(output);
    expect(writes).toHaveLength(1);
    expect(file.read()).toBe(lines.join(''));
    // And again once it is idle.
    output.write(line(1000));
    await settled(output);
    expect(writes).toHaveLength(2);
    expect(file.read()).toBe(lines.join('') + line(1000));
    fs.closeSync(file.fd);
  });

  it('holds the lines that arrive while a write is in flight for the next, never two writes at once', async () => {
    const file = temporaryFile();
    const finishes: (() => void)[] = [];
    const writes: string[] = [];
    const output = new LogOutput(file.fd, {
      write: (fd, bytes, done) => {
        writes.push(bytes.toString());
        finishes.push(() => fs.write(fd, bytes, done));
      },
    });
    output.write(line(1));
    await turn();
    expect(writes).toEqual([line(1)]);
    output.write(line(2));
    output.write(line(3));
    await turn();
    await turn();
    expect(writes).toHaveLength(1);
    finishes.shift()?.();
    // The lines that waited go as soon as the first write has finished.
    await vi.waitFor(() => expect(writes).toHaveLength(2), { timeout: 10_000 });
    finishes.shift()?.();
    await settled(output);
    expect(writes).toEqual([line(1), line(2) + line(3)]);
    expect(file.read()).toBe(line(1) + line(2) + line(3));
    fs.closeSync(file.fd);
  });

  it('writes the rest of a line a pipe took only part of, and tries again when the pipe is full', async () => {
    const file = temporaryFile();
    let calls = 0;
    const output = new LogOutput(file.fd, {
      retryMs: 1,
      write: (fd, bytes, done) => {
        calls += 1;
        if (calls === 1) {
          done(Object.assign(new Error('full'), { code: 'EAGAIN' }), 0);
        } else if (calls === 2) {
          // Half of the bytes only.
          fs.write(fd, bytes.subarray(0, 10), (error, written) => done(error, written));
        } else {
          fs.write(fd, bytes, done);
        }
      },
    });
    output.write(line(1));
    output.write(line(2));
    await settled(output);
    expect(calls).toBe(3);
    expect(file.read()).toBe(line(1) + line(2));
    fs.closeSync(file.fd);
  });

  it('stops writing once the reader has gone, without throwing at whoever logs', async () => {
    let calls = 0;
    const output = new LogOutput(99, {
      write: (_fd, _bytes, done) => {
        calls += 1;
        done(Object.assign(new Error('gone'), { code: 'EPIPE' }), 0);
      },
    });
    output.write(line(1));
    await settled(output);
    expect(() => output.write(line(2))).not.toThrow();
    await settled(output);
    expect(calls).toBe(1);
    expect(output.pendingLines).toBe(0);
  });

  it('drops lines past its limit while the reader is stuck, and says how many once it catches up', async () => {
    const file = temporaryFile();
    let release: (() => void) | undefined;
    const output = new LogOutput(file.fd, {
      maxPendingChars: 3 * line(0).length,
      write: (fd, bytes, done) => {
        if (!release) release = () => fs.write(fd, bytes, done);
        else fs.write(fd, bytes, done);
      },
    });
    output.write(line(0));
    await turn();
    // line 0 is in flight and stuck; three more fit, two do not.
    for (let index = 1; index <= 5; index += 1) output.write(line(index));
    release?.();
    await settled(output);
    const written = file.read().trimEnd().split('\n');
    expect(written.slice(0, 4)).toEqual([0, 1, 2, 3].map((index) => line(index).trimEnd()));
    expect(JSON.parse(written[4] ?? '')).toMatchObject({ level: 40, dropped: 2 });
    expect(written).toHaveLength(5);
    fs.closeSync(file.fd);
  });

  it('writes what is still waiting when the process exits, through a real pipe', () => {
    const script = `
      import { standardOutputLog } from ${JSON.stringify(path.join(import.meta.dirname, 'log-output.ts'))};
      const output = standardOutputLog();
      for (let index = 0; index < 2000; index += 1) output.write('line ' + index + '\\n');
      process.exit(0);
    `;
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
      },
    );
    expect(child.status).toBe(0);
    const lines = child.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2000);
    expect(lines[0]).toBe('line 0');
    expect(lines[1999]).toBe('line 1999');
  });

  it('writes what waits at once when asked, the rest of a partial write and after a full pipe', () => {
    const file = temporaryFile();
    const sizes: number[] = [];
    let calls = 0;
    const output = new LogOutput(file.fd, {
      writeNow: (fd, bytes) => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('full'), { code: 'EAGAIN' });
        sizes.push(bytes.length);
        return fs.writeSync(fd, bytes.subarray(0, calls === 2 ? 7 : bytes.length));
      },
    });
    output.write(line(1));
    output.write(line(2));
    let flushed = false;
    output.flush(() => {
      flushed = true;
    });
    expect(flushed).toBe(true);
    expect(file.read()).toBe(line(1) + line(2));
    expect(sizes).toEqual([
      Buffer.byteLength(line(1) + line(2)),
      Buffer.byteLength(line(1) + line(2)) - 7,
    ]);
    expect(output.pendingLines).toBe(0);
    fs.closeSync(file.fd);
  });

  it('gives up writing at once on an error other than a full pipe, and after a thousand tries on a full one', () => {
    for (const [code, tries] of [
      ['EBADF', 1],
      ['EAGAIN', 1000],
    ] as const) {
      let calls = 0;
      const output = new LogOutput(99, {
        writeNow: () => {
          calls += 1;
          throw Object.assign(new Error(code), { code });
        },
      });
      output.write(line(1));
      output.flushSync();
      expect(calls).toBe(tries);
    }
  });

  it('writes what waits when the process it belongs to exits, and standard output has one', () => {
    const file = temporaryFile();
    const events = new EventEmitter();
    const output = flushedOnExit(new LogOutput(file.fd), events);
    output.write(line(1));
    expect(file.read()).toBe('');
    events.emit('exit');
    expect(file.read()).toBe(line(1));
    expect(standardOutputLog()).toBe(standardOutputLog());
    fs.closeSync(file.fd);
  });
});
