import type { AreaProgress, DirtyFields } from '@csa/contracts';
import type { Topic } from '../content-schema.ts';
import { isAreaComplete } from './page-errors.ts';

export function isStoredAreaComplete(topic: Topic, fields: DirtyFields): boolean {
  return isAreaProgressComplete(topic, fields[topic.id]);
}

/** Whether an area's saved progress completes it: marked complete when saved, and rechecked
 * against today's content, since an answer saved under older content may no longer complete
 * the area. */
export function isAreaProgressComplete(topic: Topic, progress: AreaProgress | undefined): boolean {
  return progress !== undefined && progress.isComplete && isAreaComplete(topic, progress.answers);
}
