import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import type { IntegrationEvent } from '@portal/contracts/integration-api';
import { ORDER_STATUS } from '@portal/contracts/order';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { todayInMarket } from '@portal/contracts/languages';
import { ANNA, ERIK, SERVICE } from '../../test/demo-users.js';
import { orderRequest } from '../../test/order-request.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

/** The events committed since `after`, as the feed gives them. */
async function eventsSince(after: number): Promise<IntegrationEvent[]> {
  await t.app.integration.sequenceEvents();
  return (await t.app.integration.feed.page(after, 1000)).items;
}
async function head(): Promise<number> {
  await t.app.integration.sequenceEvents();
  const row = await t.database.db
    .selectFrom('integration_event')
    .select((eb) => eb.fn.max('position').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0);
}

const weekFromNow = (weeks: number) => isoWeekOf(new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10));

describe('events written with the changes', () => {
  it('tells of an order placed, moved by the desk and cancelled, in that order', async () => {
    const start = await head();
    const placed = await t.call(ANNA, 'POST', '/api/order/placeOrder', await orderRequest(t));
    expect(placed.statusCode).toBe(200);
    const orderNumber = placed.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
    expect(
      (
        await t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber}/status`, {
          status: ORDER_STATUS.confirmed,
          promiseWeek: weekFromNow(2),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber}/status`, { status: ORDER_STATUS.cancelled, reason: 'Out of stock' }))
        .statusCode,
    ).toBe(200);
    const events = (await eventsSince(start)).filter((e) => e.data['orderNumber'] === orderNumber);
    expect(events.map((e) => e.type)).toEqual(['order.placed', 'order.status_changed', 'order.status_changed', 'order.cancelled']);
    expect(events[0]!.data).toMatchObject({ customerNumber: '10001', status: ORDER_STATUS.received, lines: expect.any(Array) });
    expect(events[1]!.data).toMatchObject({
      status: ORDER_STATUS.confirmed,
      previousStatus: ORDER_STATUS.received,
      promiseWeek: weekFromNow(2),
    });
    expect(events[3]!.data).toMatchObject({ status: ORDER_STATUS.cancelled, reason: 'Out of stock' });
  });

  it('tells of a desk reply and a status change of a complaint, never of an internal note', async () => {
    const incident = await t.database.db
      .selectFrom('incident')
      .select('id')
      .where('customer_number', '=', '10001')
      .where('portal_status', '=', COMPLAINT_STATUS.Registered)
      .executeTakeFirstOrThrow();
    const start = await head();
    const secret = 'Internal: the dealer has complained eleven times this year';
    expect((await t.call(SERVICE, 'POST', `/api/staff/complaints/${incident.id}/internal-notes`, { text: secret })).statusCode).toBe(200);
    expect(
      (await t.call(SERVICE, 'POST', `/api/staff/complaints/${incident.id}/replies`, { text: 'We send a new glass.' })).statusCode,
    ).toBe(200);
    expect(
      (await t.call(SERVICE, 'PUT', `/api/staff/complaints/${incident.id}/status`, { status: COMPLAINT_STATUS.Ongoing })).statusCode,
    ).toBe(200);
    expect((await t.call(ANNA, 'POST', '/api/complaint/messages', { incidentId: incident.id, description: 'Thank you!' })).statusCode).toBe(
      200,
    );
    const events = (await eventsSince(start)).filter((e) => e.data['incidentId'] === incident.id);
    expect(events.map((e) => e.type)).toEqual(['complaint.message_added', 'complaint.status_changed', 'complaint.message_added']);
    expect(events[0]!.data).toMatchObject({ from: 'manufacturer', text: 'We send a new glass.', customerNumber: '10001' });
    expect(events[1]!.data).toMatchObject({ status: COMPLAINT_STATUS.Ongoing, previousStatus: COMPLAINT_STATUS.Registered });
    expect(events[2]!.data).toMatchObject({ from: 'dealer', text: 'Thank you!' });
    const stored = await t.database.db.selectFrom('integration_event').select('data').execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('tells of an invoice made on delivery and of its payment', async () => {
    const start = await head();
    const order = await t.database.db
      .selectFrom('customer_order')
      .select('order_number')
      .where('customer_number', '=', '10001')
      .where('status', '=', ORDER_STATUS.dispatched)
      .executeTakeFirstOrThrow();
    expect(
      (await t.call(SERVICE, 'PUT', `/api/staff/orders/${order.order_number}/status`, { status: ORDER_STATUS.delivered })).statusCode,
    ).toBe(200);
    const created = (await eventsSince(start)).find((e) => e.type === 'invoice.created' && e.data['orderNumber'] === order.order_number);
    expect(created?.data).toMatchObject({ customerNumber: '10001', total: expect.any(Number) });
    const invoiceNumber = String(created!.data['invoiceNumber']);
    const paid = await t.call(SERVICE, 'POST', `/api/staff/invoices/${invoiceNumber}/payments`, { paidDate: todayInMarket('se') });
    expect(paid.statusCode).toBe(200);
    const events = (await eventsSince(start)).filter((e) => e.type.startsWith('invoice.') && e.data['invoiceNumber'] === invoiceNumber);
    expect(events.map((e) => e.type)).toEqual(['invoice.created', 'invoice.paid']);
  });

  it('tells of a campaign sign-up once, though the dealer signs up twice', async () => {
    await t.database.db.deleteFrom('campaign_signup').where('customer_number', '=', '10001').execute();
    const start = await head();
    expect((await t.call(ERIK, 'GET', '/api/reseller/signUpForCampaign')).statusCode).toBe(200);
    expect((await t.call(ANNA, 'GET', '/api/reseller/signUpForCampaign')).statusCode).toBe(200);
    const signups = (await eventsSince(start)).filter((e) => e.type === 'campaign.signed_up');
    expect(signups).toHaveLength(1);
    expect(signups[0]!.data).toMatchObject({ customerNumber: '10001' });
  });
});
