import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ModelSerieProduct, ShowroomEntry } from '@portal/contracts';
import { stableId } from '../../seed/ids.js';
import { useTestApp } from '../../test/use-test-app.js';
import { MIA, JUHA, ANNA } from '../../test/demo-users.js';

const t = useTestApp();

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** One of Anna's (customer 10001) seeded showroom products. */
const ANNAS_ENTRY = stableId('showroom:10001:NF-OSLO-7-BK');

const myProducts = async (email: string) =>
  (await t.call(email, 'GET', '/api/product/myproducts')).json<{ value: ShowroomEntry[] }>().value;
const seriesProducts = async (modelSerie: string) =>
  (await t.call(MIA, 'GET', `/api/product/productsForModelSerie?modelSerie=${encodeURIComponent(modelSerie)}`)).json<{
    value: ModelSerieProduct[];
  }>().value;
const entryOf = async (email: string, itemNumber: string) =>
  (await myProducts(email)).find((e) => e.ed_ProductId.productnumber === itemNumber);

describe('showroom products', () => {
  it('lists the reseller’s own showroom, by name in the reader’s language (Mia reads English), with live display', async () => {
    const mine = await myProducts(MIA);
    expect(mine.map((e) => [e.ed_ProductId.productnumber, e.ed_combustible])).toEqual([
      ['GH-AALBORG-14-GR', false],
      ['GH-TAMPERE-7-BK', true],
      ['NF-KIRUNA-5-GR', false],
    ]);
    expect(mine[1]).toEqual({
      ed_showroomid: stableId('showroom:40001:GH-TAMPERE-7-BK'),
      ed_ProductId: {
        productnumber: 'GH-TAMPERE-7-BK',
        ed_namese: 'Glödhus Tampere 7 stove, black',
        ed_urlpicture: '/catalogue/stove-tampere.svg',
      },
      ed_combustible: true,
    });
    expect(await myProducts(JUHA)).toEqual(mine);
    expect((await myProducts(ANNA)).map((e) => e.ed_showroomid)).not.toContain(mine[0]!.ed_showroomid);
  });

  it('lists the stove model series', async () => {
    const res = await t.call(MIA, 'GET', '/api/product/allmodelseries');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ value: { ed_modelserie: string }[] }>().value.map((s) => s.ed_modelserie)).toEqual([
      'Aalborg',
      'Bergen',
      'Gotland',
      'Kiruna',
      'Narvik',
      'Oslo',
      'Tampere',
      'Visby',
    ]);
  });

  it('lists the stoves of a series with stable GUIDs, model numbers in order, no options or spare parts', async () => {
    const visby = await seriesProducts('Visby');
    expect(visby.map((p) => p.ed_namese)).toEqual([
      'Nordflamme Visby 6 stove, black',
      'Nordflamme Visby 6 stove, grey',
      'Nordflamme Visby 8 stove, black',
      'Nordflamme Visby 8 stove, grey',
      'Nordflamme Visby 10 stove, black',
      'Nordflamme Visby 10 stove, grey',
    ]);
    expect(visby.every((p) => GUID.test(p.productid) && p.ed_urlpicture === '/catalogue/stove-visby.svg')).toBe(true);
    expect(await seriesProducts('Visby')).toEqual(visby);
    expect(await seriesProducts('Oslo')).toHaveLength(9);
    expect(await seriesProducts('Atlantis')).toEqual([]);
  });

  it('answers 400 without a series', async () => {
    const res = await t.call(MIA, 'GET', '/api/product/productsForModelSerie');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'modelSerie' });
  });
});

describe('adding to the showroom', () => {
  it('adds a stove, shown live when asked, for the whole reseller', async () => {
    const stove = (await seriesProducts('Narvik')).find((p) => p.ed_namese === 'Glödhus Narvik 8 stove, white')!;
    const res = await t.call(MIA, 'GET', `/api/product/addProductToStore?productId=${stove.productid}&combustible=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const entry = await entryOf(JUHA, 'GH-NARVIK-8-WH');
    expect(entry).toMatchObject({ ed_ProductId: { ed_namese: 'Glödhus Narvik 8 stove, white' }, ed_combustible: true });
    expect(entry!.ed_showroomid).toMatch(GUID);
    expect(await entryOf(ANNA, 'GH-NARVIK-8-WH')).toBeUndefined();
  });

  it('answers 409 when the stove is already there and keeps the entry as it was', async () => {
    const stove = (await seriesProducts('Narvik')).find((p) => p.ed_namese === 'Glödhus Narvik 8 stove, white')!;
    const before = await myProducts(MIA);
    const res = await t.call(MIA, 'GET', `/api/product/addProductToStore?productId=${stove.productid}&combustible=false`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_IN_SHOWROOM' });
    expect(await myProducts(MIA)).toEqual(before);
  });

  it('answers 404 for an unknown product and 400 for bad values, adding nothing', async () => {
    const stove = (await seriesProducts('Bergen'))[0]!;
    const before = await myProducts(MIA);
    expect((await t.call(MIA, 'GET', `/api/product/addProductToStore?productId=${randomUUID()}&combustible=false`)).statusCode).toBe(404);
    const badId = await t.call(MIA, 'GET', '/api/product/addProductToStore?productId=NF-BERGEN-4-BK&combustible=false');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'productId' });
    const badFlag = await t.call(MIA, 'GET', `/api/product/addProductToStore?productId=${stove.productid}&combustible=yes`);
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json()).toMatchObject({ field: 'combustible' });
    expect(await myProducts(MIA)).toEqual(before);
  });
});

describe('live display', () => {
  it('turns live display off and on again', async () => {
    const entry = (await entryOf(MIA, 'GH-TAMPERE-7-BK'))!;
    const off = await t.call(MIA, 'GET', `/api/product/updatecombustible?showroomId=${entry.ed_showroomid}&combustible=false`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ok: true });
    expect((await entryOf(MIA, 'GH-TAMPERE-7-BK'))!.ed_combustible).toBe(false);
    await t.call(JUHA, 'GET', `/api/product/updatecombustible?showroomId=${entry.ed_showroomid}&combustible=true`);
    expect((await entryOf(MIA, 'GH-TAMPERE-7-BK'))!.ed_combustible).toBe(true);
  });

  it('answers 404 for another reseller’s showroom id and leaves it alone', async () => {
    const res = await t.call(MIA, 'GET', `/api/product/updatecombustible?showroomId=${ANNAS_ENTRY}&combustible=false`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await myProducts(ANNA)).find((e) => e.ed_showroomid === ANNAS_ENTRY)!.ed_combustible).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for bad values, changing nothing', async () => {
    const before = await myProducts(MIA);
    const id = before[0]!.ed_showroomid;
    expect((await t.call(MIA, 'GET', `/api/product/updatecombustible?showroomId=${randomUUID()}&combustible=true`)).statusCode).toBe(404);
    expect((await t.call(MIA, 'GET', `/api/product/updatecombustible?showroomId=${id}&combustible=1`)).statusCode).toBe(400);
    expect((await t.call(MIA, 'GET', `/api/product/updatecombustible?showroomId=${id}`)).json()).toMatchObject({ field: 'combustible' });
    expect((await t.call(MIA, 'GET', '/api/product/updatecombustible?showroomId=1&combustible=true')).json()).toMatchObject({
      field: 'showroomId',
    });
    expect(await myProducts(MIA)).toEqual(before);
  });
});

describe('removing from the showroom', () => {
  it('answers 404 for another reseller’s showroom id and keeps it', async () => {
    const res = await t.call(MIA, 'GET', `/api/product/deleteProductFromStore?showroomId=${ANNAS_ENTRY}`);
    expect(res.statusCode).toBe(404);
    expect((await myProducts(ANNA)).map((e) => e.ed_showroomid)).toContain(ANNAS_ENTRY);
  });

  it('answers 400 for an id that is not a GUID', async () => {
    const res = await t.call(MIA, 'GET', '/api/product/deleteProductFromStore?showroomId=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'showroomId' });
  });

  it('removes the reseller’s own entry, once', async () => {
    const entry = (await entryOf(MIA, 'NF-KIRUNA-5-GR'))!;
    const res = await t.call(MIA, 'GET', `/api/product/deleteProductFromStore?showroomId=${entry.ed_showroomid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await entryOf(MIA, 'NF-KIRUNA-5-GR')).toBeUndefined();
    expect((await t.call(MIA, 'GET', `/api/product/deleteProductFromStore?showroomId=${entry.ed_showroomid}`)).statusCode).toBe(404);
  });

  it('lets a removed stove be added again', async () => {
    const stove = (await seriesProducts('Kiruna')).find((p) => p.ed_namese === 'Nordflamme Kiruna 5 stove, grey')!;
    expect((await t.call(MIA, 'GET', `/api/product/addProductToStore?productId=${stove.productid}&combustible=false`)).statusCode).toBe(
      200,
    );
    expect(await entryOf(MIA, 'NF-KIRUNA-5-GR')).toMatchObject({ ed_combustible: false });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/product/myproducts' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/deleteProductFromStore?showroomId=${ANNAS_ENTRY}` })).statusCode).toBe(
      401,
    );
  });
});
