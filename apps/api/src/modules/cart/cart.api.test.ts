import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { GetCartResponse, GetProductDetailsResponse } from '@portal/contracts';
import type { CompleteConfigurationResponse, ConfigureResponse, InitConfigurationResponse } from '@portal/contracts/configurator';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { contactId } from '../../seed/customers.js';
import { expectOk } from '../../test/expectations.js';
import { netPrice, sellableItems } from '../../test/fixtures.js';
import { ANNA, ERIK as ADMIN, SOFIA, MIA, JONAS } from '../../test/demo-users.js';

// Anna's colleagues at customer 10001, and dealers of other customers.
const EVERY_OTHER_USER = [ADMIN, SOFIA, MIA, JONAS];

const t = useTestApp();
/** A second API instance: another device of the same user may reach another instance. */
let second: Awaited<ReturnType<TestApp['secondInstance']>>;
let items: string[];
beforeAll(async () => {
  second = await t.secondInstance();
  // Sellable articles in the Swedish price list, which Anna and her colleagues buy from.
  items = await sellableItems(t, 24);
  expect(items).toHaveLength(24);
});
afterAll(async () => {
  await second?.close();
});

const ok = (res: LightMyRequestResponse) => expectOk<GetCartResponse>(res);
const cartOf = async (email: string) => ok(await t.call(email, 'GET', '/api/cart'));
const add = (email: string, id: string, addQty = 1, extra: Record<string, unknown> = {}) =>
  t.call(email, 'POST', '/api/cart/lines', { changeId: randomUUID(), id, type: 'product', addQty, ...extra });
const put = (email: string, id: string, body: Record<string, unknown>) =>
  t.call(email, 'PUT', `/api/cart/lines/${encodeURIComponent(id)}`, body);
const listPriceOf = async (customerNumber: string, item: string) =>
  (
    await t.database.db
      .selectFrom('price_list_item')
      .innerJoin('customer', 'customer.price_list_id', 'price_list_item.price_list_id')
      .select('price_list_item.unit_price')
      .where('customer.customer_number', '=', customerNumber)
      .where('price_list_item.item_number', '=', item)
      .executeTakeFirstOrThrow()
  ).unit_price;
const quantities = (cart: GetCartResponse) => Object.fromEntries(cart.lines.map((l) => [l.id, l.quantity]));
/** A call on the second instance, as another device of the user would make it. */
const onSecond = async (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  (second.app as FastifyInstance).inject({
    method,
    url,
    headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
    ...(payload ? { payload } : {}),
  });

describe('the cart of one user', () => {
  it('is the same on every device and invisible to every other user, colleagues included', async () => {
    await t.call(ANNA, 'DELETE', '/api/cart');
    const [a, b, c] = items;
    ok(await add(ANNA, a!, 3));
    ok(await add(ANNA, b!, 1));
    const annas = ok(await onSecond(ANNA, 'GET', '/api/cart'));
    expect(quantities(annas)).toEqual({ [a!]: 3, [b!]: 1 });
    expect(annas.modifiedAt).not.toBeNull();

    for (const other of EVERY_OTHER_USER) {
      expect(await cartOf(other), other).toEqual({ lines: [], modifiedAt: null });
      // Anna's lines cannot be reached through another user's calls either.
      expect((await put(other, a!, { quantity: 7 })).statusCode, other).toBe(404);
      expect((await put(other, a!, { changeId: randomUUID(), step: -1 })).statusCode, other).toBe(404);
      ok(await t.call(other, 'DELETE', `/api/cart/lines/${a}`));
      ok(await t.call(other, 'DELETE', '/api/cart'));
    }
    // A colleague's own cart with the same article stays apart from Anna's.
    expect(quantities(ok(await add(SOFIA, a!, 5)))).toEqual({ [a!]: 5 });
    expect(quantities(ok(await add(SOFIA, c!, 1)))).toEqual({ [a!]: 5, [c!]: 1 });
    expect(quantities(await cartOf(ANNA))).toEqual({ [a!]: 3, [b!]: 1 });
    expect(quantities(await cartOf(ADMIN))).toEqual({});
    ok(await t.call(SOFIA, 'DELETE', '/api/cart'));
  });

  it('prices every line itself and ignores a price the browser sends', async () => {
    await t.call(ANNA, 'DELETE', '/api/cart');
    const item = items[3]!;
    const details = (await t.call(ANNA, 'GET', `/api/order/productDetails?itemNo=${item}`)).json<GetProductDetailsResponse>();
    expect(details.UnitPrice).toBeGreaterThan(1);
    const cart = ok(await add(ANNA, item, 2, { price: 1, title: 'Cheap', image: '/x.svg', listPrice: 1 }));
    expect(cart.lines).toEqual([
      {
        id: item,
        type: 'product',
        quantity: 2,
        title: details.Description,
        image: details.ImageUrl ?? '',
        price: details.UnitPrice,
        listPrice: await listPriceOf('10001', item),
      },
    ]);
  });

  it("answers the list price before the dealer's discount, and the VAT the dealer's invoice would carry", async () => {
    for (const [email, customerNumber, vat] of [
      [ANNA, '10001', { treatment: 'domestic', vatPercent: 25 }],
      [JONAS, '30001', { treatment: 'intra-community', vatPercent: 0 }],
    ] as const) {
      const [item] = await sellableItems(t, 1, customerNumber);
      await t.call(email, 'DELETE', '/api/cart');
      const cart = ok(await add(email, item!, 1));
      expect(cart.lines[0]).toMatchObject({
        listPrice: await listPriceOf(customerNumber, item!),
        price: await netPrice(t, customerNumber, item!),
      });
      expect(cart.vat, email).toEqual(vat);
      // An empty cart has no summary to show.
      expect(ok(await t.call(email, 'DELETE', '/api/cart')).vat).toBeUndefined();
    }
  });

  it('keeps the cart rules: merge on add, 1 to 999, zero or one less at 1 removes', async () => {
    await t.call(ANNA, 'DELETE', '/api/cart');
    const [a, b] = items;
    ok(await add(ANNA, a!, 998));
    expect(quantities(ok(await add(ANNA, a!, 5)))).toEqual({ [a!]: 999 });
    expect(quantities(ok(await put(ANNA, a!, { changeId: randomUUID(), step: 1 })))).toEqual({ [a!]: 999 });
    expect(quantities(ok(await put(ANNA, a!, { quantity: 2 })))).toEqual({ [a!]: 2 });
    expect(quantities(ok(await put(ANNA, a!, { changeId: randomUUID(), step: -1 })))).toEqual({ [a!]: 1 });
    expect(quantities(ok(await put(ANNA, a!, { changeId: randomUUID(), step: -1 })))).toEqual({});
    ok(await add(ANNA, b!, 4));
    expect(quantities(ok(await put(ANNA, b!, { quantity: 0 })))).toEqual({});

    for (const addQty of [0, -5, 2.5, 1000]) expect((await add(ANNA, a!, addQty)).statusCode, String(addQty)).toBe(400);
    ok(await add(ANNA, a!, 1));
    for (const quantity of [-1, 2.5, 1000]) expect((await put(ANNA, a!, { quantity })).statusCode, String(quantity)).toBe(400);
    expect((await put(ANNA, a!, { changeId: randomUUID(), step: 2 })).statusCode).toBe(400);
    expect((await put(ANNA, a!, { step: 1 })).statusCode).toBe(400);
    expect((await put(ANNA, a!, { changeId: randomUUID(), step: 1, quantity: 5 })).statusCode).toBe(400);
    expect((await put(ANNA, a!, {})).statusCode).toBe(400);
    expect((await put(ANNA, 'NO-SUCH-LINE', { quantity: 2 })).statusCode).toBe(404);
    expect((await add(ANNA, 'NO-SUCH-ARTICLE', 1)).statusCode).toBe(404);
    expect(quantities(await cartOf(ANNA))).toEqual({ [a!]: 1 });
  });

  it('applies a change sent again after a lost answer once', async () => {
    await t.call(ANNA, 'DELETE', '/api/cart');
    const item = items[4]!;
    const body = { changeId: randomUUID(), id: item, type: 'product', addQty: 2 };
    ok(await t.call(ANNA, 'POST', '/api/cart/lines', body));
    expect(quantities(ok(await t.call(ANNA, 'POST', '/api/cart/lines', body)))).toEqual({ [item]: 2 });
    const step = { changeId: randomUUID(), step: 1 };
    ok(await put(ANNA, item, step));
    expect(quantities(ok(await put(ANNA, item, step)))).toEqual({ [item]: 3 });
  });

  it('loses no line when two devices change it at once', async () => {
    await t.call(ANNA, 'DELETE', '/api/cart');
    const shared = items[0]!;
    ok(await add(ANNA, shared, 1));
    const phone = items.slice(1, 12);
    const desktop = items.slice(12, 24);
    const results = await Promise.all([
      ...phone.map((id) => onSecond(ANNA, 'POST', '/api/cart/lines', { changeId: randomUUID(), id, type: 'product', addQty: 2 })),
      ...desktop.map((id) => add(ANNA, id, 3)),
      // Both devices press plus on the same line ten times each.
      ...Array.from({ length: 10 }, () => onSecond(ANNA, 'PUT', `/api/cart/lines/${shared}`, { changeId: randomUUID(), step: 1 })),
      ...Array.from({ length: 10 }, () => put(ANNA, shared, { changeId: randomUUID(), step: 1 })),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(quantities(await cartOf(ANNA))).toEqual({
      [shared]: 21,
      ...Object.fromEntries(phone.map((id) => [id, 2])),
      ...Object.fromEntries(desktop.map((id) => [id, 3])),
    });
  });

  it('empties a cart untouched for more than 30 days, counted from the last change', async () => {
    await t.call(ANNA, 'DELETE', '/api/cart');
    const [a, b] = items;
    ok(await add(ANNA, a!, 2));
    const daysAgo = async (days: number) => {
      await t.database.db
        .updateTable('cart')
        .set({ modified_at: new Date(Date.now() - days * 86_400_000) })
        .where('customer_number', '=', '10001')
        .where(
          'contact_id',
          '=',
          (await t.database.db.selectFrom('contact').select('id').where('email', '=', ANNA).executeTakeFirstOrThrow()).id,
        )
        .execute();
    };
    await daysAgo(29);
    expect(quantities(await cartOf(ANNA))).toEqual({ [a!]: 2 });
    // A change starts the 30 days again.
    ok(await add(ANNA, b!, 1));
    await daysAgo(29.9);
    expect(quantities(await cartOf(ANNA))).toEqual({ [a!]: 2, [b!]: 1 });
    await daysAgo(30.1);
    expect(await cartOf(ANNA)).toEqual({ lines: [], modifiedAt: null });
    // A change to a cart gone stale starts from empty.
    ok(await add(ANNA, a!, 2));
    await daysAgo(31);
    expect(quantities(ok(await add(ANNA, b!, 1)))).toEqual({ [b!]: 1 });
  });
});

describe('a configured product in the cart', () => {
  const configure = async (email: string) => {
    const s = (await t.call(email, 'GET', '/api/cpq/v2/init?ruleset=Chimney')).json<InitConfigurationResponse>();
    const answers = { diameter: '150', heightInside: '4.5', heightAbove: '1.2', roofCovering: 'T', roofPitch: '27', eavesHeight: '4' };
    await t.call(email, 'POST', '/api/cpq/v2/config', { sessionId: s.SessionId, values: [] });
    for (const [ID, Value] of Object.entries(answers)) {
      (await t.call(email, 'POST', '/api/cpq/v2/config', { sessionId: s.SessionId, values: [{ ID, Value }] })).json<ConfigureResponse>();
    }
    const done = (
      await t.call(email, 'POST', '/api/cpq/v2/complete', {
        sessionId: s.SessionId,
        headerId: s.HeaderId,
        configurationId: s.ConfigurationId,
      })
    ).json<CompleteConfigurationResponse>();
    expect(done.Status).toBe('Success');
    return { s, done };
  };

  it('keeps one piece, is priced by the configurator, and only its own customer may put it in', async () => {
    await t.call(ANNA, 'DELETE', '/api/cart');
    const { s, done } = await configure(ANNA);
    const line = {
      id: s.HeaderId,
      type: 'config',
      addQty: 1,
      headerId: s.HeaderId,
      ruleset: 'Chimney',
      sku: done.ConfigId,
      title: 'Skorsten 150',
      image: '/catalogue/chimney.svg',
      items: done.ConfigItems,
      price: 1,
    };
    const cart = ok(await t.call(ANNA, 'POST', '/api/cart/lines', { changeId: randomUUID(), ...line }));
    expect(cart.lines).toEqual([
      {
        id: s.HeaderId,
        type: 'config',
        quantity: 1,
        title: 'Skorsten 150',
        image: '/catalogue/chimney.svg',
        price: done.ConfiguredPrice,
        sku: done.ConfigId,
        headerId: s.HeaderId,
        ruleset: 'Chimney',
        items: done.ConfigItems,
      },
    ]);
    expect(quantities(ok(await t.call(ANNA, 'POST', '/api/cart/lines', { changeId: randomUUID(), ...line, addQty: 3 })))).toEqual({
      [s.HeaderId]: 1,
    });
    expect((await put(ANNA, s.HeaderId, { quantity: 2 })).statusCode).toBe(400);
    expect((await put(ANNA, s.HeaderId, { changeId: randomUUID(), step: 1 })).statusCode).toBe(400);
    // Another customer's configuration, or one never completed, does not go in.
    expect((await t.call(JONAS, 'POST', '/api/cart/lines', { changeId: randomUUID(), ...line, ruleset: 'Chimney' })).statusCode).toBe(404);
    const unfinished = (await t.call(ANNA, 'GET', '/api/cpq/v2/init?ruleset=Chimney')).json<InitConfigurationResponse>();
    expect(
      (
        await t.call(ANNA, 'POST', '/api/cart/lines', {
          changeId: randomUUID(),
          ...line,
          id: unfinished.HeaderId,
          headerId: unfinished.HeaderId,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call(ANNA, 'POST', '/api/cart/lines', { changeId: randomUUID(), id: 'X', type: 'config', addQty: 1 })).statusCode).toBe(
      400,
    );
    expect(quantities(ok(await t.call(ANNA, 'DELETE', `/api/cart/lines/${s.HeaderId}`)))).toEqual({});
  });

  it('still reads a stored configured line whose texts hold a line break', async () => {
    // Requests refuse line breaks, but a row stored before that rule, or a configurator text, may hold one:
    // the cart must answer it, not fail on its own answer.
    await t.call(ANNA, 'DELETE', '/api/cart');
    const { s, done } = await configure(ANNA);
    const line = { id: s.HeaderId, type: 'config', addQty: 1, headerId: s.HeaderId, ruleset: 'Chimney', sku: done.ConfigId };
    ok(await t.call(ANNA, 'POST', '/api/cart/lines', { changeId: randomUUID(), ...line, title: 'Skorsten', items: done.ConfigItems }));
    const stored = await t.database.db
      .selectFrom('cart_line')
      .select('config')
      .where('contact_id', '=', contactId(ANNA))
      .where('line_id', '=', s.HeaderId)
      .executeTakeFirstOrThrow();
    const config = stored.config as { title: string; items: { Description?: string }[] };
    const broken = {
      ...config,
      title: 'Skorsten\n150',
      items: config.items.map((i) => ({ ...i, Description: `${i.Description ?? ''}\r\nrad två` })),
    };
    await t.database.db
      .updateTable('cart_line')
      .set({ config: JSON.stringify(broken) })
      .where('contact_id', '=', contactId(ANNA))
      .where('line_id', '=', s.HeaderId)
      .execute();
    const cart = await t.call(ANNA, 'GET', '/api/cart');
    expect(cart.statusCode).toBe(200);
    const [read] = cart.json<{ lines: { title: string; items: { Description?: string }[] }[] }>().lines;
    expect(read?.title).toBe('Skorsten\n150');
    expect(read?.items[0]?.Description).toContain('\r\nrad två');
    await t.call(ANNA, 'DELETE', '/api/cart');
  });
});
