import { describe, expect, it } from 'vitest';
import { countryName } from '@portal/contracts/countries';
import type { OrderPageLine, ReorderResponse } from '@portal/contracts/order-page';
import {
  addressLines,
  configurationKindKey,
  groupOrderLines,
  isoDateText,
  orderPagePath,
  paymentStatusKey,
  skipReasonKey,
  summarizeReorder,
} from './order-page-logic';

const line = (lineSequence: number, amount: number, configHeaderId: string | null = null): OrderPageLine => ({
  lineSequence,
  itemNumber: `A${lineSequence}`,
  description: `Article ${lineSequence}`,
  quantity: 1,
  shippedQuantity: 0,
  listPrice: amount,
  discount: 0,
  amount,
  comments: [],
  configHeaderId,
});

describe('groupOrderLines', () => {
  it('gathers a configuration’s articles where its first one stands, with their sum, and keeps other articles in order', () => {
    const groups = groupOrderLines(
      [line(1, 100), line(2, 1000.1, 'h1'), line(3, 50), line(4, 200.2, 'h1')],
      [{ headerId: 'h1', ruleset: 'Stove', title: 'Oslo 5' }],
    );
    expect(groups.map((g) => (g.kind === 'article' ? g.line.lineSequence : g.lines.map((l) => l.lineSequence)))).toEqual([1, [2, 4], 3]);
    const group = groups[1]!;
    expect(group.kind === 'configuration' && group.amount).toBe(1200.3);
    expect(group.kind === 'configuration' && group.configuration.title).toBe('Oslo 5');
  });

  it('names a configuration it was not told about without a ruleset', () => {
    const [group] = groupOrderLines([line(1, 10, 'gone')], []);
    expect(group).toMatchObject({ kind: 'configuration', configuration: { headerId: 'gone', ruleset: null, title: null } });
    expect(configurationKindKey(null)).toBe('orders.page.configured-product');
    expect(configurationKindKey('New_Stove')).toBe('orders.page.configured-stove');
    expect(configurationKindKey('Premodul')).toBe('orders.page.configured-modular');
  });
});

describe('summarizeReorder', () => {
  const answer: ReorderResponse = {
    lines: [
      { itemNumber: 'A1', description: 'Glove', quantity: 2, added: true, reason: null, unitPrice: 99, previousUnitPrice: 90 },
      { itemNumber: 'A2', description: 'Old grate', quantity: 1, added: false, reason: 'inactive', unitPrice: null, previousUnitPrice: 40 },
    ],
    configurations: [
      { headerId: 'h1', ruleset: 'Stove', title: 'Oslo 5', reason: null },
      { headerId: 'h2', ruleset: null, title: null, reason: 'configuration-unavailable' },
    ],
  };

  it('sorts what went in, what did not and why, and what to configure again', () => {
    const summary = summarizeReorder(answer);
    expect(summary.added.map((l) => l.itemNumber)).toEqual(['A1']);
    expect(summary.skipped.map((l) => [l.itemNumber, skipReasonKey(l.reason)])).toEqual([['A2', 'orders.reorder.reason.inactive']]);
    expect(summary.toReopen).toEqual([{ headerId: 'h1', ruleset: 'Stove', title: 'Oslo 5', reason: null }]);
    expect(summary.unavailable.map((c) => c.headerId)).toEqual(['h2']);
  });
});

describe('page texts', () => {
  it('writes an address as its lines, leaving blanks out, the country named in the reader’s language', () => {
    const address = { name: 'Brasvärme i Uppsala AB', lines: ['Box 1127'], postalCode: '751 41', city: 'Uppsala', country: 'se' };
    expect(addressLines(address, (c) => countryName(c, 'en'))).toEqual(['Brasvärme i Uppsala AB', 'Box 1127', '751 41 Uppsala', 'Sweden']);
    expect(addressLines({ ...address, name: null, postalCode: null, country: 'Sverige' }, (c) => countryName(c, 'sv'))).toEqual([
      'Box 1127',
      'Uppsala',
      'Sverige',
    ]);
  });

  it('writes dates as the language does and links the page by its number', () => {
    expect(isoDateText('2026-03-02', 'en')).toMatch(/2026/);
    expect(isoDateText('2026-03-02', 'sv')).not.toBe(isoDateText('2026-03-02', 'en'));
    expect(isoDateText(null, 'sv')).toBe('');
    expect(orderPagePath('500123')).toBe('/orders/500123');
    expect(paymentStatusKey(3)).toBe('invoices.status.paid');
    expect(paymentStatusKey(2)).toBe('invoices.status.overdue');
  });
});
