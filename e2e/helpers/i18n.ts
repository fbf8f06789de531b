import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Tree = { [key: string]: string | Tree };
export type Lang = 'en' | 'sv' | 'dk' | 'de' | 'no' | 'fi';

const bundles = Object.fromEntries(
  (['en', 'sv', 'dk', 'de', 'no', 'fi'] as const).map((l) => [l, require(`../../apps/web/src/locales/${l}.json`) as Tree]),
) as Record<Lang, Tree>;

/** The text the portal shows for a key, so specs find controls by what users read. */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const lookup = (path: string) => {
    let node: string | Tree | undefined = bundles[lang];
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return node;
  };
  let node = lookup(key);
  // Plural keys, as i18next picks them for these languages.
  if (node === undefined && typeof values['count'] === 'number') node = lookup(`${key}_${values['count'] === 1 ? 'one' : 'other'}`);
  if (typeof node !== 'string') throw new Error(`No text for ${key} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
