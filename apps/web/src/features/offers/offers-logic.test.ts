import { describe, expect, it } from 'vitest';
import type { Offer } from '@portal/contracts/offers';
import {
  addDays,
  configuredFrom,
  configuredLines,
  editorFromOffer,
  emptyEditor,
  freeLine,
  previewPrice,
  previewTotals,
  requestFrom,
  startingConfigurations,
} from './offers-logic';

describe('an offer from the configurator', () => {
  const stove = { headerId: 'H-1', ruleset: 'Stove' as const, title: 'Kamin Oslo 5', image: '', items: [], price: 20000 };

  it('reads the configured product the page was opened with, and nothing from anything else', () => {
    expect(startingConfigurations({ configured: [stove] })).toEqual([stove]);
    expect(startingConfigurations(null)).toEqual([]);
    expect(startingConfigurations({ configured: [{ headerId: 'H-1' }] })).toEqual([]);
  });

  it('shows it at its net price marked up, and sends it as the configuration, not as a line', () => {
    const lines = configuredLines([stove], 'se');
    const editor = {
      ...emptyEditor('2026-11-29', 'sv'),
      markupPercent: 30,
      priceStep: 10,
      lines: [...lines, { ...freeLine('se'), text: 'Montering', ownPrice: 4500 }],
    };
    expect(lines[0]).toMatchObject({ kind: 'configured', text: 'Kamin Oslo 5', quantity: 1, netUnitPrice: 20000 });
    expect(previewPrice(lines[0]!, editor)).toBe(26000 * 1.25);
    expect(requestFrom(editor).lines).toEqual([{ text: 'Montering', quantity: 1, unitPriceInclVat: 4500, vatRate: 25 }]);
    const { price: _price, ...configuration } = stove;
    expect(configuredFrom(editor)).toEqual([configuration]);
  });
});

describe('the offer editor', () => {
  it('previews a marked-up line as the server prices it: net × (1 + markup), to the price step, plus VAT', () => {
    const editor = { ...emptyEditor('2026-11-29', 'sv'), markupPercent: 30, priceStep: 10 };
    const line = { ...freeLine('se'), kind: 'article' as const, netUnitPrice: 1003, quantity: 2 };
    expect(previewPrice(line, editor)).toBe(1300 * 1.25);
    expect(previewPrice({ ...line, ownPrice: 1999 }, editor)).toBe(1999);
    expect(previewPrice({ ...line, netUnitPrice: null }, editor)).toBeNull();
    const totals = previewTotals({ ...editor, lines: [line], discount: 100 });
    expect(totals).toMatchObject({ linesInclVat: 3250, totalInclVat: 3150, vatAmount: 630, totalExclVat: 2520, netTotal: 2006 });
  });

  it('sends stored lines by id, new articles by item number and free lines with their price', () => {
    const editor = {
      ...emptyEditor('2026-11-29', 'de'),
      customer: { name: ' Greta ', email: 'g@example.test', phone: '', address: 'Weg 1' },
      lines: [
        { ...freeLine('de'), id: '8f0c1b2a-1111-4aaa-8bbb-000000000001', kind: 'configured' as const, text: 'Ofen', netUnitPrice: 10 },
        { ...freeLine('de'), kind: 'article' as const, itemNumber: ' ABC-1 ' },
        { ...freeLine('de'), text: 'Montage', ownPrice: 500 },
      ],
    };
    expect(requestFrom(editor)).toEqual({
      customer: { name: 'Greta', email: 'g@example.test', address: 'Weg 1' },
      lines: [
        { id: '8f0c1b2a-1111-4aaa-8bbb-000000000001', text: 'Ofen', quantity: 1, vatRate: 19 },
        { itemNumber: 'ABC-1', quantity: 1, vatRate: 19 },
        { text: 'Montage', quantity: 1, unitPriceInclVat: 500, vatRate: 19 },
      ],
      markupPercent: 30,
      priceStep: 10,
      validUntil: addDays('2026-11-29', 30),
      language: 'de',
    });
  });

  it('reads a stored line as marked up when its price is what the markup gives, else as its own price', () => {
    const offer = {
      markupPercent: 30,
      priceStep: 10,
      discount: 0,
      validUntil: '2026-12-31',
      language: 'sv',
      coverText: '',
      customer: { name: null, email: null, phone: null, address: null, erased: true },
      lines: [
        { id: 'a', kind: 'article', itemNumber: 'A', text: 'A', quantity: 1, unitPriceInclVat: 1625, vatRate: 25, netUnitPrice: 1003 },
        { id: 'b', kind: 'article', itemNumber: 'B', text: 'B', quantity: 1, unitPriceInclVat: 2000, vatRate: 25, netUnitPrice: 1003 },
      ],
    } as unknown as Offer;
    expect(editorFromOffer(offer).lines.map((l) => l.ownPrice)).toEqual([null, 2000]);
  });
});
