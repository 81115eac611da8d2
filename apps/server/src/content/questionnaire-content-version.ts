import { createHash } from 'node:crypto';
import type { Pathway } from '@csa/questionnaire';

const versions = new WeakMap<Pathway, string>();

/**
 * The questionnaire content's version as a submission records it: the first 16 hex digits of
 * the SHA-256 of the pathway's content. The content ships with the code, so a release that
 * changes a question changes the hash, and one that does not keeps it.
 */
export function questionnaireContentVersion(pathway: Pathway): string {
  let version = versions.get(pathway);
  if (version === undefined) {
    version = createHash('sha256').update(JSON.stringify(pathway)).digest('hex').slice(0, 16);
    versions.set(pathway, version);
  }
  return version;
}
