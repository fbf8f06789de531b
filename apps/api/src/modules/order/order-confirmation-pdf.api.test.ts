import { describe, expect, it } from 'vitest';
import { pdfContents } from '../../test/pdf-text.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, OLA } from '../../test/demo-users.js';

const t = useTestApp();

const newestOrder = (customerNumber: string) =>
  t.database.db
    .selectFrom('customer_order')
    .select('order_number')
    .where('customer_number', '=', customerNumber)
    .orderBy('order_date', 'desc')
    .orderBy('order_number', 'desc')
    .executeTakeFirstOrThrow();

const firstPage = async (file: Buffer) => (await pdfContents(file)).pages[0];

describe('confirmationPdf', () => {
  it('sends a user of the customer the confirmation of one of its orders as a PDF attachment, in the market’s language', async () => {
    const { order_number: orderNumber } = await newestOrder('10001');
    const res = await t.call(ANNA, 'GET', `/api/order/confirmationPdf?orderNumber=${orderNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orderbekraftelse-${orderNumber}.pdf"; filename*=UTF-8''orderbekraftelse-${orderNumber}.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const file = res.rawPayload;
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const page = await firstPage(file);
    for (const text of ['ORDERBEKRÄFTELSE', orderNumber, 'Brasvärme i Uppsala AB', 'Totalt exkl. moms']) expect(page, text).toContain(text);
    expect(page!.some((run) => / kr$/.test(run))).toBe(true);
  });

  it('writes the language asked for', async () => {
    const { order_number: orderNumber } = await newestOrder('10001');
    const res = await t.call(ANNA, 'GET', `/api/order/confirmationPdf?orderNumber=${orderNumber}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="order-confirmation-${orderNumber}.pdf"`);
    expect(await firstPage(res.rawPayload)).toContain('ORDER CONFIRMATION');
  });

  it('answers 404 for another customer’s order and for an unknown number, 400 for an unknown language', async () => {
    const { order_number: orderNumber } = await newestOrder('10001');
    const other = await t.call(OLA, 'GET', `/api/order/confirmationPdf?orderNumber=${orderNumber}`);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('application/json');
    expect((await t.call(ANNA, 'GET', '/api/order/confirmationPdf?orderNumber=999999')).statusCode).toBe(404);
    expect((await t.call(ANNA, 'GET', `/api/order/confirmationPdf?orderNumber=${orderNumber}&lang=xx`)).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const { order_number: orderNumber } = await newestOrder('10001');
    expect((await t.app.inject({ method: 'GET', url: `/api/order/confirmationPdf?orderNumber=${orderNumber}` })).statusCode).toBe(401);
  });

  it('is in the API document as a PDF', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    }>();
    expect(Object.keys(doc.paths['/api/order/confirmationPdf']!.get.responses['200']!.content)).toEqual(['application/pdf']);
  });
});
