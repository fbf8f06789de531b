import { describe, expect, it } from 'vitest';
import type { CompleteConfigurationResponse, ConfigureResponse, InitConfigurationResponse, Ruleset } from '@portal/contracts/configurator';
import { randomUUID } from 'node:crypto';
import type { CartBatchResponse, GetOrderDetailsResponse, Offer } from '@portal/contracts';
import { createTestApp } from '../../test/test-app.js';
import { CPQ_CAMPAIGNS } from '../../seed/cpq-campaigns.js';
import { configuredOrderRequest } from '../../test/order-request.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, OLA, JONAS } from '../../test/demo-users.js';
import { expectOk as ok } from '../../test/expectations.js';
import { configuredCartLine } from '../../test/configurator-flow.js';

const t = useTestApp();

const init = async (email: string, ruleset: Ruleset, headerId?: string) =>
  ok<InitConfigurationResponse>(
    await t.call(email, 'GET', `/api/cpq/v2/init?ruleset=${ruleset}${headerId ? `&headerId=${headerId}` : ''}`),
  );
const config = async (email: string, sessionId: string, values: Record<string, string>) =>
  ok<ConfigureResponse>(
    await t.call(email, 'POST', '/api/cpq/v2/config', { sessionId, values: Object.entries(values).map(([ID, Value]) => ({ ID, Value })) }),
  );
const complete = async (email: string, s: InitConfigurationResponse) =>
  ok<CompleteConfigurationResponse>(
    await t.call(email, 'POST', '/api/cpq/v2/complete', {
      sessionId: s.SessionId,
      headerId: s.HeaderId,
      configurationId: s.ConfigurationId,
    }),
  );
const option = (state: ConfigureResponse, id: string) =>
  state.Pages.flatMap((p) => p.Screens.flatMap((s) => s.ScreenOptions)).find((o) => o.ID === id);

/** The typical chimney: six answers after the first, empty call. */
const TYPICAL_CHIMNEY = { diameter: '150', heightInside: '4.5', heightAbove: '1.2', roofCovering: 'T', roofPitch: '27', eavesHeight: '4' };

const order = (headerId: string, ruleset: Ruleset) => configuredOrderRequest({ headerId, ruleset, title: 'Configured' }, 'Configured');

describe('a chimney from init to order', () => {
  it('starts empty, completes with the typical answers in 7 calls, and prices the parts from the customer price list', async () => {
    const s = await init(ANNA, 'Chimney');
    const first = await config(ANNA, s.SessionId, {});
    expect(first.IsExecutionComplete).toBe(false);
    expect(option(first, 'diameter')).toMatchObject({ DisplayType: 'DropDown', IsRequired: true, Value: '' });
    let state = first;
    let calls = 1;
    for (const [id, value] of Object.entries(TYPICAL_CHIMNEY)) {
      state = await config(ANNA, s.SessionId, { [id]: value });
      calls += 1;
    }
    expect(state.IsExecutionComplete).toBe(true);
    expect(calls).toBeLessThanOrEqual(8);
    expect(state.ConfiguredPrice).toBeGreaterThan(0);
    expect(state.Currency).toBe('SEK');

    const done = await complete(ANNA, s);
    expect(done).toMatchObject({ Status: 'Success', Error: null, ConfigId: s.ConfigurationId });
    const rows = done.ConfigItems.slice(0, -1);
    expect(rows.map((r) => r.ItemNo)).toEqual(expect.arrayContaining(['SK150-START', 'SK150-1000', 'SK150-IT', 'SK150-TL-T30']));
    // The rain cap is on campaign: an RP price below the normal net price.
    const cap = rows.find((r) => r.ItemNo === 'SK150-RH')!;
    expect(cap).toMatchObject({
      CampaignDiscountType: 'RP',
      CampaignCampaignID: CPQ_CAMPAIGNS.rainCapPrice.campaignId,
      CampaignBasePrice: 590,
    });
    expect(cap.Price).toBeLessThan(cap.OriginalNetPrice);
    // Anna's customer has 32 % on the SE list.
    const straight = rows.find((r) => r.ItemNo === 'SK150-1000')!;
    expect(straight).toMatchObject({
      OriginalBasePrice: 2390,
      OriginalDiscount: 32,
      OriginalNetPrice: 1625.2,
      CampaignDiscountType: null,
      Quantity: 5,
    });
    const last = done.ConfigItems.at(-1)!;
    expect(last).toMatchObject({ CampaignDiscountType: 'ND', Price: 0 });
    expect(last.ConfigInfoStr).toBeTruthy();
    expect(last.Path).toBeUndefined();
    expect(done.ConfiguredPrice).toBeCloseTo(
      rows.reduce((sum, r) => sum + r.Price * r.Quantity, 0),
      2,
    );
    expect(done.ConfiguredPrice).toBe(state.ConfiguredPrice);

    // placeOrder books the bill of materials at the configurator's prices.
    const placed = ok<{ Header: { PlaceOrderNumber: string } }>(
      await t.call(ANNA, 'POST', '/api/order/placeOrder', order(s.HeaderId, 'Chimney')),
    );
    const details = ok<GetOrderDetailsResponse>(
      await t.call(ANNA, 'GET', `/api/order/orderDetails?orderNumber=${placed.Header.PlaceOrderNumber}`),
    );
    const lines = details.Order.DetLines.filter((l) => l.LineSequence > 0);
    expect(lines.map((l) => l.ItemNumber).sort()).toEqual(rows.map((r) => r.ItemNo).sort());
    expect(lines.reduce((sum, l) => sum + l.NetSalesAmt, 0)).toBeCloseTo(done.ConfiguredPrice, 2);
    expect(details.Order.DetLines.find((l) => l.ItemNumber === 'SK150-RH')!.NetSalesAmt).toBe(cap.Price);
  });

  it('answers Error, not Success, for a configuration that is not complete, and placeOrder refuses it', async () => {
    const s = await init(ANNA, 'Chimney');
    await config(ANNA, s.SessionId, { diameter: '150' });
    const done = await complete(ANNA, s);
    expect(done.Status).toBe('Error');
    expect(done.Error).toMatch(/^Obligatoriska val är inte besvarade: .+/);
    expect(done.ConfigItems).toEqual([]);
    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', order(s.HeaderId, 'Chimney'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'cartItems.0.headerId' });
  });

  it('answers a chimney over the maximum height with a bad-value message beside the height, not an error, and keeps it incomplete', async () => {
    const s = await init(ANNA, 'Chimney');
    const state = await config(ANNA, s.SessionId, { ...TYPICAL_CHIMNEY, heightInside: '14.5', heightAbove: '2' });
    expect(state.IsExecutionComplete).toBe(false);
    expect(state.Messages).toContainEqual({
      Type: 1,
      OptionID: 'heightInside',
      Value: expect.stringMatching(/^Skorstenen skulle bli 16,5 m/),
    });
    expect(state.Messages.filter((m) => m.Type === 3)).toEqual([]);
    const done = await complete(ANNA, s);
    expect(done).toMatchObject({ Status: 'Error', Error: expect.stringMatching(/^Skorstenen skulle bli 16,5 m/) });
  });

  it('answers a roof too flat for tiles and a chimney too low above the roof with the rules’ own words beside their fields', async () => {
    const s = await init(ANNA, 'Chimney');
    const state = await config(ANNA, s.SessionId, { ...TYPICAL_CHIMNEY, roofPitch: '10', heightAbove: '0.9' });
    expect(state.IsExecutionComplete).toBe(false);
    const beside = Object.fromEntries(state.Messages.filter((m) => m.OptionID).map((m) => [m.OptionID, m.Value]));
    expect(beside).toEqual({
      roofPitch: 'Taktäckningen (Tegel- eller betongpannor) kräver en taklutning på minst 14°; 10° är för flackt.',
      heightAbove: 'Skorstenen måste nå minst 1 m över taket på din marknad; 0,9 m är för lågt.',
    });
    expect(state.Messages.every((m) => m.Type !== 3)).toBe(true);
    // The answers stay for the dealer to change; changing them completes the configuration.
    expect(option(state, 'roofPitch')!.Value).toBe('10');
    const fixed = await config(ANNA, s.SessionId, { roofPitch: '27', heightAbove: '1.2' });
    expect(fixed.Messages.filter((m) => m.OptionID)).toEqual([]);
    expect(fixed.IsExecutionComplete).toBe(true);
  });

  it('names a text answer in the summary line, and refuses one that is too long', async () => {
    const s = await init(ANNA, 'Chimney');
    const long = await config(ANNA, s.SessionId, { ...TYPICAL_CHIMNEY, reference: 'x'.repeat(41) });
    expect(long.Messages.some((m) => m.Type === 1)).toBe(true);
    expect(option(long, 'reference')).toMatchObject({ DisplayType: 'Text', Value: '' });
    await config(ANNA, s.SessionId, { reference: 'Villa Ek' });
    const done = await complete(ANNA, s);
    expect(done.ConfigItems.at(-1)!.ConfigInfoStr).toContain('ref. Villa Ek');
  });

  it('refuses a value out of range with a type 1 message and does not keep it', async () => {
    const s = await init(ANNA, 'Chimney');
    const state = await config(ANNA, s.SessionId, { heightInside: '99' });
    expect(state.Messages.some((m) => m.Type === 1)).toBe(true);
    expect(option(state, 'heightInside')!.Value).toBe('');
  });
});

describe('a stove with campaigns', () => {
  it('gives the Oslo series its XD discount and adds the campaign gift, hidden rows included', async () => {
    const s = await init(ANNA, 'Stove');
    const state = await config(ANNA, s.SessionId, { series: 'OSLO', model: 'OSLO-7' });
    expect(state.IsExecutionComplete).toBe(true);
    expect(state.ImageUrl).toMatch(/stove-oslo/);
    const done = await complete(ANNA, s);
    expect(done.Status).toBe('Success');
    const stove = done.ConfigItems.find((i) => i.ItemNo === 'NF-OSLO-7-BK')!;
    expect(stove).toMatchObject({ CampaignDiscountType: 'XD', CampaignDiscount: CPQ_CAMPAIGNS.osloExtraDiscount.percent });
    expect(stove.Price).toBeCloseTo(stove.OriginalNetPrice * 0.9, 2);
    expect(done.ConfigItems.find((i) => i.ItemNo === CPQ_CAMPAIGNS.stoveGift.itemNumber)).toMatchObject({
      CampaignDiscountType: 'XR',
      Price: 0,
    });
  });

  it('completes a stove with its chimney package (New_Stove) with the path on the last row', async () => {
    const s = await init(ANNA, 'New_Stove');
    const { diameter: _fixed, ...chimney } = TYPICAL_CHIMNEY;
    const state = await config(ANNA, s.SessionId, { series: 'OSLO', model: 'OSLO-7', ...chimney });
    expect(state.IsExecutionComplete).toBe(true);
    const done = await complete(ANNA, s);
    expect(done.Status).toBe('Success');
    expect(done.ConfigItems.at(-1)).toMatchObject({ CampaignDiscountType: 'ND', Path: 'stove+chimney' });
    expect(done.ConfigItems.map((i) => i.ItemNo)).toEqual(expect.arrayContaining(['NF-OSLO-7-BK', 'SK150-START']));
  });

  it('speaks the market’s language when the browser asks for none, as the catalogue does', async () => {
    const caption = async (email: string) => {
      const s = await init(email, 'Chimney');
      return option(await config(email, s.SessionId, {}), 'diameter')!.Caption;
    };
    expect({ se: await caption(ANNA), no: await caption(OLA), de: await caption(JONAS) }).toEqual({
      se: 'Rökkanalens diameter',
      no: 'Røykkanalens diameter',
      // Germany's market language is English.
      de: 'Flue diameter',
    });
  });

  it('speaks the language the browser asks for', async () => {
    const s = await init(ANNA, 'Stove');
    const call = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cpq/v2/config',
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
        payload: { sessionId: s.SessionId, values: [] },
      });
    const token = await t.tokenFor(ANNA);
    const sv = (await call('sv')).json<ConfigureResponse>();
    const en = (await call('en-GB,en;q=0.9')).json<ConfigureResponse>();
    expect(option(sv, 'series')!.Caption).not.toBe(option(en, 'series')!.Caption);
  });

  it('reopens a completed configuration from its header with its answers, under a new header', async () => {
    const s = await init(ANNA, 'Stove');
    await config(ANNA, s.SessionId, { series: 'VISBY', model: 'VISBY-8', colour: 'GR' });
    expect((await complete(ANNA, s)).Status).toBe('Success');
    const again = await init(ANNA, 'Stove', s.HeaderId);
    expect(again.HeaderId).not.toBe(s.HeaderId);
    const state = await config(ANNA, again.SessionId, {});
    expect(option(state, 'series')!.Value).toBe('VISBY');
    expect(option(state, 'colour')!.Value).toBe('GR');
    expect(state.IsExecutionComplete).toBe(true);
    // With another ruleset the header does not fit.
    expect((await t.call(ANNA, 'GET', `/api/cpq/v2/init?ruleset=Chimney&headerId=${s.HeaderId}`)).statusCode).toBe(400);
  });
});

describe('configured items in an order', () => {
  const stove = async () => {
    const s = await init(ANNA, 'Stove');
    await config(ANNA, s.SessionId, { series: 'OSLO', model: 'OSLO-5' });
    expect((await complete(ANNA, s)).Status).toBe('Success');
    return s.HeaderId;
  };

  it('holds one stove configuration, once, whatever ruleset the cart names', async () => {
    const [a, b] = [await stove(), await stove()];
    const two = order(a, 'Stove');
    // The second one claims to be a chimney; the stored ruleset says otherwise.
    two.cartItems.push({ ...two.cartItems[0]!, id: b, headerId: b, ruleset: 'Chimney' });
    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', two);
    expect(res.statusCode).toBe(400);
    // Keyed, so the checkout can say which line is one too many (the cart changed in another session).
    expect(res.json()).toMatchObject({ field: 'cartItems.1.headerId', key: 'checkout.cart-line.configuration-repeated' });

    const twice = order(a, 'Stove');
    twice.cartItems[0]!.quantity = 2;
    const again = await t.call(ANNA, 'POST', '/api/order/placeOrder', twice);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'cartItems.0.quantity' });

    const unknown = order('no-such-header', 'Stove');
    const gone = await t.call(ANNA, 'POST', '/api/order/placeOrder', unknown);
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({ field: 'cartItems.0.headerId', key: 'checkout.cart-line.configuration-unavailable' });
  });

  it('lets no batch (an offer, an order list) put a second stove into a cart that holds one', async () => {
    ok(await t.call(ANNA, 'DELETE', '/api/cart'));
    const [a, b] = [await stove(), await stove()];
    ok(await t.call(ANNA, 'POST', '/api/cart/lines', configuredCartLine(a, `Oslo ${a}`)));
    const offer = ok<Offer>(
      await t.call(ANNA, 'POST', '/api/offers', {
        customer: { name: 'Greta Hemmasson', email: 'greta@homeowner.test', phone: '+46 70 123 45 67', address: 'Ängsvägen 3' },
        configured: [{ headerId: b, ruleset: 'Stove', title: 'Kamin från offert', image: '', items: [] }],
        lines: [],
        markupPercent: 30,
        validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        language: 'sv',
      }),
    );
    const batch = ok<CartBatchResponse>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/to-cart`, { changeId: randomUUID() }));
    expect(batch.added).toEqual([]);
    expect(batch.skipped).toEqual([{ id: b, title: 'Kamin från offert', reason: 'configuration-in-cart' }]);
    expect(batch.cart.lines.map((l) => l.id)).toEqual([a]);
    // Without the first stove the offer's goes in.
    ok(await t.call(ANNA, 'DELETE', `/api/cart/lines/${a}`));
    const again = ok<CartBatchResponse>(await t.call(ANNA, 'POST', `/api/offers/${offer.id}/to-cart`, { changeId: randomUUID() }));
    expect(again.added).toEqual([b]);
    ok(await t.call(ANNA, 'DELETE', '/api/cart'));
  });
});

describe('market rules', () => {
  it('asks for a platform in Norway when the chimney stands more than 1.2 m above the roof', async () => {
    const s = await init(OLA, 'Chimney');
    const state = await config(OLA, s.SessionId, { ...TYPICAL_CHIMNEY, heightAbove: '1.4' });
    expect(state.IsExecutionComplete).toBe(true);
    const done = await complete(OLA, s);
    expect(done.Currency).toBe('NOK');
    expect(done.ConfigItems.some((i) => i.ItemNo.startsWith('TS-PLATT-T'))).toBe(true);
    // …which in Sweden is needed only above 1.5 m.
    const se = await init(ANNA, 'Chimney');
    await config(ANNA, se.SessionId, { ...TYPICAL_CHIMNEY, heightAbove: '1.4' });
    expect((await complete(ANNA, se)).ConfigItems.some((i) => i.ItemNo.startsWith('TS-PLATT'))).toBe(false);
  });
});

describe('sessions', () => {
  it('continue on a second API instance sharing the database', async () => {
    const s = await init(ANNA, 'Chimney');
    await config(ANNA, s.SessionId, { diameter: '180', heightInside: '5' });
    const second = await t.secondInstance();
    try {
      const token = await t.tokenFor(ANNA);
      const res = await second.app.inject({
        method: 'POST',
        url: '/api/cpq/v2/config',
        headers: { authorization: `Bearer ${token}` },
        payload: { sessionId: s.SessionId, values: [{ ID: 'heightAbove', Value: '1.2' }] },
      });
      const state = ok<ConfigureResponse>(res);
      expect(option(state, 'diameter')!.Value).toBe('180');
      expect(option(state, 'heightInside')!.Value).toBe('5');
      expect(option(state, 'heightAbove')!.Value).toBe('1.2');
    } finally {
      await second.close();
    }
  });

  it('of another customer answer 404 on config and complete, and their headers 404 on init', async () => {
    const s = await init(ANNA, 'Stove');
    await config(ANNA, s.SessionId, { series: 'OSLO', model: 'OSLO-7' });
    expect((await complete(ANNA, s)).Status).toBe('Success');
    expect((await t.call(JONAS, 'POST', '/api/cpq/v2/config', { sessionId: s.SessionId, values: [] })).statusCode).toBe(404);
    const foreign = await t.call(JONAS, 'POST', '/api/cpq/v2/complete', {
      sessionId: s.SessionId,
      headerId: s.HeaderId,
      configurationId: s.ConfigurationId,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.call(JONAS, 'GET', `/api/cpq/v2/init?ruleset=Stove&headerId=${s.HeaderId}`)).statusCode).toBe(404);
    expect((await t.call(ANNA, 'POST', '/api/cpq/v2/config', { sessionId: 'not-a-session', values: [] })).statusCode).toBe(404);
    // Nor can another customer order it.
    const res = await t.call(JONAS, 'POST', '/api/order/placeOrder', {
      ...order(s.HeaderId, 'Stove'),
      CustomerId: '40001',
      ShipTo: '40001',
    });
    expect(res.statusCode).toBe(400);
  });

  it('keep the answers an exit change hides and give them back when the exit changes back', async () => {
    const s = await init(ANNA, 'Chimney');
    await config(ANNA, s.SessionId, { ...TYPICAL_CHIMNEY, ceilingPasses: '2' });
    const wall = await config(ANNA, s.SessionId, { exit: 'wall' });
    expect(wall.Messages.filter((m) => m.Type === 1)).toEqual([]);
    expect(option(wall, 'ceilingPasses')).toMatchObject({ IsVisible: false, Value: '' });
    const back = await config(ANNA, s.SessionId, { exit: 'roof' });
    expect(option(back, 'ceilingPasses')!.Value).toBe('2');
    expect(option(back, 'roofCovering')!.Value).toBe('T');
    expect(back.IsExecutionComplete).toBe(true);
  });

  it('keep both answers of two calls sent at once', async () => {
    const s = await init(ANNA, 'Chimney');
    await config(ANNA, s.SessionId, {});
    await Promise.all([
      config(ANNA, s.SessionId, { diameter: '180' }),
      config(ANNA, s.SessionId, { heightInside: '5' }),
      config(ANNA, s.SessionId, { heightAbove: '1.2' }),
    ]);
    const state = await config(ANNA, s.SessionId, {});
    expect([option(state, 'diameter')!.Value, option(state, 'heightInside')!.Value, option(state, 'heightAbove')!.Value]).toEqual([
      '180',
      '5',
      '1.2',
    ]);
  });

  it('refuses a header or configuration id that does not belong to the session', async () => {
    const a = await init(ANNA, 'Stove');
    const b = await init(ANNA, 'Stove');
    const res = await t.call(ANNA, 'POST', '/api/cpq/v2/complete', {
      sessionId: a.SessionId,
      headerId: b.HeaderId,
      configurationId: a.ConfigurationId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'headerId' });
  });

  it('expire a day after their last call', async () => {
    let now = new Date();
    const clock = await createTestApp({ now: () => now });
    try {
      const s = ok<InitConfigurationResponse>(await clock.call(ANNA, 'GET', '/api/cpq/v2/init?ruleset=Stove'));
      now = new Date(now.getTime() + 23 * 3600_000);
      expect((await clock.call(ANNA, 'POST', '/api/cpq/v2/config', { sessionId: s.SessionId, values: [] })).statusCode).toBe(200);
      now = new Date(now.getTime() + 23 * 3600_000);
      expect((await clock.call(ANNA, 'POST', '/api/cpq/v2/config', { sessionId: s.SessionId, values: [] })).statusCode).toBe(200);
      now = new Date(now.getTime() + 25 * 3600_000);
      expect((await clock.call(ANNA, 'POST', '/api/cpq/v2/config', { sessionId: s.SessionId, values: [] })).statusCode).toBe(404);
      // A later start purges it.
      await clock.call(ANNA, 'GET', '/api/cpq/v2/init?ruleset=Stove');
      const left = await clock.database.db.selectFrom('cpq_session').select('session_id').where('session_id', '=', s.SessionId).execute();
      expect(left).toEqual([]);
    } finally {
      await clock.close();
    }
  });
});
