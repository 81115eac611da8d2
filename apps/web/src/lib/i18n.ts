import enGB from '../locales/en-GB.json';

/**
 * British English is the only language shipped; the optional translate widget covers others.
 * Keys follow the spec (`nav.account`) and `{{name}}` placeholders are filled in.
 *
 * A lookup in the bundled strings rather than i18next: with one language, no plurals and no
 * loading, the library was 17 KB of the first page's script and work before the first render
 * (decision 0070).
 */
type Strings = { [key: string]: string | string[] | Strings };

function lookUp(key: string): Strings[string] | undefined {
  let node: Strings[string] | undefined = enGB;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** The string at `key` with its placeholders filled in; the key itself when it is missing, so
 * a gap shows up on screen and in tests instead of a blank. */
export function translate(key: string, values: Record<string, string | number> = {}): string {
  const found = lookUp(key);
  if (typeof found !== 'string') return key;
  return found.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The list of strings at `key` (the home page's numbered steps). */
export function translateList(key: string): string[] {
  const found = lookUp(key);
  return Array.isArray(found) ? found : [];
}

const translation = { t: translate };

/** The hook the components use; the strings never change while the page is open. */
export function useTranslation(): { t: typeof translate } {
  return translation;
}
