import { environmentSchema, type Config } from './config-schema.ts';

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** Parses the environment once. Empty strings count as "not set" so that `PORT=` in a .env
 * file falls back to the default instead of failing. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(environmentSchema.shape);
  const relevant: Record<string, string> = {};
  for (const key of known) {
    const value = environment[key];
    if (value !== undefined && !(value === '' && key !== 'SUPPORTED_FORM_TYPES')) {
      relevant[key] = value;
    }
  }
  const result = environmentSchema.safeParse(relevant);
  if (!result.success) {
    throw new ConfigurationError(
      // Stryker disable next-line StringLiteral: every setting is a top-level key, so a path never has a second part to join
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return result.data;
}
