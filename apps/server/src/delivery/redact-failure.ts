import { redactPersonalData } from '../errors/index.ts';

/**
 * An error as it may be stored on a job and shown to operators: mail servers and HTTP clients
 * quote addresses and numbers back in their errors, and a job's last error must never carry a
 * resident's e-mail address or phone number.
 */
export function redactFailure(step: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${step}: ${redactPersonalData(message)}`.slice(0, 500);
}
