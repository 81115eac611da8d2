/**
 * The form library reads a radio group with nothing chosen as null, not '' (a keyboard user
 * who tabs through the optional Gender radios leaves it so). Every form value is typed as a
 * string, so this puts '' back in place of null, at any depth, before the values are checked,
 * saved or restored from a draft.
 */
export function nullsAsEmpty<T>(value: T): T {
  if (value === null) return '' as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => nullsAsEmpty(entry)) as T;
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, entry]) => [
        key,
        nullsAsEmpty(entry),
      ]),
    ) as T;
  }
  return value;
}
