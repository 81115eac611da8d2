import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServiceProcess } from './testing/start-service-process.ts';

describe('server process', () => {
  it('refuses to start with bad configuration and lists every problem', async () => {
    const { exited, output } = startServiceProcess('server', {
      PORT: 'eighty',
      SUPPORTED_FORM_TYPES: 'DOGS',
    });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT');
    expect(output()).toContain('SUPPORTED_FORM_TYPES');
  });

  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-process-'));
    // At debug level the server logs each request as it arrives, and its own shutdown: the
    // test waits for those lines instead of guessing how long each step takes.
    const server = startServiceProcess('server', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
    });
    const port = await server.listeningPort;

    // A request whose body is still arriving is in flight: send half, signal, send the rest.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const body = JSON.stringify({ note: 'x'.repeat(200) });
    socket.write(
      `POST /internal/v1/not-a-route HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 50)}`,
    );
    await server.waitForOutput('incoming request');
    server.child.kill('SIGTERM');
    await server.waitForOutput('shutting down');
    socket.write(body.slice(50));
    await closed;

    expect(response).toMatch(/^HTTP\/1\.1 404/);
    expect(response).toContain('Cannot POST server returned 404');
    expect(await server.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
