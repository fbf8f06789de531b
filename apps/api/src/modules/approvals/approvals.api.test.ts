import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  ApprovalsResponse,
  ApprovalRole,
  ApprovalSettings,
  GetCartResponse,
  GetDeliveryDateResponse,
  OrderPageResponse,
  PlaceOrderResponse,
} from '@portal/contracts';
import { ORDER_STATUS } from '@portal/contracts/order';
import type { StaffOrderDetail, StaffOrdersResponse } from '@portal/contracts/staff-order';
import { ANNA, ERIK, JONAS, SERVICE, SOFIA } from '../../test/demo-users.js';
import { okCall } from '../../test/expectations.js';
import { contactIdOf, messagesTo } from '../../test/fixtures.js';
import { orderRequest, sellable } from '../../test/order-request.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const setLimit = async (email: string, limit: number | null, alwaysApprove = false) =>
  okCall(t, ERIK, 'PUT', `/api/user/${await contactIdOf(t, email)}/order-limit`, { limit, alwaysApprove });
const setApprover = async (email: string, approver: boolean) =>
  okCall(t, ERIK, 'PUT', `/api/user/${await contactIdOf(t, email)}/approver`, { approver });
const setSelfApproval = (allowed: boolean) => okCall(t, ERIK, 'PUT', '/api/approvals/settings', { soleApproverMaySelfApprove: allowed });

const place = async (email: string, overrides: Parameters<typeof orderRequest>[1] = {}) =>
  okCall<PlaceOrderResponse>(t, email, 'POST', '/api/order/placeOrder', await orderRequest(t, overrides));
const numberOf = (placed: PlaceOrderResponse) => placed.Header!.PlaceOrderNumber;
const page = (email: string, orderNumber: string) =>
  okCall<OrderPageResponse>(t, email, 'GET', `/api/order/orderPage?orderNumber=${orderNumber}`);
const placedEvents = (orderNumber: string) =>
  t.database.db
    .selectFrom('integration_event')
    .select('type')
    .where('resource_id', '=', orderNumber)
    .where('type', '=', 'order.placed')
    .execute();
const receivedOnDesk = async (orderNumber: string) =>
  (
    await okCall<StaffOrdersResponse>(t, SERVICE, 'GET', `/api/staff/orders?status=${ORDER_STATUS.received}&search=${orderNumber}`)
  ).items.some((o) => o.orderNumber === orderNumber);

describe('spending limits', () => {
  it('places an order at or below the limit as usual, and one above it waiting for approval, not sent to the manufacturer', async () => {
    await setLimit(ANNA, 1_000_000);
    const below = await place(ANNA);
    expect(below).toMatchObject({ Status: true, status: 'Registered', OrderStatus: ORDER_STATUS.received });
    expect((await page(ANNA, numberOf(below))).approval).toBeNull();

    await setLimit(ANNA, 0);
    const above = await place(ANNA);
    expect(above).toMatchObject({ Status: true, status: 'WaitingForApproval', OrderStatus: ORDER_STATUS.waitingForApproval });
    const orderNumber = numberOf(above);
    expect(await placedEvents(orderNumber)).toHaveLength(0);
    expect(await receivedOnDesk(orderNumber)).toBe(false);
    expect((await page(ANNA, orderNumber)).approval).toMatchObject({ state: 'waiting', requestedBy: 'Anna Bergström', decidedBy: null });
    // The approver is told; the orderer gets no confirmation before it is placed.
    expect((await messagesTo(t, ERIK, 'approval-requested')).some((m) => m.data['orderNumber'] === orderNumber)).toBe(true);
    expect((await messagesTo(t, ANNA, 'order-confirmation')).some((m) => m.data['orderNumber'] === orderNumber)).toBe(false);

    const waiting = await okCall<ApprovalsResponse>(t, ERIK, 'GET', '/api/approvals');
    const listed = waiting.orders.find((o) => o.orderNumber === orderNumber)!;
    expect(listed).toMatchObject({ limit: 0, mayDecide: true, requestedBy: { name: 'Anna Bergström' } });
    expect(listed.lines.reduce((sum, l) => sum + l.amount, 0)).toBeCloseTo(listed.itemSum, 2);
    expect(listed.total).toBeCloseTo(listed.itemSum + listed.freight, 2);
    expect(await okCall<ApprovalRole>(t, ERIK, 'GET', '/api/approvals/role')).toMatchObject({
      approver: true,
      waiting: waiting.orders.length,
    });

    // Approved: a received order on the staff desk, told to integrations and to the orderer, with its approver.
    expect(await okCall(t, ERIK, 'POST', `/api/approvals/${orderNumber}/approve`)).toEqual({
      orderNumber,
      status: 10,
      creditHold: null,
      returnedToCart: 0,
    });
    expect(await receivedOnDesk(orderNumber)).toBe(true);
    expect((await okCall<StaffOrderDetail>(t, SERVICE, 'GET', `/api/staff/orders/${orderNumber}`)).status).toBe(ORDER_STATUS.received);
    expect(await placedEvents(orderNumber)).toHaveLength(1);
    expect((await messagesTo(t, ANNA, 'approval-decided')).find((m) => m.data['orderNumber'] === orderNumber)?.data).toMatchObject({
      approved: true,
      decidedBy: 'Erik Johansson',
    });
    expect((await messagesTo(t, ANNA, 'order-confirmation')).some((m) => m.data['orderNumber'] === orderNumber)).toBe(true);
    const approved = await page(ANNA, orderNumber);
    expect(approved.status).toBe(ORDER_STATUS.received);
    expect(approved.approval).toMatchObject({ state: 'approved', decidedBy: 'Erik Johansson', reason: null });
    // Decided once: a second approver's click finds nothing waiting.
    expect((await t.call(ERIK, 'POST', `/api/approvals/${orderNumber}/approve`)).json()).toMatchObject({ code: 'ORDER_NOT_WAITING' });
    await setLimit(ANNA, null);
  });

  it('tells the checkout before sending whether the order will wait for approval, by the rule placing it applies', async () => {
    const request = await orderRequest(t);
    const check = async (email = ANNA) =>
      okCall<GetDeliveryDateResponse>(t, email, 'POST', '/api/order/deliveryDate', {
        cartItems: request.cartItems,
        requestedDate: request.requestedDate,
      });
    expect((await check()).approval).toBeNull();

    await setLimit(ANNA, 0);
    const above = await check();
    expect(above.approval).toMatchObject({ limit: 0, currency: 'SEK' });
    expect(above.approval!.orderValue).toBeGreaterThan(0);
    // Waiting for an approver, the order is not held on credit (yet), as placing it says.
    expect(above.creditHold).toBeNull();
    // Another user of the same dealer has no limit: not theirs.
    expect((await check(ERIK)).approval).toBeNull();
    // What the checkout said is what placing answers.
    expect((await place(ANNA)).OrderStatus).toBe(ORDER_STATUS.waitingForApproval);

    await setLimit(ANNA, above.approval!.orderValue);
    expect((await check()).approval).toBeNull();
    await setLimit(ANNA, null, true);
    expect((await check()).approval).toMatchObject({ limit: null });
    await setLimit(ANNA, null, false);
    expect((await check()).approval).toBeNull();
  });

  it('makes every order wait with "always needs approval", and answers a resent order with its state', async () => {
    await setLimit(ANNA, null, true);
    const request = await orderRequest(t);
    const first = await okCall<PlaceOrderResponse>(t, ANNA, 'POST', '/api/order/placeOrder', request);
    expect(first.OrderStatus).toBe(ORDER_STATUS.waitingForApproval);
    expect(await okCall<PlaceOrderResponse>(t, ANNA, 'POST', '/api/order/placeOrder', request)).toEqual(first);
    const listed = (await okCall<ApprovalsResponse>(t, ERIK, 'GET', '/api/approvals')).orders.find(
      (o) => o.orderNumber === numberOf(first),
    );
    expect(listed?.limit).toBeNull();
    await setLimit(ANNA, null, false);
    expect((await place(ANNA)).OrderStatus).toBe(ORDER_STATUS.received);
  });

  it('rejects with a reason the orderer reads, putting the lines back into the cart when asked', async () => {
    await setLimit(ANNA, 0);
    const accessory = await sellable(t, 'accessory');
    await okCall(t, ANNA, 'DELETE', '/api/cart');
    await okCall(t, ANNA, 'POST', '/api/cart/lines', { changeId: randomUUID(), id: accessory.item_number, type: 'product', addQty: 3 });
    const placed = await place(ANNA, {
      cartItems: [{ id: accessory.item_number, title: accessory.description, image: '', price: 1, quantity: 3, type: 'product' }],
    });
    const orderNumber = numberOf(placed);
    expect((await okCall<GetCartResponse>(t, ANNA, 'GET', '/api/cart')).lines).toHaveLength(0);

    expect((await t.call(ERIK, 'POST', `/api/approvals/${orderNumber}/reject`, { reason: '' })).statusCode).toBe(400);
    expect(
      await okCall(t, ERIK, 'POST', `/api/approvals/${orderNumber}/reject`, { reason: 'Too many for the showroom', putBackInCart: true }),
    ).toEqual({ orderNumber, status: ORDER_STATUS.cancelled, creditHold: null, returnedToCart: 1 });
    const cart = (await okCall<GetCartResponse>(t, ANNA, 'GET', '/api/cart')).lines;
    expect(cart.map((l) => [l.id, l.quantity])).toEqual([[accessory.item_number, 3]]);
    const rejected = await page(ANNA, orderNumber);
    expect(rejected.status).toBe(ORDER_STATUS.cancelled);
    expect(rejected.approval).toMatchObject({ state: 'rejected', decidedBy: 'Erik Johansson', reason: 'Too many for the showroom' });
    expect(await placedEvents(orderNumber)).toHaveLength(0);
    expect((await messagesTo(t, ANNA, 'approval-decided')).find((m) => m.data['orderNumber'] === orderNumber)?.data).toMatchObject({
      approved: false,
      reason: 'Too many for the showroom',
    });
    // Rejected without putting back: the cart stays as it is.
    const other = numberOf(await place(ANNA));
    expect(await okCall(t, ERIK, 'POST', `/api/approvals/${other}/reject`, { reason: 'No' })).toMatchObject({ returnedToCart: 0 });
    await okCall(t, ANNA, 'DELETE', '/api/cart');
    await setLimit(ANNA, null);
  });

  it('refuses approving an own order, unless the only approver with the Portal Admin’s leave', async () => {
    await setLimit(ERIK, 0);
    const own = numberOf(await place(ERIK));
    const listed = (await okCall<ApprovalsResponse>(t, ERIK, 'GET', '/api/approvals')).orders.find((o) => o.orderNumber === own);
    expect(listed?.mayDecide).toBe(false);
    expect((await t.call(ERIK, 'POST', `/api/approvals/${own}/approve`)).json()).toMatchObject({ statusCode: 403, code: 'OWN_ORDER' });

    // With a second approver named, the setting does not help: the other one approves.
    await setSelfApproval(true);
    await setApprover(SOFIA, true);
    expect((await t.call(ERIK, 'POST', `/api/approvals/${own}/approve`)).statusCode).toBe(403);
    await setApprover(SOFIA, false);
    expect((await okCall<ApprovalsResponse>(t, ERIK, 'GET', '/api/approvals')).orders.find((o) => o.orderNumber === own)?.mayDecide).toBe(
      true,
    );
    expect(await okCall(t, ERIK, 'POST', `/api/approvals/${own}/approve`)).toMatchObject({ status: ORDER_STATUS.received });
    expect((await page(ERIK, own)).approval).toMatchObject({ state: 'approved', decidedBy: 'Erik Johansson' });
    await setSelfApproval(false);
    await setLimit(ERIK, null);
  });

  it('lets a named approver see and approve colleagues’ orders', async () => {
    await setLimit(ANNA, 0);
    const orderNumber = numberOf(await place(ANNA));
    expect((await t.call(SOFIA, 'GET', '/api/approvals')).statusCode).toBe(403);
    expect(await okCall<ApprovalRole>(t, SOFIA, 'GET', '/api/approvals/role')).toEqual({ approver: false, waiting: 0 });
    await setApprover(SOFIA, true);
    expect((await okCall<ApprovalRole>(t, SOFIA, 'GET', '/api/approvals/role')).approver).toBe(true);
    expect((await messagesTo(t, SOFIA, 'approval-requested')).some((m) => m.data['orderNumber'] === orderNumber)).toBe(false);
    expect(await okCall(t, SOFIA, 'POST', `/api/approvals/${orderNumber}/approve`)).toMatchObject({ status: ORDER_STATUS.received });
    expect((await page(ANNA, orderNumber)).approval?.decidedBy).toBe('Sofia Ek');
    await setApprover(SOFIA, false);
    await setLimit(ANNA, null);
  });
});

describe('who may do what', () => {
  it('keeps the rules to the dealer’s Portal Admin, and another dealer’s users and orders unknown', async () => {
    const anna = await contactIdOf(t, ANNA);
    const jonas = await contactIdOf(t, JONAS);
    for (const [method, url, body] of [
      ['PUT', `/api/user/${anna}/order-limit`, { limit: 100 }],
      ['PUT', `/api/user/${anna}/approver`, { approver: true }],
      ['GET', '/api/approvals/settings', undefined],
      ['PUT', '/api/approvals/settings', { soleApproverMaySelfApprove: true }],
    ] as const) {
      expect((await t.call(ANNA, method, url, body)).json(), url).toMatchObject({ statusCode: 403, code: 'ADMIN_REQUIRED' });
      expect((await t.call(SERVICE, method, url, body)).statusCode, url).toBe(403);
    }
    expect((await t.call(ERIK, 'PUT', `/api/user/${jonas}/order-limit`, { limit: 100 })).statusCode).toBe(404);
    expect((await t.call(ERIK, 'PUT', `/api/user/${jonas}/approver`, { approver: true })).statusCode).toBe(404);
    expect((await t.call(ERIK, 'PUT', `/api/user/${anna}/order-limit`, { limit: -1 })).statusCode).toBe(400);
    expect((await t.call(ERIK, 'PUT', `/api/user/${anna}/order-limit`, { limit: 10.005 })).statusCode).toBe(400);
    expect((await t.call(ERIK, 'PUT', `/api/user/${anna}/order-limit`, {})).statusCode).toBe(400);

    const settings = await okCall<ApprovalSettings>(t, ERIK, 'GET', '/api/approvals/settings');
    expect(settings.currency).toBe('SEK');
    expect(settings.users.some((u) => u.contactId === jonas)).toBe(false);
    expect(settings.users.find((u) => u.contactId === anna)).toMatchObject({ limit: null, alwaysApprove: false, approver: false });
  });

  it('answers approvals to approvers only, and another dealer’s order as unknown', async () => {
    await setLimit(ANNA, 0);
    const orderNumber = numberOf(await place(ANNA));
    for (const [method, url, body] of [
      ['GET', '/api/approvals', undefined],
      ['POST', `/api/approvals/${orderNumber}/approve`, undefined],
      ['POST', `/api/approvals/${orderNumber}/reject`, { reason: 'No' }],
    ] as const) {
      expect((await t.call(ANNA, method, url, body)).json(), url).toMatchObject({ statusCode: 403, code: 'APPROVER_REQUIRED' });
      expect((await t.call(SERVICE, method, url, body)).statusCode, url).toBe(403);
      if (method === 'POST') expect((await t.call(JONAS, method, url, body)).statusCode, url).toBe(404);
    }
    expect((await okCall<ApprovalsResponse>(t, JONAS, 'GET', '/api/approvals')).orders.some((o) => o.orderNumber === orderNumber)).toBe(
      false,
    );
    expect((await t.call(ERIK, 'POST', '/api/approvals/999999999/approve')).statusCode).toBe(404);
    expect((await t.call(ERIK, 'POST', '/api/approvals/not-a-number/approve')).statusCode).toBe(400);
    // The desk sees it waiting but cannot move it.
    expect(
      (await t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber}/status`, { status: ORDER_STATUS.cancelled, reason: 'x' })).statusCode,
    ).toBe(409);
    await okCall(t, ERIK, 'POST', `/api/approvals/${orderNumber}/reject`, { reason: 'Test over' });
    await setLimit(ANNA, null);
  });
});
