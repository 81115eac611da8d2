import { z } from 'zod';
import type { Pathway } from '../content-schema.ts';
import { isVideoItem, itemsInOrder } from '../engine/index.ts';

/**
 * A council's own video ids, one per video item, kept outside the content so recording a
 * video is a configuration change (questionnaire.md §7: "Videos are embedded by an id").
 * Keys are `topicId/itemId` (topic ids are unique across CSA and CARERS); values are the
 * player's video id. Items without an entry show their transcript only.
 */
export const videoIdsFileSchema = z
  .object({
    schemaVersion: z.literal(1),
    videos: z.record(
      z.string().regex(/^[A-Za-z0-9]+\/[A-Za-z0-9]+$/, 'keys are topicId/itemId'),
      z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a video id is 1 to 64 letters, digits, - or _'),
    ),
  })
  .strict();
export type VideoIdsFile = z.infer<typeof videoIdsFileSchema>;

export const videoKey = (topicId: string, itemId: string) => `${topicId}/${itemId}`;

/** Every problem with a video ids file against the content, in words an operator can act on;
 * [] means it can be used. */
export function videoIdsProblems(file: unknown, pathways: readonly Pathway[]): string[] {
  const parsed = videoIdsFileSchema.safeParse(file);
  if (!parsed.success) {
    return parsed.error.issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
    );
  }
  const videoItems = new Set(
    pathways.flatMap((pathway) =>
      pathway.topics.flatMap((topic) =>
        itemsInOrder(topic)
          .filter(({ item }) => isVideoItem(item))
          .map(({ item }) => videoKey(topic.id, item.id)),
      ),
    ),
  );
  return Object.keys(parsed.data.videos)
    .filter((key) => !videoItems.has(key))
    .map((key) => `videos.${key}: is not a video item of the questionnaire`);
}
