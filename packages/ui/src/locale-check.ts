import { LANGUAGES, type Language } from './languages';
import type { Texts as Tree } from './texts';

/** Every text of a locale tree by its dotted key. */
export function flattenLocale(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flattenLocale(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with a set of locale files, measured against English: keys missing or extra,
 * empty texts, placeholders that differ. An empty list means the six files agree.
 */
export function localeProblems(bundles: Record<Language, object>): string[] {
  const source = flattenLocale(bundles.en as Tree);
  const problems: string[] = [];
  for (const [key, text] of source) if (!text.trim()) problems.push(`en: ${key} is empty`);
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const texts = flattenLocale(bundles[lang] as Tree);
    for (const key of source.keys()) if (!texts.has(key)) problems.push(`${lang}: ${key} is missing`);
    for (const [key, text] of texts) {
      if (!source.has(key)) problems.push(`${lang}: ${key} is not in en`);
      else if (!text.trim()) problems.push(`${lang}: ${key} is empty`);
      else if (placeholders(text).join() !== placeholders(source.get(key) ?? '').join())
        problems.push(`${lang}: ${key} changes the placeholders`);
    }
  }
  return problems;
}

/**
 * The literal keys a source text passes to `t('…')`, `i18nKey="…"` or `titleKey="…"`; keys built at
 * run time (template strings) are left to the locale files' own tests.
 */
export function literalKeys(source: string): string[] {
  const keys = new Set<string>();
  for (const m of source.matchAll(/\bt\(\s*'([a-z0-9][\w.-]*)'/gi)) keys.add(m[1] ?? '');
  for (const m of source.matchAll(/\b(?:i18nKey|titleKey)=["']([a-z0-9][\w.-]*)["']/gi)) keys.add(m[1] ?? '');
  // Both branches of `t(cond ? 'a.b' : 'c.d')`.
  for (const m of source.matchAll(/\?\s*'([a-z0-9][\w-]*\.[\w.-]+)'\s*:\s*'([a-z0-9][\w-]*\.[\w.-]+)'/gi)) {
    keys.add(m[1] ?? '');
    keys.add(m[2] ?? '');
  }
  return [...keys].filter(Boolean);
}
