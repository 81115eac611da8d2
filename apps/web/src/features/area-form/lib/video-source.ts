import type { RuntimeConfig } from '@csa/contracts';
import { videoKey, type Item } from '@csa/questionnaire';

/**
 * The player address for a video item, or null when there is nothing to embed. The id comes
 * from the council's VIDEO_IDS_FILE (by `topicId/itemId`), else from the content, which holds
 * an empty id until the council records its own video. A `youtube` item always plays
 * on YouTube's no-cookie domain; a `spotlightr` item plays on the player the council
 * configured, which is also the only one its Content-Security-Policy lets the page frame.
 */
export function videoSource(
  item: Pick<Item, 'id' | 'type' | 'options'>,
  config: Pick<RuntimeConfig, 'videoPlayer' | 'spotlightrBaseUrl' | 'videoIds'>,
  topicId: string,
): string | null {
  const videoId = (config.videoIds[videoKey(topicId, item.id)] ?? item.options[0])?.trim();
  if (!videoId) return null;
  const id = encodeURIComponent(videoId);
  if (item.type === 'youtube' || config.videoPlayer === 'youtube') {
    return `https://www.youtube-nocookie.com/embed/${id}`;
  }
  return config.spotlightrBaseUrl ? `${config.spotlightrBaseUrl}${id}` : null;
}
