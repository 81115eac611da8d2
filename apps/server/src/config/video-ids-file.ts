import fs from 'node:fs';
import { z } from 'zod';
import { videoIdsFileSchema, videoIdsProblems } from '@csa/questionnaire';
import { pathways } from '@csa/questionnaire/content';

/**
 * VIDEO_IDS_FILE: the council's video ids (see docs/configuration.md, "Questionnaire videos"), read and checked
 * against the questionnaire once at start-up. Every problem stops the service, listed with the
 * rest of the configuration's. Empty means no videos: each video page shows its transcript.
 */
export const videoIdsFileSetting = z
  .string()
  .default('')
  .transform((file, context): Record<string, string> => {
    if (!file) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`,
      });
      return z.NEVER;
    }
    const problems = videoIdsProblems(parsed, pathways);
    for (const problem of problems)
      context.addIssue({ code: 'custom', message: `${file}: ${problem}` });
    return problems.length > 0 ? z.NEVER : videoIdsFileSchema.parse(parsed).videos;
  });
