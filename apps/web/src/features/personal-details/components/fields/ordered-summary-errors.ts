import type { SummaryError } from '../../../../components/ui/error-summary.tsx';
import { fieldId } from '../../../../components/ui/form/field-parts.tsx';

/** Where a field's error link should land: the first input of a date or the address search. */
export type ErrorTarget = (path: string) => string;

/** The form's errors (keyed by field path) as summary entries in the order the fields appear
 * on the page; unknown paths go last. */
export function orderedSummaryErrors(
  errors: Record<string, string>,
  order: string[],
  targetOf: ErrorTarget = fieldId,
): (SummaryError & { path: string })[] {
  return Object.entries(errors)
    .sort(([a], [b]) => rank(order, a) - rank(order, b))
    .map(([path, message]) => ({ path, message, targetId: targetOf(path) }));
}

function rank(order: string[], path: string): number {
  const index = order.findIndex((prefix) => path === prefix || path.startsWith(`${prefix}.`));
  return index === -1 ? order.length : index;
}
