import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_ATTACHMENT_BYTES, MAX_QUOTE_ATTACHMENTS } from '@portal/contracts/quotes';
import { answerErrorKey, answersOf, notAttachedOf, pickDrawings, quoteLinesFromCart, attachableQuote } from './quotes-logic';

describe('what the dealer may answer', () => {
  it('orders, declines and asks again while sent; only calls off and declines once partly ordered', () => {
    expect(answersOf({ status: 'sent', allowPartialCallOffs: false, orderNumbers: [] })).toEqual({
      accept: true,
      callOff: false,
      decline: true,
      reply: true,
    });
    expect(answersOf({ status: 'ordering', allowPartialCallOffs: true, orderNumbers: ['510001'] })).toEqual({
      accept: true,
      callOff: true,
      decline: true,
      reply: false,
    });
  });

  it('asks again for an expired quote nothing was ordered from, and does nothing while requested or closed', () => {
    expect(answersOf({ status: 'expired', allowPartialCallOffs: false, orderNumbers: [] }).reply).toBe(true);
    expect(answersOf({ status: 'expired', allowPartialCallOffs: true, orderNumbers: ['510001'] }).reply).toBe(false);
    for (const status of ['requested', 'accepted', 'declined'] as const)
      expect(Object.values(answersOf({ status, allowPartialCallOffs: true, orderNumbers: [] })).some(Boolean), status).toBe(false);
  });
});

describe('a quote request from the cart', () => {
  it('takes the products with their quantities and counts the configured ones left out', () => {
    const cart = [
      { id: 'A-1', title: 'Stove', quantity: 4, type: 'product' },
      { id: 'hdr', title: 'Configured stove', quantity: 1, type: 'config' },
      { id: 'B-2', title: 'Flue', quantity: 6, type: 'product' },
    ];
    expect(quoteLinesFromCart(cart)).toEqual({
      lines: [
        { itemNumber: 'A-1', title: 'Stove', quantity: 4 },
        { itemNumber: 'B-2', title: 'Flue', quantity: 6 },
      ],
      leftOut: 1,
    });
  });
});

describe('a refused answer', () => {
  it('reads as the reason the API gave', () => {
    expect(answerErrorKey('QUOTE_EXPIRED')).toBe('quotes.error.expired');
    expect(answerErrorKey('QUOTE_NOT_OPEN')).toBe('quotes.error.not-open');
    expect(answerErrorKey('QUOTE_QUANTITY_EXCEEDED')).toBe('quotes.error.quantity');
    expect(answerErrorKey(undefined)).toBe('quotes.error.failed');
  });
});

describe('drawings', () => {
  it('may be attached while the quote is asked or answered, not once ordered or declined', () => {
    expect(['requested', 'sent', 'ordering', 'expired'].every((s) => attachableQuote(s as never))).toBe(true);
    expect(['accepted', 'declined'].some((s) => attachableQuote(s as never))).toBe(false);
  });
});

describe('drawings picked on the request form', () => {
  const file = (name: string, type = 'application/pdf', size = 1000) => ({ name, type, size });

  it('takes PDFs and pictures below the size limit, and names each refused file with its reason', () => {
    const { taken, refused } = pickDrawings(
      [file('plan.pdf')],
      [
        file('fasad.png', 'image/png'),
        file('notes.docx', 'application/msword'),
        file('huge.pdf', 'application/pdf', MAX_QUOTE_ATTACHMENT_BYTES),
      ],
    );
    expect(taken.map((f) => f.name)).toEqual(['plan.pdf', 'fasad.png']);
    expect(refused).toEqual([
      { name: 'notes.docx', reason: 'type' },
      { name: 'huge.pdf', reason: 'size' },
    ]);
  });

  it('stops at what a quote holds', () => {
    const chosen = Array.from({ length: MAX_QUOTE_ATTACHMENTS - 1 }, (_, i) => file(`p${i}.pdf`));
    const { taken, refused } = pickDrawings(chosen, [file('last.pdf'), file('one-more.pdf')]);
    expect(taken).toHaveLength(MAX_QUOTE_ATTACHMENTS);
    expect(refused).toEqual([{ name: 'one-more.pdf', reason: 'count' }]);
  });

  it('reads the files not attached from the page history entry, and none from another state', () => {
    expect(notAttachedOf({ notAttached: [{ name: 'x.pdf', reason: 'type' }] })).toEqual([{ name: 'x.pdf', reason: 'type' }]);
    expect(notAttachedOf(null)).toEqual([]);
    expect(notAttachedOf({ fromOffer: {} })).toEqual([]);
  });
});
