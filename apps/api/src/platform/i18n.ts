import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pickLanguage as pickTag, type Language } from '@portal/contracts/languages';

/**
 * The few pages the server renders itself (sign-out, sign-in errors) take
 * their texts from the web app's locale files, so every text lives in one place.
 */
// From the sources, the web app's own files; built, the copies the build puts in dist/locales/web.
const BUILT = fileURLToPath(import.meta.url).includes(`${path.sep}dist${path.sep}`);
const LOCALES_DIR = new URL(BUILT ? '../locales/web/' : '../../../web/src/locales/', import.meta.url);
/** The portal's languages (en, sv, dk, de, no, fi), defined once in the contracts. */
export type ServerLanguage = Language;

type Tree = { [key: string]: string | Tree };
const cache = new Map<ServerLanguage, Tree>();

function load(lang: ServerLanguage): Tree {
  let tree = cache.get(lang);
  if (!tree) {
    tree = JSON.parse(readFileSync(new URL(`${lang}.json`, LOCALES_DIR), 'utf8')) as Tree;
    cache.set(lang, tree);
  }
  return tree;
}

export function translate(lang: ServerLanguage, key: string): string {
  let node: string | Tree | undefined = load(lang);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : lang === 'en' ? key : translate('en', key);
}

/**
 * The first supported language among ui_locales (BCP 47 tags separated by spaces, in order of
 * preference: da-DK is Danish, nb and nn Norwegian; the portal's own code dk is taken too), else
 * `fallback`: Swedish, the portal's default, unless the caller knows better.
 */
export function pickLanguage(uiLocales: unknown, fallback: ServerLanguage = 'sv'): ServerLanguage {
  const wanted = typeof uiLocales === 'string' ? uiLocales.split(' ').filter(Boolean) : [];
  return pickTag(
    wanted.map((tag) => (tag.toLowerCase() === 'dk' ? 'da' : tag)),
    fallback,
  );
}

/**
 * The languages of an Accept-Language header, most wanted first: by their q weight (1 when
 * none is given), in the order written when weights are equal; q=0 means "not this one".
 */
export function acceptedLanguages(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The portal language a request is written for: the first language of its Accept-Language that
 * the portal speaks (the apps send their UI language, a browser its user's languages), else Swedish.
 */
export function requestLanguage(acceptLanguage: string | undefined): ServerLanguage {
  return pickTag(acceptedLanguages(acceptLanguage), 'sv');
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// The back office's own texts (an export's header names the list's columns as the screen does):
// from its locale files, copied beside the built API as dist/locales/backoffice.
const STAFF_LOCALES_DIRS = [
  new URL(BUILT ? '../locales/backoffice/' : '../../../backoffice/src/locales/', import.meta.url),
  new URL(BUILT ? '../locales/ui/' : '../../../../packages/ui/src/locales/', import.meta.url),
];
const staffCache = new Map<ServerLanguage, Tree[]>();

const lookUp = (tree: Tree, key: string) => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** A back-office text (its own, or its shared components') in the language, English where it has none. */
export function translateStaff(lang: ServerLanguage, key: string): string {
  let trees = staffCache.get(lang);
  if (!trees) {
    trees = STAFF_LOCALES_DIRS.map((dir) => JSON.parse(readFileSync(new URL(`${lang}.json`, dir), 'utf8')) as Tree);
    staffCache.set(lang, trees);
  }
  for (const tree of trees) {
    const text = lookUp(tree, key);
    if (text !== undefined) return text;
  }
  return lang === 'en' ? key : translateStaff('en', key);
}
