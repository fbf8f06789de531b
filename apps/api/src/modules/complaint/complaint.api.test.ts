import { describe, expect, it } from 'vitest';
import {
  GetHistoryComplaintsResponse,
  GetOpenComplaintsResponse,
  COMPLAINT_ERROR_KEYS,
  COMPLAINT_STATUS,
  MAX_FILE_BYTES,
  ORDER_LOOKUP_NOT_FOUND_CODE,
  REQUIRE_SERIAL_YES,
  type GetComplaintImagesResponse,
  type GetComplaintResponse,
  type GetComplaintMessagesResponse,
  type Incident,
  type LookupComplaintOrderResponse,
} from '@portal/contracts';
import type { FileStore } from '../../platform/files/file-store.js';
import { isSealed } from '../../platform/secret-box.js';
import { tinyPng } from '../../seed/complaints.js';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { rowCount } from '../../test/fixtures.js';
import { transportDamage } from '../../test/complaint-request.js';
import { postMultipart, type Part } from '../../test/multipart.js';
import { ANNA, OLA } from '../../test/demo-users.js';

const png = (name: string) => ({ name: 'files', filename: name, type: 'image/png', bytes: tinyPng(name) });
const pdf = (name: string) => ({
  name: 'files',
  filename: name,
  type: 'application/pdf',
  bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
});

/** A delivered order of customer 10001 with a serial-numbered stove and another article. */
async function orderWithStove(app: TestApp) {
  const rows = await app.database.db
    .selectFrom('customer_order as o')
    .innerJoin('order_line as l', 'l.order_number', 'o.order_number')
    .innerJoin('product as p', 'p.item_number', 'l.item_number')
    .select(['o.order_number', 'p.require_serial'])
    .where('o.customer_number', '=', '10001')
    .where('o.status', '=', 60)
    .execute();
  const orderNumber = [...new Set(rows.map((r) => r.order_number))].find(
    (n) => rows.some((r) => r.order_number === n && r.require_serial) && rows.some((r) => r.order_number === n && !r.require_serial),
  )!;
  const res = await app.call(ANNA, 'GET', `/api/complaint/order?searchId=${orderNumber}`);
  expect(res.statusCode).toBe(200);
  const order = res.json<LookupComplaintOrderResponse>();
  const stove = order.Lines.find((l) => l.Require_Serial === REQUIRE_SERIAL_YES)!;
  const other = order.Lines.find((l) => l.Require_Serial !== REQUIRE_SERIAL_YES)!;
  return { order, stove, other };
}

type Data = Record<string, unknown>;
const validData = (order: LookupComplaintOrderResponse, other: { ItemNumber: string }): Data =>
  transportDamage(order, other, { description: 'The ash pan was bent on arrival.', orderMark: 'Claim Lindgren' });

let clock = Date.now();
const stored: string[] = [];
let failOnPut: number | null = null;

const t = useTestApp({
  now: () => new Date(clock),
  // Every stored key is recorded, and a test can make the n-th put fail.
  wrapComplaintFileStore: (store: FileStore): FileStore => ({
    ...store,
    async put(key, body, contentType) {
      stored.push(key);
      if (failOnPut !== null && stored.length >= failOnPut) throw new Error('disk full (injected)');
      return store.put(key, body, contentType);
    },
  }),
});

const incidentCount = () => rowCount(t, 'incident');
const create = (data: Data | string, files: Part[] = [], email = ANNA) =>
  postMultipart(t, email, '/api/complaint', [{ name: 'data', value: typeof data === 'string' ? data : JSON.stringify(data) }, ...files]);

describe('lists', () => {
  it('answers open and historic complaints of the own customer only, with the fields of spec 000 §3', async () => {
    const open = (await t.call(ANNA, 'GET', '/api/complaint/openComplaints')).json<{ value: Incident[] }>().value;
    const history = (await t.call(ANNA, 'GET', '/api/complaint/historyComplaints')).json<{ value: Incident[] }>().value;
    expect(new Set(open.map((i) => i.edp_portalstatus))).toEqual(
      new Set([COMPLAINT_STATUS.Registered, COMPLAINT_STATUS.Ongoing, COMPLAINT_STATUS.WaitingForDetails]),
    );
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((i) => i.edp_portalstatus === COMPLAINT_STATUS.Completed)).toBe(true);
    const own = await t.database.db.selectFrom('incident').select('id').where('customer_number', '=', '10001').execute();
    expect([...open, ...history].map((i) => i.incidentid).sort()).toEqual(own.map((r) => r.id).sort());
    const first = open[0]!;
    expect(first.ed_casenumber).toMatch(/^CAS-\d+$/);
    expect(first.edp_incident_edp_claimproduct.length).toBeGreaterThan(0);
    expect(first.primarycontactid?.fullname).toBeTruthy();
    expect(first.msdyn_incidenttype?.msdyn_name).toBeTruthy();
    expect(first.msdyn_FunctionalLocation?.msdyn_city).toBeTruthy();
  });

  it('shows a change made behind its back (the CRM completing a complaint) on the next read', async () => {
    const ids = async (which: 'open' | 'history') =>
      (await t.call(ANNA, 'GET', `/api/complaint/${which}Complaints`)).json<{ value: Incident[] }>().value.map((i) => i.incidentid);
    const [first] = await ids('open');
    expect(await ids('history')).not.toContain(first);
    await t.database.db.updateTable('incident').set({ portal_status: COMPLAINT_STATUS.Completed }).where('id', '=', first!).execute();
    expect(await ids('open')).not.toContain(first);
    expect(await ids('history')).toContain(first);
    await t.database.db.updateTable('incident').set({ portal_status: COMPLAINT_STATUS.Registered }).where('id', '=', first!).execute();
    expect(await ids('open')).toContain(first);
    // A claimed product's change counts too.
    await t.database.db.updateTable('incident_product').set({ quantity: 7 }).where('incident_id', '=', first!).execute();
    const row = (await t.call(ANNA, 'GET', '/api/complaint/openComplaints'))
      .json<{ value: Incident[] }>()
      .value.find((i) => i.incidentid === first)!;
    expect(row.edp_incident_edp_claimproduct.every((p) => p.edp_quantity === 7)).toBe(true);
  });

  it('composes list rows exactly as the contract and the single complaint answer do', async () => {
    const res = await t.call(ANNA, 'GET', '/api/complaint/openComplaints');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const open = GetOpenComplaintsResponse.parse(res.json()).value;
    const history = GetHistoryComplaintsResponse.parse((await t.call(ANNA, 'GET', '/api/complaint/historyComplaints')).json()).value;
    for (const listed of [...open, ...history]) {
      const single = (await t.call(ANNA, 'GET', `/api/complaint?incidentId=${listed.incidentid}`)).json<GetComplaintResponse>().value[0]!;
      // The detail adds the order's shipment to the incident the lists show.
      const { deliveryDate: _deliveryDate, trackingId: _trackingId, ...incident } = single;
      expect(listed).toEqual(incident);
    }
  });

  it('answers with one complaint when its order left the factory and its tracking ID', async () => {
    const listed = (await t.call(ANNA, 'GET', '/api/complaint/openComplaints')).json<{ value: Incident[] }>().value[0]!;
    const order = await t.database.db
      .selectFrom('customer_order')
      .select(['promise_date', 'tracking_id'])
      .where('order_number', '=', listed.edp_ordernumber!)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('customer_order')
      .set({ tracking_id: 'PN-778899' })
      .where('order_number', '=', listed.edp_ordernumber!)
      .execute();
    const detail = async () =>
      (await t.call(ANNA, 'GET', `/api/complaint?incidentId=${listed.incidentid}`)).json<GetComplaintResponse>().value[0]!;
    expect(order.promise_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await detail()).toMatchObject({ deliveryDate: order.promise_date, trackingId: 'PN-778899' });

    // A promised day is no departure: an order not yet dispatched, or without tracking, answers null.
    await t.database.db
      .updateTable('customer_order')
      .set({ status: 30, tracking_id: null })
      .where('order_number', '=', listed.edp_ordernumber!)
      .execute();
    expect(await detail()).toMatchObject({ deliveryDate: null, trackingId: null });
    await t.database.db
      .updateTable('customer_order')
      .set({ status: 60, tracking_id: order.tracking_id })
      .where('order_number', '=', listed.edp_ordernumber!)
      .execute();
  });

  it('answers 404 for another customer’s complaint, notes, images and image', async () => {
    const other = (await t.call(OLA, 'GET', '/api/complaint/openComplaints')).json<{ value: Incident[] }>().value[0]!;
    const [attachment] = await t.database.db
      .selectFrom('incident_attachment')
      .select('id')
      .where('incident_id', '=', other.incidentid)
      .execute();
    expect((await t.call(OLA, 'GET', `/api/complaint?incidentId=${other.incidentid}`)).statusCode).toBe(200);
    for (const url of [
      `/api/complaint?incidentId=${other.incidentid}`,
      `/api/complaint/messages?incidentId=${other.incidentid}`,
      `/api/complaint/images?incidentId=${other.incidentid}`,
      `/api/complaint/image?incidentId=${other.incidentid}&itemId=${attachment!.id}`,
    ]) {
      expect((await t.call(ANNA, 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await t.call(ANNA, 'POST', '/api/complaint/messages', { incidentId: other.incidentid, description: 'Hej' })).statusCode).toBe(
      404,
    );
    const upload = await postMultipart(t, ANNA, '/api/complaint/images', [{ name: 'incidentId', value: other.incidentid }, png('x.png')]);
    expect(upload.statusCode).toBe(404);
  });
});

describe('order lookup', () => {
  it('finds a delivered order by order number and by serial number, with shipped quantities and serials', async () => {
    const { order, stove } = await orderWithStove(t);
    expect(stove.ShippedQty).toBeGreaterThan(0);
    expect(stove.SerialNbrs.length).toBeGreaterThan(0);
    const serial = stove.SerialNbrs[0]!.SerialNumber;
    expect(serial).toMatch(/^(\d{10}|\d{14})$/);
    const bySerial = await t.call(ANNA, 'GET', `/api/complaint/order?searchId=${serial}`);
    expect(bySerial.statusCode).toBe(200);
    expect(bySerial.json()).toEqual(order);
  });

  it('answers 404 ERR0001 with the spec’s key for unknown, undelivered or another customer’s numbers', async () => {
    const { order, stove } = await orderWithStove(t);
    const byOther = await t.call(OLA, 'GET', `/api/complaint/order?searchId=${order.OrderNumber}`);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ code: ORDER_LOOKUP_NOT_FOUND_CODE, key: COMPLAINT_ERROR_KEYS.orderNotFound });
    const serialByOther = await t.call(OLA, 'GET', `/api/complaint/order?searchId=${stove.SerialNbrs[0]!.SerialNumber}`);
    expect(serialByOther.statusCode).toBe(404);
    expect(serialByOther.json()).toMatchObject({ code: ORDER_LOOKUP_NOT_FOUND_CODE, key: COMPLAINT_ERROR_KEYS.serialNotFound });
    const undelivered = await t.database.db
      .selectFrom('customer_order')
      .select('order_number')
      .where('customer_number', '=', '10001')
      .where('status', '=', 20)
      .executeTakeFirstOrThrow();
    expect((await t.call(ANNA, 'GET', `/api/complaint/order?searchId=${undelivered.order_number}`)).statusCode).toBe(404);
  });

  it('answers 400 with the format key for a search that is not 6, 10 or 14 digits', async () => {
    for (const searchId of ['12345', '1234567', 'abcdef', '123456789012']) {
      const res = await t.call(ANNA, 'GET', `/api/complaint/order?searchId=${searchId}`);
      expect(res.statusCode, searchId).toBe(400);
      expect(res.json()).toMatchObject({ field: 'searchId', key: COMPLAINT_ERROR_KEYS.searchFormat });
    }
  });
});

describe('new complaint', () => {
  it('registers a complaint with two images, notes and signed download addresses', async () => {
    const { order, other } = await orderWithStove(t);
    const res = await create(validData(order, other), [png('Skadad lucka.png'), png('pall.png')]);
    expect(res.statusCode, res.body).toBe(200);
    const incident = res.json<Incident>();
    expect(incident).toMatchObject({
      edp_ordernumber: order.OrderNumber,
      edp_ordermark: 'Claim Lindgren',
      edp_portalstatus: COMPLAINT_STATUS.Registered,
      msdyn_incidenttype: { msdyn_name: 'Transport damage' },
      primarycontactid: { fullname: 'Anna Bergström' },
      edp_incident_edp_claimproduct: [{ edp_articlenumber: other.ItemNumber, edp_name: other.Description, edp_quantity: 1 }],
    });
    expect(incident.ed_casenumber).toMatch(/^CAS-\d+$/);
    const open = (await t.call(ANNA, 'GET', '/api/complaint/openComplaints')).json<{ value: Incident[] }>().value;
    expect(open[0]!.incidentid).toBe(incident.incidentid);

    const images = (await t.call(ANNA, 'GET', `/api/complaint/images?incidentId=${incident.incidentid}`)).json<GetComplaintImagesResponse>()
      .value;
    expect(images.map((i) => i.name).sort()).toEqual(['Skadad lucka.png', 'pall.png']);
    const link = await t.call(ANNA, 'GET', `/api/complaint/image?incidentId=${incident.incidentid}&itemId=${images[0]!.id}`);
    expect(link.statusCode).toBe(200);
    const { getUrl } = link.json<{ getUrl: string }>();
    expect(getUrl).toMatch(/^\/api\/complaint\/file\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    const file = await t.app.inject({ method: 'GET', url: getUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(
      /^inline; filename="(Skadad_lucka|pall)\.png"; filename\*=UTF-8''(Skadad_lucka|pall)\.png$/,
    );
    expect(file.rawPayload.equals(tinyPng(images[0]!.name))).toBe(true);

    // A changed address or signature is refused; after five minutes the address has expired.
    expect(
      (await t.app.inject({ method: 'GET', url: getUrl.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 60}`) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: getUrl.replace(/signature=.*/, 'signature=AAAA') })).statusCode).toBe(403);
    // The key that signs the addresses is stored encrypted, like the sign-in keys.
    const key = await t.database.db
      .selectFrom('app_secret')
      .select('value')
      .where('name', '=', 'complaint_file_url_key')
      .executeTakeFirstOrThrow();
    expect(isSealed(key.value)).toBe(true);
    clock += 6 * 60_000;
    try {
      const expired = await t.app.inject({ method: 'GET', url: getUrl });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
    } finally {
      clock = Date.now();
    }

    const note = await t.call(ANNA, 'POST', '/api/complaint/messages', {
      incidentId: incident.incidentid,
      description: 'Kunden är hemma på fredag.',
    });
    expect(note.statusCode).toBe(200);
    const notes = (
      await t.call(ANNA, 'GET', `/api/complaint/messages?incidentId=${incident.incidentid}`)
    ).json<GetComplaintMessagesResponse>().value;
    expect(notes).toEqual([
      { subject: null, description: 'Kunden är hemma på fredag.', createdon: expect.any(String), name: 'Anna Bergström' },
    ]);
    for (const description of ['', ' ', 'x'.repeat(481)]) {
      const bad = await t.call(ANNA, 'POST', '/api/complaint/messages', { incidentId: incident.incidentid, description });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'description' });
    }

    // More files on the existing complaint: images or PDF.
    const more = await postMultipart(t, ANNA, '/api/complaint/images', [
      { name: 'incidentId', value: incident.incidentid },
      pdf('fraktsedel.pdf'),
    ]);
    expect(more.statusCode, more.body).toBe(200);
    const after = (await t.call(ANNA, 'GET', `/api/complaint/images?incidentId=${incident.incidentid}`)).json<GetComplaintImagesResponse>()
      .value;
    expect(after).toHaveLength(3);
    const none = await postMultipart(t, ANNA, '/api/complaint/images', [{ name: 'incidentId', value: incident.incidentid }]);
    expect(none.json()).toMatchObject({ field: 'files', key: COMPLAINT_ERROR_KEYS.fileRequired });
  });

  it('checks every rule of spec 000 §5 again on the server', async () => {
    const { order, stove, other } = await orderWithStove(t);
    const base = validData(order, other);
    const withQty = (item: string, qty: string) => ({
      ...base,
      products: order.Lines.map((l) => ({
        edp_articlenumber: l.ItemNumber,
        edp_name: l.Description,
        edp_quantity: l.ItemNumber === item ? qty : '0',
      })),
      serialNumber: stove.SerialNbrs[0]!.SerialNumber,
    });
    // A serial number of another of the dealer's orders.
    const otherSerial = await t.database.db
      .selectFrom('order_line_serial')
      .innerJoin('customer_order', 'customer_order.order_number', 'order_line_serial.order_number')
      .select('serial_number')
      .where('customer_order.customer_number', '=', '10001')
      .where('customer_order.order_number', '!=', order.OrderNumber)
      .executeTakeFirstOrThrow();
    const cases: [Data | string, string, string?][] = [
      [
        {
          ...base,
          products:
            base['products'] && order.Lines.map((l) => ({ edp_articlenumber: l.ItemNumber, edp_name: l.Description, edp_quantity: '0' })),
        },
        'products',
        COMPLAINT_ERROR_KEYS.noArticles,
      ],
      [withQty(other.ItemNumber, String(other.ShippedQty + 1)), `products.${order.Lines.indexOf(other)}.edp_quantity`],
      [withQty(stove.ItemNumber, '2'), `products.${order.Lines.indexOf(stove)}.edp_quantity`],
      [{ ...withQty(stove.ItemNumber, '1'), serialNumber: '' }, 'serialNumber'],
      [{ ...withQty(stove.ItemNumber, '1'), serialNumber: otherSerial.serial_number }, 'serialNumber', COMPLAINT_ERROR_KEYS.serialNotFound],
      [{ ...base, incidentType: 'broken' }, 'incidentType'],
      [{ ...base, description: '  ' }, 'description'],
      [{ ...base, description: 'x'.repeat(1001) }, 'description'],
      [{ ...base, orderMark: '' }, 'orderMark'],
      [{ ...base, alternateAddress: true, customAddress: { firstName: 'Per' } }, 'customAddress.lastName'],
      [{ ...base, orderNumber: '999999' }, 'orderNumber', COMPLAINT_ERROR_KEYS.orderNotFound],
      ['{not json', 'data'],
    ];
    const before = await incidentCount();
    for (const [data, field, key] of cases) {
      const res = await create(data);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ field, ...(key ? { key } : {}) });
    }
    expect(await incidentCount()).toBe(before);

    const serialOk = await create({
      ...withQty(stove.ItemNumber, '1'),
      alternateAddress: true,
      customAddress: {
        firstName: 'Per',
        lastName: 'Lindgren',
        address: 'Storgatan 4',
        postalCode: '753 20',
        city: 'Uppsala',
        country: 'Sverige',
        emailAddress: 'per@example.test',
        mobilePhone: '070-111 22 33',
      },
    });
    expect(serialOk.statusCode, serialOk.body).toBe(200);
    expect(serialOk.json()).toMatchObject({
      ed_serialnumber: stove.SerialNbrs[0]!.SerialNumber,
      primarycontactid: { fullname: 'Per Lindgren', address1_city: 'Uppsala' },
      msdyn_FunctionalLocation: { msdyn_address1: 'Storgatan 4', msdyn_postalcode: '753 20', msdyn_city: 'Uppsala' },
    });
  });

  it('refuses 5 files, a file of 4,000,000 bytes, an executable named .jpg and a PDF', async () => {
    const { order, other } = await orderWithStove(t);
    const data = validData(order, other);
    const before = await incidentCount();
    const keysBefore = stored.length;

    const five = await create(
      data,
      [1, 2, 3, 4, 5].map((n) => png(`${n}.png`)),
    );
    expect(five.statusCode).toBe(400);
    expect(five.json()).toMatchObject({ field: 'files', key: COMPLAINT_ERROR_KEYS.tooManyFiles });

    const big = Buffer.alloc(MAX_FILE_BYTES);
    tinyPng('big').copy(big);
    const tooBig = await create(data, [{ name: 'files', filename: 'big.png', type: 'image/png', bytes: big }]);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ field: 'files', key: COMPLAINT_ERROR_KEYS.fileSize });

    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
    const renamed = await create(data, [png('ok.png'), { name: 'files', filename: 'photo.jpg', type: 'image/jpeg', bytes: exe }]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ field: 'files.1', key: COMPLAINT_ERROR_KEYS.fileType });

    const withPdf = await create(data, [pdf('kvitto.pdf')]);
    expect(withPdf.statusCode).toBe(400);
    expect(withPdf.json()).toMatchObject({ field: 'files.0', key: COMPLAINT_ERROR_KEYS.fileType });

    expect(await incidentCount()).toBe(before);
    expect(stored.length).toBe(keysBefore);

    const justBelow = Buffer.alloc(MAX_FILE_BYTES - 1);
    tinyPng('just-below').copy(justBelow);
    const ok = await create(data, [{ name: 'files', filename: 'just-below.png', type: 'image/png', bytes: justBelow }]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('leaves no incident and no file behind when storing the second file fails', async () => {
    const { order, other } = await orderWithStove(t);
    const before = await incidentCount();
    const first = stored.length;
    failOnPut = first + 2;
    try {
      const res = await create(validData(order, other), [png('a.png'), png('b.png'), png('c.png')]);
      expect(res.statusCode).toBe(500);
    } finally {
      failOnPut = null;
    }
    const attempted = stored.slice(first);
    expect(attempted).toHaveLength(2);
    expect(await incidentCount()).toBe(before);
    for (const key of attempted) expect(await t.fileStore.get(key), key).toBeNull();
    const ids = attempted.map((k) => k.split('/')[1]!);
    expect(await t.database.db.selectFrom('incident_attachment').select('id').where('incident_id', 'in', ids).execute()).toEqual([]);
  });
});

describe('images', () => {
  it('hides the attachment names of spec 000 §9 (test, default, general.txt) from the list', async () => {
    const incident = (await t.call(ANNA, 'GET', '/api/complaint/openComplaints')).json<{ value: Incident[] }>().value.at(-1)!;
    const shown = (await t.call(ANNA, 'GET', `/api/complaint/images?incidentId=${incident.incidentid}`)).json<GetComplaintImagesResponse>()
      .value;
    const rows = ['test', 'Default.png', 'general.txt', 'test-drive.png'].map((name, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      incident_id: incident.incidentid,
      storage_key: `complaints/${incident.incidentid}/hidden-${i}`,
      content_type: 'image/png',
      original_name: name,
      file_name: name,
      size_bytes: 1,
    }));
    await t.database.db.insertInto('incident_attachment').values(rows).execute();
    const after = (await t.call(ANNA, 'GET', `/api/complaint/images?incidentId=${incident.incidentid}`)).json<GetComplaintImagesResponse>()
      .value;
    expect(after.map((i) => i.name).sort()).toEqual([...shown.map((i) => i.name), 'test-drive.png'].sort());
  });

  it('documents the multipart calls in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(doc.paths['/api/complaint']?.['post']).toBeDefined();
    expect(doc.paths['/api/complaint/images']?.['post']).toBeDefined();
    expect(doc.paths['/api/complaint/file/{attachmentId}']?.['get']).toBeDefined();
  });
});

describe('seed', () => {
  it('gives every demo customer complaints in every portal status, with notes and images', async () => {
    for (const customer of ['10001', '20001', '30001', '40001', '50001']) {
      const rows = await t.database.db
        .selectFrom('incident')
        .select(['id', 'portal_status'])
        .where('customer_number', '=', customer)
        .execute();
      expect(new Set(rows.map((r) => r.portal_status)), customer).toEqual(new Set(Object.values(COMPLAINT_STATUS)));
    }
    const image = await t.database.db.selectFrom('incident_attachment').select('storage_key').executeTakeFirstOrThrow();
    expect(await t.fileStore.get(image.storage_key)).not.toBeNull();
  });
});
