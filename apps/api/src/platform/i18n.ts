import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The few pages the server renders itself (sign-out, sign-in errors) take
 * their texts from the web app's locale files, so every text lives in one place.
 */
// From the sources, the web app's own files; built, the copies the build puts in dist/locales/web.
const BUILT = fileURLToPath(import.meta.url).includes(`${path.sep}dist${path.sep}`);
const LOCALES_DIR = new URL(BUILT ? '../locales/web/' : '../../../web/src/locales/', import.meta.url);
const LANGUAGES = ['en', 'sv', 'dk', 'de', 'no', 'fi'] as const;
export type ServerLanguage = (typeof LANGUAGES)[number];

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

/** The first supported language among ui_locales, else Swedish, the portal's default. */
export function pickLanguage(uiLocales: unknown): ServerLanguage {
  const wanted = typeof uiLocales === 'string' ? uiLocales.split(' ') : [];
  for (const tag of wanted) {
    const code = tag.toLowerCase().split('-')[0] === 'da' ? 'dk' : tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((l) => l === code || (l === 'no' && (code === 'nb' || code === 'nn')));
    if (match) return match;
  }
  return 'sv';
}

/**
 * The portal language a request is written for: the first language of its Accept-Language that
 * the portal speaks (the apps send their UI language), else Swedish, the catalogue's own.
 */
export function requestLanguage(acceptLanguage: string | undefined): ServerLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (tag) {
      const match = pickLanguage(tag);
      if (match !== 'sv' || tag.toLowerCase().startsWith('sv')) return match;
    }
  }
  return 'sv';
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
