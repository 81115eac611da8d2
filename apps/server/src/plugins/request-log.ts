import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request at info level, written once it has been answered, with its method,
 * path, status and time (docs/operations.md). Fastify's own controller wrote two, one as the
 * request came in and one when it was answered; at the default level they cost a resident's
 * read about 17 µs under load, one line about 8 to 10 µs (docs/decisions/0060, "Every request:
 * session, headers, serializer, log output"), most of it pino's destination's.
 * The incoming line is still there at debug level, for a request that never finishes.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
