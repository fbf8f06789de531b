import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flattenLocale, literalKeys, localeProblems } from '@portal/ui/locale-check';
import shared from '@portal/ui/locales/en.json';
import en from './en.json';
import sv from './sv.json';
import dk from './dk.json';
import de from './de.json';
import no from './no.json';
import fi from './fi.json';

describe('locale files of the back office', () => {
  it('hold every key in all six languages with the same placeholders', () => {
    expect(localeProblems({ en, sv, dk, de, no, fi })).toEqual([]);
  });

  it('leave the shared components their own keys', () => {
    const own = flattenLocale(en);
    expect([...flattenLocale(shared).keys()].filter((key) => own.has(key))).toEqual([]);
  });

  it('hold every key the source passes as a literal', () => {
    const known = new Set([...flattenLocale(en).keys(), ...flattenLocale(shared).keys()]);
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    const missing = files.flatMap((f) =>
      literalKeys(readFileSync(join(root, f), 'utf8'))
        // A plural key lives as key_one and key_other.
        .filter((key) => !known.has(key) && !known.has(`${key}_other`))
        .map((key) => `${f}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('name every staff role', () => {
    expect(Object.keys(en.roles).sort()).toEqual(['back-office-admin', 'customer-service', 'marketing', 'sales-admin']);
  });
});
