import { type Config, ConfigurationError, loadConfig } from '../config/index.ts';

/** For process entry points: the configuration, or every problem printed and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
