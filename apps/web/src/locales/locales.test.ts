import { describe, expect, it } from 'vitest';
import en from './en.json';
import sv from './sv.json';
import dk from './dk.json';
import de from './de.json';
import no from './no.json';
import fi from './fi.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const source = flatten(en);
const others = { sv, dk, de, no, fi } as Record<string, Tree>;

describe('locale files', () => {
  it('English has texts', () => {
    expect(source.size).toBeGreaterThan(50);
    for (const [key, text] of source) expect(text.trim(), key).not.toBe('');
  });

  for (const [lang, tree] of Object.entries(others)) {
    const texts = flatten(tree);
    it(`${lang} has every key of en and no other`, () => {
      expect([...source.keys()].filter((k) => !texts.has(k)), 'missing').toEqual([]);
      expect([...texts.keys()].filter((k) => !source.has(k)), 'extra').toEqual([]);
    });
    it(`${lang} keeps every placeholder and leaves no text empty`, () => {
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(source.get(key) ?? ''));
      }
    });
  }
});
