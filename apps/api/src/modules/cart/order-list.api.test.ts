import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartBatchResponse, GetCartResponse, GetOrderListResponse, GetOrderListsResponse, OrderListSummary } from '@portal/contracts';
import { MAX_ORDER_LISTS } from '@portal/contracts';
import { useTestApp } from '../../test/use-test-app.js';
import { expectOk as ok } from '../../test/expectations.js';
import { sellableItems } from '../../test/fixtures.js';
// Colleagues at customer 10001, and a dealer of another customer.
import { EVA, ERIK as ADMIN, MIA } from '../../test/demo-users.js';

const t = useTestApp();
let items: string[];
beforeAll(async () => {
  items = await sellableItems(t, 6);
});

const add = (email: string, id: string, addQty: number) =>
  t.call(email, 'POST', '/api/cart/lines', { changeId: randomUUID(), id, type: 'product', addQty });
const quantities = (cart: GetCartResponse) => Object.fromEntries(cart.lines.map((l) => [l.id, l.quantity]));
const save = (email: string, name: string) => t.call(email, 'POST', '/api/order-lists', { name });

describe('order lists', () => {
  it('are saved from the cart, shared with colleagues of the same customer and hidden from every other customer', async () => {
    const [a, b] = items;
    await t.call(EVA, 'DELETE', '/api/cart');
    ok(await add(EVA, a!, 2));
    ok(await add(EVA, b!, 5));
    const saved = ok<OrderListSummary>(await save(EVA, '  Weekly spare parts '));
    expect(saved).toMatchObject({ name: 'Weekly spare parts', savedBy: 'Eva Lind', lineCount: 2 });

    // A colleague sees it, with its lines priced for the customer.
    const seen = ok<GetOrderListsResponse>(await t.call(ADMIN, 'GET', '/api/order-lists'));
    expect(seen.lists.map((l) => l.id)).toContain(saved.id);
    const detail = ok<GetOrderListResponse>(await t.call(ADMIN, 'GET', `/api/order-lists/${saved.id}`));
    expect(detail.lines.map((l) => [l.id, l.quantity, l.unavailable])).toEqual([
      [a, 2, null],
      [b, 5, null],
    ]);
    expect(detail.lines[0]!.price).toBeGreaterThan(0);

    // Another customer's dealer gets 404 on every call and sees none of it.
    expect(ok<GetOrderListsResponse>(await t.call(MIA, 'GET', '/api/order-lists')).lists).toEqual([]);
    expect((await t.call(MIA, 'GET', `/api/order-lists/${saved.id}`)).statusCode).toBe(404);
    expect((await t.call(MIA, 'PUT', `/api/order-lists/${saved.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await t.call(MIA, 'POST', `/api/order-lists/${saved.id}/load`, { changeId: randomUUID() })).statusCode).toBe(404);
    expect((await t.call(MIA, 'DELETE', `/api/order-lists/${saved.id}`)).statusCode).toBe(404);
    expect((await t.call(ADMIN, 'GET', `/api/order-lists/${randomUUID()}`)).statusCode).toBe(404);

    // The colleague loads it into their own cart, merged with what is there.
    await t.call(ADMIN, 'DELETE', '/api/cart');
    ok(await add(ADMIN, a!, 1));
    const loaded = ok<CartBatchResponse>(await t.call(ADMIN, 'POST', `/api/order-lists/${saved.id}/load`, { changeId: randomUUID() }));
    expect(quantities(loaded.cart)).toEqual({ [a!]: 3, [b!]: 5 });
    expect(loaded.skipped).toEqual([]);
    // Eva's cart is her own still.
    expect(quantities(ok<GetCartResponse>(await t.call(EVA, 'GET', '/api/cart')))).toEqual({ [a!]: 2, [b!]: 5 });
    await t.call(ADMIN, 'DELETE', '/api/cart');
  });

  it('loads what can still be ordered and skips a deactivated article with its reason', async () => {
    const [, , c, d] = items;
    await t.call(EVA, 'DELETE', '/api/cart');
    ok(await add(EVA, c!, 1));
    ok(await add(EVA, d!, 4));
    const list = ok<OrderListSummary>(await save(EVA, 'Deactivation'));
    await t.database.db.updateTable('product').set({ sellable: false }).where('item_number', '=', d!).execute();
    try {
      const detail = ok<GetOrderListResponse>(await t.call(EVA, 'GET', `/api/order-lists/${list.id}`));
      expect(detail.lines.find((l) => l.id === d)!.unavailable).toBe('not-orderable');
      await t.call(EVA, 'DELETE', '/api/cart');
      const loaded = ok<CartBatchResponse>(await t.call(EVA, 'POST', `/api/order-lists/${list.id}/load`, { changeId: randomUUID() }));
      expect(quantities(loaded.cart)).toEqual({ [c!]: 1 });
      expect(loaded.added).toEqual([c]);
      expect(loaded.skipped).toEqual([{ id: d, title: detail.lines.find((l) => l.id === d)!.title, reason: 'not-orderable' }]);
    } finally {
      await t.database.db.updateTable('product').set({ sellable: true }).where('item_number', '=', d!).execute();
      await t.call(EVA, 'DELETE', '/api/cart');
    }
  });

  it('is renamed, its lines changed and removed, and deleted; names are checked', async () => {
    const [a, b, c] = items;
    await t.call(EVA, 'DELETE', '/api/cart');
    for (const id of [a!, b!, c!]) ok(await add(EVA, id, 1));
    const list = ok<OrderListSummary>(await save(EVA, 'To edit'));
    // The name is the customer's once, whatever the case; names are 1–80 characters and a text.
    expect((await save(EVA, 'TO EDIT')).json()).toMatchObject({ statusCode: 409, code: 'ORDER_LIST_NAME_TAKEN', field: 'name' });
    for (const name of ['', '   ', 'x'.repeat(81), 'bad\u0000name']) {
      const res = await save(EVA, name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({ field: 'name' });
    }
    const edited = ok<GetOrderListResponse>(
      await t.call(ADMIN, 'PUT', `/api/order-lists/${list.id}`, {
        name: 'Edited',
        lines: [
          { id: c, quantity: 7 },
          { id: a, quantity: 999 },
        ],
      }),
    );
    expect(edited.list).toMatchObject({ name: 'Edited', lineCount: 2, savedBy: 'Eva Lind' });
    expect(edited.lines.map((l) => [l.id, l.quantity])).toEqual([
      [c, 7],
      [a, 999],
    ]);
    for (const lines of [
      [{ id: 'NOT-IN-LIST', quantity: 1 }],
      [{ id: a, quantity: 1000 }],
      [],
      [
        { id: a, quantity: 1 },
        { id: a, quantity: 2 },
      ],
    ]) {
      expect((await t.call(EVA, 'PUT', `/api/order-lists/${list.id}`, { lines })).statusCode, JSON.stringify(lines)).toBe(400);
    }
    expect((await t.call(EVA, 'PUT', `/api/order-lists/${list.id}`, {})).statusCode).toBe(400);
    ok(await t.call(EVA, 'DELETE', `/api/order-lists/${list.id}`));
    expect((await t.call(EVA, 'GET', `/api/order-lists/${list.id}`)).statusCode).toBe(404);
    expect((await t.call(EVA, 'DELETE', `/api/order-lists/${list.id}`)).statusCode).toBe(404);
  });

  it('needs a cart to save and keeps at most the limit per customer', async () => {
    await t.call(EVA, 'DELETE', '/api/cart');
    expect((await save(EVA, 'Empty')).json()).toMatchObject({ statusCode: 409, code: 'CART_EMPTY' });
    ok(await add(EVA, items[0]!, 1));
    const existing = ok<GetOrderListsResponse>(await t.call(EVA, 'GET', '/api/order-lists')).lists.length;
    for (let i = existing; i < MAX_ORDER_LISTS; i++) ok(await save(EVA, `List ${i}`));
    expect((await save(EVA, 'One too many')).json()).toMatchObject({ statusCode: 409, code: 'ORDER_LIST_LIMIT' });
    // Another customer's limit is its own.
    ok(await add(MIA, items[0]!, 1));
    ok(await save(MIA, 'One too many'));
    await t.call(MIA, 'DELETE', '/api/cart');
    await t.call(EVA, 'DELETE', '/api/cart');
  });
});
