import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { defaultErrorMessage, type ErrorEntry, type ErrorResponse } from '@csa/contracts';
import { AppError } from '../errors/index.ts';

function send(reply: FastifyReply, request: FastifyRequest, status: number, errors: ErrorEntry[]) {
  const body: ErrorResponse = {
    status,
    method: request.method,
    errors,
    message: errors.map((entry) => entry.error).join(', ') || defaultErrorMessage,
  };
  return reply.code(status).type('application/json').send(body);
}

/** Zod issue paths become dotted field names (`dirtyFields.personalHygiene.answers`). */
function fieldErrors(issues: ZodFastifySchemaValidationError[]): ErrorEntry[] {
  return issues.map((issue) => {
    // Stryker disable next-line Regex: the type provider's instancePath always starts with '/', so the first '/' is the leading one
    const location = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // Stryker disable next-line StringLiteral: zod gives every issue a message; Fastify's type leaves it optional
    const message = issue.message ?? 'Invalid value';
    return location
      ? { error: `${location}: ${message}`, field: location, code: 'INVALID' }
      : { error: message, code: 'INVALID' };
  });
}

/** PostgreSQL's SQLSTATEs for text it cannot store (a NUL byte, an untranslatable character):
 * the value came from the client, so it is a bad request, not a fault. SQLite stores them. */
const unstorableTextCodes = new Set(['22021', '22P05']);

/**
 * One error handler for the whole API: every failure leaves in the spec's error shape
 * (status, method, errors, message). Client mistakes say what is wrong; server faults are
 * logged with the request id and their internals are never sent.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return send(reply, request, error.statusCode, error.errors);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(reply, request, 400, fieldErrors(error.validation));
      }
      if (unstorableTextCodes.has(String((error as { code?: unknown }).code))) {
        request.log.info({ err: error }, 'request with unstorable characters');
        return send(reply, request, 400, [
          {
            error: 'The request contains characters that are not allowed.',
            code: 'BAD_CHARACTERS',
          },
        ]);
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return send(reply, request, 429, [
          { error: 'Too many attempts. Please wait a minute and try again.', code: 'RATE_LIMITED' },
        ]);
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large.
        const message =
          error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type: send application/json.'
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'The request is too large.'
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'The request body is empty but JSON was declared.'
                : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
                  ? 'The request body is not valid JSON.'
                  : error.message;
        return send(reply, request, status, [
          { error: message, code: error.code ?? 'BAD_REQUEST' },
        ]);
      }
      // A client that has gone (reset, malformed body) cannot be answered, and whatever failed
      // because it left is its doing, not a fault to page anyone about.
      if (request.raw.socket?.destroyed) {
        request.log.info({ err: error }, 'request failed after the client went away');
      } else {
        request.log.error({ err: error }, 'request failed');
      }
      return send(reply, request, 500, [{ error: defaultErrorMessage, code: 'INTERNAL' }]);
    });
  },
  { name: 'error-handler' },
);

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const method = request.method.toUpperCase();
  const message = ['GET', 'HEAD', 'OPTIONS'].includes(method)
    ? 'Item was not found'
    : `Cannot ${method} server returned 404`;
  return send(reply, request, 404, [{ error: message, code: 'NOT_FOUND' }]);
}
