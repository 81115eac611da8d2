import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler.ts';
import { webAppPlugin } from './web-app.ts';

/** A built web app: its page, a hashed asset with its compressed copy, and a file outside
 * assets/. */
function webBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csa-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), 'compressed');
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  return dist;
}

async function appServing(distDir: string) {
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(webAppPlugin, { distDir });
  app.get('/internal/v1/thing', async () => ({ ok: true }));
  return app;
}

const isApp = (response: { statusCode: number; body: string }) =>
  response.statusCode === 200 && response.body.includes('<title>app</title>');

describe('the web app plugin', () => {
  it('never answers an unknown API path with the app, whatever the client accepts', async () => {
    const app = await appServing(webBuild());
    for (const url of [
      '/internal/v1/gone',
      '/auth/gone',
      '/dev/gone',
      '/openapi.json',
      '/config.json',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors, url).toEqual([
        { error: 'Item was not found', code: 'NOT_FOUND' },
      ]);
    }
    await app.close();
  });

  it('gives the app to pages, with a query or by HEAD, but not to other methods or missing files', async () => {
    const app = await appServing(webBuild());
    // A query that ends like a file name (an e-mail address) still asks for a page.
    const page = await app.inject({ url: '/sign-in?email=someone@example.org' });
    expect(isApp(page)).toBe(true);
    expect(page.headers['cache-control']).toBe('no-cache');
    const head = await app.inject({ method: 'HEAD', url: '/assessment/CSA' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    const posted = await app.inject({ method: 'POST', url: '/assessment/CSA' });
    expect(posted.statusCode).toBe(404);
    expect(posted.json().message).toBe('Cannot POST server returned 404');
    expect((await app.inject('/images/logo.PNG')).statusCode).toBe(404);
    // Only a name at the end of the path makes it a file: a dot earlier is part of a page's path.
    expect(isApp(await app.inject('/help/v1.2/contact'))).toBe(true);
    await app.close();
  });

  it('answers JSON-only clients with the JSON 404, others with the app', async () => {
    const app = await appServing(webBuild());
    const accepting = async (accept: string) =>
      app.inject({ url: '/assessment/CSA', headers: { accept } });
    for (const jsonOnly of [
      'application/json',
      'Application/JSON',
      'application/problem+json, application/json;q=0.9',
    ]) {
      expect((await accepting(jsonOnly)).statusCode, jsonOnly).toBe(404);
    }
    for (const other of ['text/html', 'application/json, text/html;q=0.8', 'text/jsonish']) {
      expect(isApp(await accepting(other)), other).toBe(true);
    }
    await app.close();
  });

  it('caches hashed assets for a year, sends their compressed copy, and revalidates other files', async () => {
    const app = await appServing(webBuild());
    const asset = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.body).toBe('compressed');
    const robots = await app.inject('/robots.txt');
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('without a build answers every unknown path with the JSON 404', async () => {
    const app = await appServing(fs.mkdtempSync(path.join(os.tmpdir(), 'csa-no-web-')));
    const response = await app.inject({ url: '/assessment/CSA', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Item was not found');
    await app.close();
  });
});
