import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isFirstScreenText, pickTexts } from './src/lib/first-screen-texts';
// Read by path, as Vite bundles its config with what it imports.
import { mergeTexts, type Texts } from '../../packages/ui/src/texts';

const SPLIT = /[\\/]src[\\/]locales[\\/](\w+)\.json\?(first|later)$/;

// Not @portal/ui's flattenLocale: Vite bundles its config without the workspace's packages, which it leaves to Node.
const flatKeys = (texts: Texts, path = ''): string[] =>
  Object.entries(texts).flatMap(([name, value]) => (typeof value === 'string' ? [`${path}${name}`] : flatKeys(value, `${path}${name}.`)));

/**
 * The texts a chunk's code names: its string literals that are a key, a key without its plural ending, or (built on at
 * run time, as `status.${code}`) the start of keys.
 */
export function textsNamed(code: string, keys: readonly string[]): string[] {
  const named = new Set<string>();
  for (const [, literal] of code.matchAll(/["'`]([a-z][\w-]*\.[\w.-]*)(?=["'`]|\$\{)/g)) {
    const matches = literal!.endsWith('.')
      ? keys.filter((key) => key.startsWith(literal!))
      : keys.filter((key) => key === literal || key.startsWith(`${literal}_`));
    for (const key of matches) named.add(key);
  }
  return [...named];
}

/**
 * Splits each language's texts into the first screens' and the rest: `locales/xx.json?first` and `?later` hold the
 * keys of FIRST_SCREEN_TEXTS and all others. The first part holds the shared components' texts as well (`shared`, the
 * folder of their locale files), laid under the app's: a language's first texts are one file. Fails the build when
 * the entry or the named chunks (what shows before the later screens' texts have loaded) name a text outside the
 * first ones: it would show as its key.
 */
export function splitTexts({ reference, shared, chunks }: { reference: string; shared: string; chunks: string[] }): Plugin {
  let root = '.';
  return {
    name: 'portal-split-texts',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const [, language, part] = SPLIT.exec(id) ?? [];
      if (!language || !part) return null;
      const first = part === 'first';
      let texts = pickTexts(JSON.parse(code) as Texts, (key) => isFirstScreenText(key) === first);
      if (first) {
        const file = path.resolve(root, shared, `${language}.json`);
        this.addWatchFile(file);
        texts = mergeTexts(JSON.parse(fs.readFileSync(file, 'utf8')) as Texts, texts);
      }
      // A module of its own (the JSON loader takes only plain .json addresses); JSON.parse reads faster than a literal.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`, map: null };
    },
    generateBundle(_options, bundle) {
      const keys = flatKeys(JSON.parse(fs.readFileSync(path.resolve(root, reference), 'utf8')) as Texts);
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !(item.isEntry || chunks.includes(item.name))) continue;
        const later = textsNamed(item.code, keys).filter((key) => !isFirstScreenText(key));
        if (later.length > 0) {
          this.error(`${item.name} names texts the first screens do not load: ${later.join(', ')}; add them to FIRST_SCREEN_TEXTS`);
        }
      }
    },
  };
}
