import type { Config } from '../config/config-schema.ts';

/** A link into the web app that e-mails point at, carrying its one-time key. The parameter is
 * `key`, not `token`: the web app treats `?token=` in its address as "sign in with this". */
export function publicLink(config: Config, path: string, key: string): string {
  return `${config.PUBLIC_BASE_URL.replace(/\/$/, '')}${path}?key=${key}`;
}
