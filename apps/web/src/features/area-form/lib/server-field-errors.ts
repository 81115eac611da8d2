import type { Item } from '@csa/questionnaire';

/** The server's field errors for the questions shown, by item id. The server names the field
 * by its path in dirtyFields (`dirtyFields.area.answers.itemId`) and starts its message with
 * that path, which means nothing to a resident, so it is cut off. */
export function serverFieldErrors(
  items: readonly Item[],
  fieldErrors: Record<string, string>,
): Record<string, string> {
  const byItem: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const item = items.find(
      (candidate) => field === candidate.id || field.endsWith(`.${candidate.id}`),
    );
    const prefix = `${field}: `;
    if (item)
      byItem[item.id] ??= message.startsWith(prefix) ? message.slice(prefix.length) : message;
  }
  return byItem;
}
