import { expect, test, type Page } from '@playwright/test';
import { t, tb } from '../helpers/i18n';
import { addToCart, expectOrderMoved, fillCheckout, inDays, sendCheckout } from '../helpers/ordering';
import {
  CART_USERS,
  closeFlaggedNewsWhenShown,
  expectAccessible,
  expectNoSidewaysScrollOnPhone,
  signInAs,
  signInToBackOffice,
} from '../helpers/portal';

/** An accessory every price list holds; no serial numbers asked for. */
const PRODUCT = 'TB-GP-GL1010';
const bo = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);
const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);

// Both journeys order as Sofia, whose cart is her own: one after the other, in one worker.
test.describe.configure({ mode: 'default' });

/** One shipment through the order desk's dialog: the quantity of the accessory, a carrier and a tracking number. */
async function ship(page: Page, orderNumber: string, quantity: number, tracking: string) {
  await page.getByRole('button', { name: bo('order-desk.ship.button') }).click();
  const dialog = page.getByRole('dialog', { name: bo('order-desk.ship.title', { orderNumber }) });
  const amount = dialog.getByRole('textbox', { name: new RegExp(`\\(${PRODUCT}\\)`) });
  await amount.fill(String(quantity));
  await dialog.getByRole('textbox', { name: bo('order-desk.detail.carrier') }).fill('PostNord');
  await dialog.getByRole('textbox', { name: bo('order-desk.next.tracking-id') }).fill(tracking);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: bo('order-desk.next.dispatch'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // The shipment is listed with its tracking number (the last one ends the order's changes, and their panel with them).
  await expect(page.getByRole('region', { name: bo('order-desk.ship.shipments') })).toContainText(tracking);
}

// Sofia orders two of an accessory; customer service confirms the order, puts it in production, raises the quantity to
// three before anything has left, then dispatches one and later the other two. Sofia's order page shows what changed
// and both shipments with their tracking numbers.
test('an order edited before dispatch and dispatched in two parts, as the dealer then reads it', async ({ page, browser }) => {
  test.slow();
  const dealer = await (await browser.newContext({ locale: 'sv-SE' })).newPage();
  await closeFlaggedNewsWhenShown(dealer);
  await signInAs(dealer, CART_USERS.sofia);
  await addToCart(dealer, PRODUCT);
  await addToCart(dealer, PRODUCT);
  await fillCheckout(dealer, 'E2E Delleverans', { requestedDate: inDays(12) });
  const orderNumber = await sendCheckout(dealer);

  await signInToBackOffice(page, 'service@manufacturer.test');
  await page.goto(`/backoffice/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: bo('order-desk.detail.heading', { orderNumber }) })).toBeVisible();
  await page.getByRole('textbox', { name: bo('order-desk.next.promise-week') }).fill(`${new Date().getUTCFullYear() + 1}-W12`);
  await page.getByRole('button', { name: bo('order-desk.next.confirm') }).click();
  await expectOrderMoved(page, 20);
  await page.getByRole('button', { name: bo('order-desk.next.production') }).click();
  await expectOrderMoved(page, 30);

  // Before anything has left, the quantity goes from two to three.
  await page.getByRole('button', { name: bo('order-desk.edit.lines') }).click();
  const edit = page.getByRole('dialog', { name: bo('order-desk.edit.lines-title', { orderNumber }) });
  await edit.getByRole('textbox', { name: bo('order-desk.edit.quantity-of', { item: PRODUCT }) }).fill('3');
  await expectAccessible(page);
  await edit.getByRole('button', { name: bo('order-desk.edit.save') }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('region', { name: bo('order-desk.edit.title') }).getByRole('status')).toContainText(
    bo('order-desk.edit.lines-done'),
  );

  // One leaves now, the other two later.
  const first = `E2E1${Date.now()}`;
  const second = `E2E2${Date.now()}`;
  await ship(page, orderNumber, 1, first);
  await ship(page, orderNumber, 2, second);
  await expectAccessible(page);

  // Sofia reads both shipments and the change on her order's page.
  await dealer.goto(`/orders/${orderNumber}`);
  await expect(dealer.getByRole('heading', { level: 1, name: sv('orders.page.title', { number: orderNumber }) })).toBeVisible();
  const shipments = dealer.getByRole('region', { name: sv('orders.page.shipments') });
  await expect(shipments).toContainText(first);
  await expect(shipments).toContainText(second);
  await expect(shipments).toContainText(sv('orders.page.shipment', { number: 1 }));
  await expect(shipments).toContainText(sv('orders.page.shipment', { number: 2 }));
  const history = dealer.getByRole('region', { name: sv('orders.page.history') });
  await expect(history).toContainText(`(${PRODUCT}): 2 → 3`);
  await expectAccessible(dealer);
  await expectNoSidewaysScrollOnPhone(dealer);
  await dealer.context().close();
});

// Sofia places two orders under one goods mark; customer service finds them by that mark, confirms both at once with a
// promised week, then tries to mark them delivered, which their status does not allow: each refusal is named.
test('orders found by their goods mark, confirmed together, and a step their status refuses named per order', async ({ page, browser }) => {
  test.slow();
  const mark = `E2E Samlat ${Date.now()}`;
  const dealer = await (await browser.newContext({ locale: 'sv-SE' })).newPage();
  await closeFlaggedNewsWhenShown(dealer);
  await signInAs(dealer, CART_USERS.sofia);
  const numbers: string[] = [];
  for (let i = 0; i < 2; i++) {
    await addToCart(dealer, PRODUCT);
    await fillCheckout(dealer, mark, { requestedDate: inDays(12) });
    numbers.push(await sendCheckout(dealer));
  }

  await signInToBackOffice(page, 'service@manufacturer.test');
  await page.getByRole('link', { name: bo('menu.orders'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: bo('order-desk.title') })).toBeVisible();
  // The start of the mark, in other case and without its accent, finds both.
  await page.getByRole('textbox', { name: bo('order-desk.search') }).fill(mark.toLowerCase().slice(0, -3));
  const table = page.getByRole('table', { name: bo('order-desk.title') });
  for (const n of numbers) await expect(table.getByRole('link', { name: n, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByRole('checkbox', { name: bo('bulk.select-page') }).check();
  const bar = page.getByRole('region', { name: bo('bulk.region') });
  await expect(bar.getByText(bo('bulk.selected', { count: 2 }))).toBeVisible();
  await bar.getByRole('button', { name: bo('order-desk.bulk.move'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: bo('order-desk.bulk.title') });
  await dialog.getByRole('combobox', { name: bo('order-desk.bulk.status') }).click();
  await dialog.getByRole('option', { name: bo('order-desk.status.20'), exact: true }).click();
  await dialog.getByRole('textbox', { name: bo('order-desk.next.promise-week') }).fill(`${new Date().getUTCFullYear() + 1}-W14`);
  await expect(dialog.getByText(bo('order-desk.bulk.question', { count: 2, status: bo('order-desk.status.20') }))).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: bo('order-desk.bulk.confirm', { count: 2 }) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: bo('bulk.result', { changed: 2, unchanged: 0, failed: 0 }) })).toBeVisible();
  for (const n of numbers) await expect(table.getByRole('row').filter({ hasText: n })).toContainText(bo('order-desk.status.20'));

  // Delivered straight from confirmed is not a step the desk allows: nothing moves, and each order says why.
  await page.getByRole('checkbox', { name: bo('bulk.select-page') }).check();
  await bar.getByRole('button', { name: bo('order-desk.bulk.move'), exact: true }).click();
  await dialog.getByRole('combobox', { name: bo('order-desk.bulk.status') }).click();
  await dialog.getByRole('option', { name: bo('order-desk.status.60'), exact: true }).click();
  await dialog.getByRole('button', { name: bo('order-desk.bulk.confirm', { count: 2 }) }).click();
  // Refusals are an alert, each order a line of it.
  const refused = page.getByRole('alert').filter({ hasText: bo('bulk.result', { changed: 0, unchanged: 0, failed: 2 }) });
  await expect(refused).toBeVisible();
  for (const n of numbers)
    await expect(
      refused.getByRole('listitem').filter({
        hasText: bo('bulk.failed-row', { name: n, reason: bo('bulk.reason.STATUS_TRANSITION_NOT_ALLOWED') }),
      }),
    ).toBeVisible();
  await expectAccessible(page);

  // Sofia's orders read confirmed, with the promised week.
  await dealer.goto(`/orders/${numbers[0]}`);
  await expect(dealer.getByRole('heading', { level: 1, name: sv('orders.page.title', { number: numbers[0]! }) })).toBeVisible();
  await expect(dealer.getByRole('main')).toContainText(sv('orders.week', { week: 14, year: new Date().getUTCFullYear() + 1 }));
  await dealer.context().close();
});
