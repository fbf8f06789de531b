import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type GetInvoiceDetailsResponse } from '@portal/contracts';
import { pdfContents } from '../../test/pdf-text.js';
import { useTestApp } from '../../test/use-test-app.js';
import { SERVICE } from '../../test/demo-users.js';

const t = useTestApp();

/** Delivers an open order of the dealer through the order desk, as customer service does, and answers its new invoice's number. */
async function deliverAnOrderOf(customerNumber: string) {
  const order = await t.database.db
    .selectFrom('customer_order')
    .select(['order_number', 'status'])
    .where('customer_number', '=', customerNumber)
    .where('status', 'in', [ORDER_STATUS.inProduction, ORDER_STATUS.dispatched])
    .orderBy('order_number')
    .executeTakeFirstOrThrow();
  const move = (body: Record<string, unknown>) => t.call(SERVICE, 'PUT', `/api/staff/orders/${order.order_number}/status`, body);
  if (order.status === ORDER_STATUS.inProduction)
    expect((await move({ status: ORDER_STATUS.dispatched, carrier: 'DB Schenker', trackingId: `T${order.order_number}` })).statusCode).toBe(
      200,
    );
  expect((await move({ status: ORDER_STATUS.delivered })).statusCode).toBe(200);
  const invoice = await t.database.db
    .selectFrom('invoice')
    .selectAll()
    .where('order_number', '=', order.order_number)
    .executeTakeFirstOrThrow();
  return invoice;
}

const details = async (email: string, invoiceNumber: string) =>
  (await t.call(email, 'GET', `/api/invoice/invoiceDetails?invoiceNumber=${invoiceNumber}`)).json<GetInvoiceDetailsResponse>().Invoice;

describe('invoicing per market', () => {
  it('invoices a German dealer with a VAT number as an intra-Community supply at 0 %, with the note, both VAT numbers and an IBAN', async () => {
    const invoice = await deliverAnOrderOf('30001');
    expect(invoice).toMatchObject({
      currency: 'EUR',
      vat: 0,
      vat_percent: 0,
      vat_treatment: 'intra-community',
      customer_vat_number: 'DE812345679',
    });
    expect(invoice.total).toBeCloseTo(invoice.net_total + invoice.freight, 2);

    const shown = await details('jonas@reseller-de.test', invoice.invoice_number);
    expect(shown).toMatchObject({ VATPercent: 0, VATTreatment: 'intra-community', VAT: 0, CustomerVATNumber: 'DE812345679' });

    const pdf = await t.call('jonas@reseller-de.test', 'GET', `/api/invoice/invoicePdf?invoiceNumber=${invoice.invoice_number}&lang=de`);
    const { text } = await pdfContents(pdf.rawPayload);
    expect(text).toContain('MwSt. 0 %');
    expect(text).toContain('2006/112/EG');
    expect(text).toContain('DE812345679');
    expect(text).toContain('SE556677889901');
    expect(text).toContain('IBAN SE45 5000 0000 0583 9825 7466');
    expect(text).not.toContain('Bankgiro');
  });

  it('keeps Swedish VAT and the bankgiro for a Swedish dealer', async () => {
    const invoice = await deliverAnOrderOf('10001');
    expect(invoice).toMatchObject({ currency: 'SEK', vat_percent: 25, vat_treatment: 'domestic' });
    expect(invoice.vat).toBeCloseTo(((invoice.net_total + invoice.freight) * 25) / 100, 2);
    const { text } = await pdfContents(
      (await t.call('admin@reseller-se.test', 'GET', `/api/invoice/invoicePdf?invoiceNumber=${invoice.invoice_number}`)).rawPayload,
    );
    expect(text).toContain('Moms 25 %');
    expect(text).toContain('bankgiro 5050-1055');
  });

  it('applies Swedish VAT to an EU dealer without a VAT number', async () => {
    await t.database.db.updateTable('customer').set({ vat_number: null }).where('customer_number', '=', '40001').execute();
    try {
      const invoice = await deliverAnOrderOf('40001');
      expect(invoice).toMatchObject({ currency: 'EUR', vat_percent: 25, vat_treatment: 'domestic', customer_vat_number: null });
    } finally {
      await t.database.db.updateTable('customer').set({ vat_number: 'FI23456781' }).where('customer_number', '=', '40001').execute();
    }
  });

  it('seeds each market under its own rule: an export for Norway, intra-Community for Denmark, Germany and Finland', async () => {
    const rows = await t.database.db
      .selectFrom('invoice')
      .innerJoin('customer', 'customer.customer_number', 'invoice.customer_number')
      .select(['customer.market', 'invoice.vat_treatment', 'invoice.vat_percent'])
      .distinct()
      .execute();
    const byMarket = Object.fromEntries(rows.map((r) => [r.market, `${r.vat_treatment} ${r.vat_percent}`]));
    expect(byMarket).toEqual({
      se: 'domestic 25',
      no: 'export 0',
      dk: 'intra-community 0',
      de: 'intra-community 0',
      fi: 'intra-community 0',
    });
  });

  it('gives every seeded invoice an order of its own customer, which the dealer can open', async () => {
    const orphans = await t.database.db
      .selectFrom('invoice')
      .leftJoin('customer_order', (join) =>
        join
          .onRef('customer_order.order_number', '=', 'invoice.order_number')
          .onRef('customer_order.customer_number', '=', 'invoice.customer_number'),
      )
      .select('invoice.invoice_number')
      .where('customer_order.order_number', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    const oldest = await t.database.db
      .selectFrom('invoice')
      .select('order_number')
      .where('customer_number', '=', '10001')
      .orderBy('invoice_date')
      .executeTakeFirstOrThrow();
    const opened = await t.call('anna@reseller-se.test', 'GET', `/api/order/orderDetails?orderNumber=${oldest.order_number}`);
    expect(opened.statusCode).toBe(200);
  });
});
