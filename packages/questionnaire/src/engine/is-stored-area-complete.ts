import type { DirtyFields } from '@csa/contracts';
import type { Topic } from '../content-schema.ts';
import { isAreaComplete } from './page-errors.ts';

export function isStoredAreaComplete(topic: Topic, fields: DirtyFields): boolean {
  const progress = fields[topic.id];
  // Rechecked against today's content: an answer saved under older content may no longer
  // complete the area.
  return progress !== undefined && progress.isComplete && isAreaComplete(topic, progress.answers);
}
