import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartBatchResponse, GetProductDetailsResponse, ResolveQuickOrderResponse } from '@portal/contracts';
import { useTestApp } from '../../test/use-test-app.js';
import { expectOk as ok } from '../../test/expectations.js';
import { sellableItems } from '../../test/fixtures.js';
import { NILS, MIA } from '../../test/demo-users.js';

const t = useTestApp();
let items: string[];
let unsellable: string;
beforeAll(async () => {
  items = await sellableItems(t, 12);
  unsellable = (await t.database.db.selectFrom('product').select('item_number').where('sellable', '=', false).executeTakeFirstOrThrow())
    .item_number;
});

const resolve = (email: string, rows: { itemNumber: string; quantity: string }[]) =>
  t.call(email, 'POST', '/api/quick-order/resolve', { rows: rows.map((r, i) => ({ row: i + 1, ...r })) });

describe('quick order', () => {
  it('resolves good rows with article and price, and every bad row with its one error', async () => {
    const [a, b, c] = items;
    const answer = ok<ResolveQuickOrderResponse>(
      await resolve(NILS, [
        { itemNumber: a!, quantity: '2' },
        { itemNumber: ` ${b!.toLowerCase()} `, quantity: '' },
        { itemNumber: 'NO-SUCH-ITEM', quantity: '1' },
        { itemNumber: unsellable, quantity: '1' },
        { itemNumber: c!, quantity: '0' },
        { itemNumber: c!, quantity: '1000' },
        { itemNumber: c!, quantity: '2.5' },
        { itemNumber: '', quantity: '3' },
        { itemNumber: a!, quantity: '5' },
      ]),
    );
    expect(answer.currency).toBe('SEK');
    const details = ok<GetProductDetailsResponse>(await t.call(NILS, 'GET', `/api/order/productDetails?itemNo=${a}`));
    expect(answer.rows[0]).toEqual({
      row: 1,
      itemNumber: a,
      // the duplicate in row 9 is merged in
      quantity: 7,
      product: expect.objectContaining({ itemNumber: a, name: details.Description, unitPrice: details.UnitPrice }),
      error: null,
      mergedInto: null,
    });
    // Letter case and blanks do not matter; an empty quantity is one.
    expect(answer.rows[1]).toMatchObject({ itemNumber: b, quantity: 1, error: null });
    expect(answer.rows.map((r) => r.error)).toEqual([
      null,
      null,
      'unknown-item',
      'not-orderable',
      'quantity',
      'quantity',
      'quantity',
      'missing-item-number',
      'duplicate',
    ]);
    expect(answer.rows[8]).toMatchObject({ mergedInto: 1, quantity: 5 });
  });

  it('prices in the customer’s own currency', async () => {
    const answer = ok<ResolveQuickOrderResponse>(await resolve(MIA, [{ itemNumber: items[0]!, quantity: '1' }]));
    expect(answer.currency).toBe('EUR');
    const details = ok<GetProductDetailsResponse>(await t.call(MIA, 'GET', `/api/order/productDetails?itemNo=${items[0]}`));
    expect(answer.rows[0]!.product!.unitPrice).toBe(details.UnitPrice);
  });

  it('merges duplicates to at most 999 and refuses more than 500 rows or malformed ones', async () => {
    const merged = ok<ResolveQuickOrderResponse>(
      await resolve(NILS, [
        { itemNumber: items[0]!, quantity: '600' },
        { itemNumber: items[0]!, quantity: '600' },
      ]),
    );
    expect(merged.rows[0]!.quantity).toBe(999);
    const tooMany = Array.from({ length: 501 }, () => ({ itemNumber: items[0]!, quantity: '1' }));
    const refused = await resolve(NILS, tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'rows' });
    expect((await t.call(NILS, 'POST', '/api/quick-order/resolve', { rows: [] })).statusCode).toBe(400);
    expect(
      (await t.call(NILS, 'POST', '/api/quick-order/resolve', { rows: [{ row: 1, itemNumber: 'x'.repeat(101), quantity: '1' }] }))
        .statusCode,
    ).toBe(400);
    // 500 rows, every one resolved
    const five = ok<ResolveQuickOrderResponse>(await resolve(NILS, tooMany.slice(1)));
    expect(five.rows).toHaveLength(500);
  });

  it('puts every valid row into the cart at once, merging with what is there, and skips what cannot be ordered', async () => {
    await t.call(NILS, 'DELETE', '/api/cart');
    const [a, b] = items;
    await t.call(NILS, 'POST', '/api/cart/lines', { changeId: randomUUID(), id: a, type: 'product', addQty: 998 });
    const changeId = randomUUID();
    const body = {
      changeId,
      lines: [
        { itemNumber: a, quantity: 5 },
        { itemNumber: b, quantity: 3 },
        { itemNumber: unsellable, quantity: 1 },
        { itemNumber: 'NO-SUCH-ITEM', quantity: 1 },
      ],
    };
    const answer = ok<CartBatchResponse>(await t.call(NILS, 'POST', '/api/cart/batch', body));
    expect(Object.fromEntries(answer.cart.lines.map((l) => [l.id, l.quantity]))).toEqual({ [a!]: 999, [b!]: 3 });
    expect(answer.added).toEqual([a, b]);
    expect(answer.skipped.map((s) => [s.id, s.reason])).toEqual([
      [unsellable, 'not-orderable'],
      ['NO-SUCH-ITEM', 'unknown-item'],
    ]);
    // The same change again (a lost answer) counts once.
    const again = ok<CartBatchResponse>(await t.call(NILS, 'POST', '/api/cart/batch', body));
    expect(Object.fromEntries(again.cart.lines.map((l) => [l.id, l.quantity]))).toEqual({ [a!]: 999, [b!]: 3 });
    const bad = await t.call(NILS, 'POST', '/api/cart/batch', { changeId: randomUUID(), lines: [{ itemNumber: a, quantity: 0 }] });
    expect(bad.statusCode).toBe(400);
    await t.call(NILS, 'DELETE', '/api/cart');
  });
});
