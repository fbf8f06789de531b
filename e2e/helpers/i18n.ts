import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Tree = { [key: string]: string | Tree };
export type Lang = 'en' | 'sv' | 'dk' | 'de' | 'no' | 'fi';
const LANGS = ['en', 'sv', 'dk', 'de', 'no', 'fi'] as const;

/** An app's texts as the app sees them: its own bundle laid over the shared components' texts. */
function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] = typeof value === 'object' && typeof below === 'object' ? merge(below, value) : value;
  }
  return out;
}

const load = (app: 'web' | 'backoffice') =>
  Object.fromEntries(
    LANGS.map((l) => [
      l,
      merge(require(`../../packages/ui/src/locales/${l}.json`) as Tree, require(`../../apps/${app}/src/locales/${l}.json`) as Tree),
    ]),
  ) as Record<Lang, Tree>;

const bundles = { web: load('web'), backoffice: load('backoffice') };

function translate(app: keyof typeof bundles, lang: Lang, key: string, values: Record<string, string | number>): string {
  const lookup = (path: string) => {
    let node: string | Tree | undefined = bundles[app][lang];
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return node;
  };
  let node = lookup(key);
  // Plural keys, as i18next picks them for these languages.
  if (node === undefined && typeof values['count'] === 'number') node = lookup(`${key}_${values['count'] === 1 ? 'one' : 'other'}`);
  if (typeof node !== 'string') throw new Error(`No text for ${key} in ${lang} (${app})`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The text the dealer portal shows for a key, so specs find controls by what users read. */
export const t = (lang: Lang, key: string, values: Record<string, string | number> = {}) => translate('web', lang, key, values);

/** The text the back office shows for a key. */
export const tb = (lang: Lang, key: string, values: Record<string, string | number> = {}) => translate('backoffice', lang, key, values);
