import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKET_CURRENCIES } from '@portal/contracts/languages';

const folder = new URL('./migrations/', import.meta.url);
const currencies = [...new Set(Object.values(MARKET_CURRENCIES))].sort();

// A migration is never edited once shipped, so the database's currency checks repeat the markets' currencies; this keeps
// every one of them equal to the contracts' list.
describe('the currency checks of the migrations', () => {
  const checks = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) =>
      [...readFileSync(new URL(name, folder), 'utf8').matchAll(/(\w+)\s+text[^,\n]*CHECK \(\1 IN \(([^)]*)\)\)/g)]
        .filter((m) => /currency|base/.test(m[1]!))
        .map((m) => ({ name, column: m[1]!, listed: [...m[2]!.matchAll(/'([A-Z]{3})'/g)].map((c) => c[1]!).sort() })),
    );

  it('are found', () => expect(checks.length).toBeGreaterThanOrEqual(5));

  it.each(checks)('$name $column allows exactly the markets currencies', ({ listed }) => expect(listed).toEqual(currencies));
});
