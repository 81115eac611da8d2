import { redactPersonalData } from './redact-personal-data.ts';

/** Fields of an error that say what went wrong without saying to whom. */
interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  /** Empty for a value thrown that was not an Error. */
  stack: string;
  code?: string | number;
  statusCode?: number;
  cause?: LoggedError;
}

/** Causes followed at most this deep: a chain is short, and a cycle must not loop. */
const maxCauseDepth = 3;

/**
 * The logger's `err` serializer. pino's own copies every enumerable field of an error, and the
 * clients the service sends through keep what they were given on theirs: nodemailer the
 * rejected recipients and the relay's reply quoting them, axios (under GOV.UK Notify's client)
 * the request's body, with the message and its link or code, and its headers, with the API
 * key. This keeps the type, the message and stack with personal data taken out, and the codes
 * an operator acts on; nothing else.
 */
export function safeErrorSerializer(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: redactPersonalData(String(error)), stack: '' };
  }
  const { code, statusCode, status } = error as {
    code?: unknown;
    statusCode?: unknown;
    status?: unknown;
  };
  const httpStatus = typeof statusCode === 'number' ? statusCode : status;
  return {
    type: error.constructor.name || error.name,
    message: redactPersonalData(error.message),
    stack: redactPersonalData(error.stack ?? ''),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof httpStatus === 'number' ? { statusCode: httpStatus } : {}),
    ...(error.cause !== undefined && depth < maxCauseDepth
      ? { cause: safeErrorSerializer(error.cause, depth + 1) }
      : {}),
  };
}
