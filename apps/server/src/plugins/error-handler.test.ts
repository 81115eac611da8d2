import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { logLines } from '../testing/index.ts';
import { errorHandlerPlugin, sendNotFound } from './error-handler.ts';

/** The error handler alone, with routes that fail in each way it tells apart, and its log. */
async function appWithErrors() {
  const log = logLines();
  const app = Fastify({ logger: { level: 'info', stream: log.stream }, bodyLimit: 1024 });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.setValidatorCompiler(validatorCompiler);
  typed.setSerializerCompiler(serializerCompiler);
  await typed.register(errorHandlerPlugin);
  typed.setNotFoundHandler(sendNotFound);
  typed.post(
    '/items',
    {
      schema: {
        body: z.object(
          {
            name: z.string().min(2, 'name too short'),
            size: z.object({ count: z.number('count must be a number') }),
          },
          'send an item',
        ),
      },
    },
    async () => ({ ok: true }),
  );
  typed.get('/refused', async () => {
    throw new AppError(409, 'CONFLICT', 'Already taken');
  });
  typed.get('/unstorable', async () => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
  });
  typed.get('/teapot', async () => {
    throw Object.assign(new Error('no coffee here'), { statusCode: 418 });
  });
  typed.get('/coded-teapot', async () => {
    throw Object.assign(new Error('no coffee here'), { statusCode: 418, code: 'TEAPOT' });
  });
  typed.post('/parsed-late', async () => {
    throw Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 });
  });
  typed.get('/limited', async () => {
    throw Object.assign(new Error('limited'), { statusCode: 429 });
  });
  typed.get('/boom', async () => {
    throw new Error('secret internal detail');
  });
  return { app: typed, log };
}

describe('the error handler', () => {
  it('names each invalid field by its dotted path, and a whole-body problem without one', async () => {
    const { app } = await appWithErrors();
    const fields = await app.inject({
      method: 'POST',
      url: '/items',
      payload: { name: 'a', size: { count: 'many' } },
    });
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({
      status: 400,
      method: 'POST',
      errors: [
        { error: 'name: name too short', field: 'name', code: 'INVALID' },
        { error: 'size.count: count must be a number', field: 'size.count', code: 'INVALID' },
      ],
      message: 'name: name too short, size.count: count must be a number',
    });
    const whole = await app.inject({ method: 'POST', url: '/items', payload: [1] });
    expect(whole.json().errors).toEqual([{ error: 'send an item', code: 'INVALID' }]);
    await app.close();
  });

  it("sends an AppError's status and entries as they are", async () => {
    const { app } = await appWithErrors();
    const response = await app.inject('/refused');
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      status: 409,
      method: 'GET',
      errors: [{ error: 'Already taken', code: 'CONFLICT' }],
      message: 'Already taken',
    });
    await app.close();
  });

  it('answers text PostgreSQL cannot store as a bad request, logged below error level', async () => {
    const { app, log } = await appWithErrors();
    const response = await app.inject('/unstorable');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { error: 'The request contains characters that are not allowed.', code: 'BAD_CHARACTERS' },
    ]);
    expect(log.lines.filter((line) => line.msg === 'request with unstorable characters')).toEqual([
      expect.objectContaining({ level: 30, err: expect.objectContaining({ code: '22021' }) }),
    ]);
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);
    await app.close();
  });

  it('passes on the message and code of other client errors, BAD_REQUEST when there is no code', async () => {
    const { app } = await appWithErrors();
    const plain = await app.inject('/teapot');
    expect(plain.statusCode).toBe(418);
    expect(plain.json().errors).toEqual([{ error: 'no coffee here', code: 'BAD_REQUEST' }]);
    const coded = await app.inject('/coded-teapot');
    expect(coded.json().errors).toEqual([{ error: 'no coffee here', code: 'TEAPOT' }]);
    await app.close();
  });

  it('says in plain words what was wrong with a body Fastify could not read', async () => {
    const { app } = await appWithErrors();
    const post = (headers: Record<string, string>, payload: string, url = '/items') =>
      app.inject({ method: 'POST', url, headers, payload });
    const json = { 'content-type': 'application/json' };
    const answers = [
      await post({ 'content-type': 'text/csv' }, 'a,b'),
      await post(json, JSON.stringify({ name: 'x'.repeat(2000) })),
      await post(json, '{"name": '),
      await post(json, '{}', '/parsed-late'),
    ];
    expect(
      answers.map((answer) => [answer.statusCode, answer.json<{ errors: unknown[] }>().errors]),
    ).toEqual([
      [
        415,
        [
          {
            error: 'Unsupported content type: send application/json.',
            code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
          },
        ],
      ],
      [413, [{ error: 'The request is too large.', code: 'FST_ERR_CTP_BODY_TOO_LARGE' }]],
      [
        400,
        [{ error: 'The request body is not valid JSON.', code: 'FST_ERR_CTP_INVALID_JSON_BODY' }],
      ],
      [400, [{ error: 'The request body is not valid JSON.', code: 'BAD_REQUEST' }]],
    ]);
    for (const answer of answers) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    await app.close();
  });

  it('says an empty JSON body is empty', async () => {
    const { app } = await appWithErrors();
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        error: 'The request body is empty but JSON was declared.',
        code: 'FST_ERR_CTP_EMPTY_JSON_BODY',
      },
    ]);
    await app.close();
  });

  it('answers a rate limit with a wait-and-retry message', async () => {
    const { app } = await appWithErrors();
    const response = await app.inject('/limited');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      status: 429,
      method: 'GET',
      errors: [
        { error: 'Too many attempts. Please wait a minute and try again.', code: 'RATE_LIMITED' },
      ],
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    await app.close();
  });

  it('logs a server fault at error level with its cause, and sends none of it', async () => {
    const { app, log } = await appWithErrors();
    const response = await app.inject('/boom');
    expect(response.json()).toEqual({
      status: 500,
      method: 'GET',
      errors: [{ error: 'Server returned an error.', code: 'INTERNAL' }],
      message: 'Server returned an error.',
    });
    expect(log.lines.filter((line) => line.msg === 'request failed')).toEqual([
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: 'secret internal detail' }),
      }),
    ]);
    await app.close();
  });

  it('says not found to reads, and which method found nothing to writes', async () => {
    const { app } = await appWithErrors();
    for (const method of ['GET', 'OPTIONS'] as const) {
      const response = await app.inject({ method, url: '/nothing' });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().errors, method).toEqual([
        { error: 'Item was not found', code: 'NOT_FOUND' },
      ]);
    }
    const head = await app.inject({ method: 'HEAD', url: '/nothing' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
    // HEAD's headers are those of the answer it leaves out: a read's not-found.
    const headAnswer = {
      status: 404,
      method: 'HEAD',
      errors: [{ error: 'Item was not found', code: 'NOT_FOUND' }],
      message: 'Item was not found',
    };
    expect(head.headers['content-length']).toBe(String(JSON.stringify(headAnswer).length));
    const deleted = await app.inject({ method: 'DELETE', url: '/nothing' });
    expect(deleted.json().message).toBe('Cannot DELETE server returned 404');
    await app.close();
  });
});
