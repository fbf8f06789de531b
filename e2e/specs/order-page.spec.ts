import { expect, test, type Page } from '@playwright/test';
import { t } from '../helpers/i18n';
import { placeOrder } from '../helpers/ordering';
import { CART_USERS, expectAccessible, signInAs } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);

/** The screen passes axe and is no wider than the window, at a desktop's and at a phone's width. */
async function checkScreen(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(innerWidth);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the order page', () => {
  test('from the confirmation to the order page, reorder into the cart, and no old confirmation on the checkout', async ({ page }) => {
    // Eva's cart is hers alone among the specs.
    await signInAs(page, CART_USERS.eva);
    const orderNumber = await placeOrder(page, 'E2E Ordersida');

    // The confirmation: a heading of its own, the company on the billing address (the header names it too), print and
    // the PDF.
    await expect(page.getByRole('heading', { level: 1, name: sv('checkout.confirmation.title') })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${sv('checkout.confirmation.title')}`));
    await expect(page.getByRole('main').getByText('Brasvärme i Uppsala AB')).toBeVisible();
    await expect(page.getByRole('button', { name: sv('checkout.confirmation.print') })).toBeVisible();
    await expect(page.getByRole('button', { name: sv('orders.pdf.download') })).toBeVisible();
    const title = (await page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await checkScreen(page);
    // On paper the portal's header, menu and the buttons stay off.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: sv('checkout.confirmation.print') })).toBeHidden();
    await expect(page.getByRole('main').getByText('Brasvärme i Uppsala AB')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();

    // Its link leads to the order's own page.
    await page.getByRole('link', { name: sv('checkout.confirmation.order-page') }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
    await expect(page.getByRole('heading', { level: 1, name: sv('orders.page.title', { number: orderNumber }) })).toBeVisible();
    const course = page.getByRole('list', { name: sv('orders.page.course') });
    await expect(course.getByRole('listitem')).toHaveCount(5);
    await expect(course.locator('[aria-current="step"]')).toContainText(sv('orders.status.10'));
    await expect(course.getByRole('listitem').nth(4)).toContainText(sv('orders.page.step-ahead'));
    const delivery = page.getByRole('region', { name: sv('checkout.confirmation.delivery-address') });
    await expect(delivery.locator('address')).not.toBeEmpty();
    await expect(page.getByRole('region', { name: sv('checkout.confirmation.billing-address') })).toContainText('Brasvärme i Uppsala AB');
    await expect(page.getByText('E2E Ordersida')).toBeVisible();
    const lines = page.getByRole('table', { name: sv('orders.detail.lines') });
    await expect(lines.getByRole('cell', { name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: sv('orders.action.cancel') })).toBeVisible();
    await checkScreen(page);

    // Back on the checkout, the confirmation is gone: the cart is empty and says so.
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: sv('page.checkout') })).toBeVisible();
    await expect(page.getByText(sv('cart.empty'))).toBeVisible();
    await expect(page.getByRole('heading', { name: sv('checkout.confirmation.title') })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(sv('cart.empty'))).toBeVisible();
    await expect(page.getByRole('heading', { name: sv('checkout.confirmation.title') })).toHaveCount(0);

    // The open orders' detail modal links to the page too.
    await page.goto('/orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: orderNumber, exact: true }) });
    await row.getByRole('button', { name: orderNumber, exact: true }).click();
    const detail = page.getByRole('dialog', { name: sv('orders.detail.title', { number: orderNumber }) });
    await detail.getByRole('link', { name: sv('orders.page.open') }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));

    // Reorder: the order's lines go into the cart at today's price, and the page says so.
    await page.getByRole('button', { name: sv('orders.reorder.button') }).click();
    const status = page.getByRole('status').filter({ hasText: sv('orders.reorder.added', { count: 1 }) });
    await expect(status).toBeVisible();
    await expect(status).toContainText(title);
    await checkScreen(page);
    await status.getByRole('link', { name: sv('orders.reorder.to-checkout') }).click();
    await expect(page.getByRole('heading', { level: 2, name: sv('checkout.form-title') })).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();

    // The order can still be cancelled (status 10), after confirming; its course then ends there.
    await page.goto(`/orders/${orderNumber}`);
    await page.getByRole('button', { name: sv('orders.action.cancel') }).click();
    const dialog = page.getByRole('dialog', { name: sv('orders.cancel.title', { number: orderNumber }) });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: sv('orders.cancel.annul') }).click();
    await expect(page.getByText(sv('orders.cancel.done', { number: orderNumber }))).toBeVisible();
    await expect(course.getByRole('listitem')).toHaveCount(2);
    await expect(course.locator('[aria-current="step"]')).toContainText(sv('orders.status.90'));
    await expect(page.getByRole('button', { name: sv('orders.action.cancel') })).toHaveCount(0);

    // A confirmation stays on a reload, but once the tab has loaded another address it is gone from the checkout,
    // although no screen of the portal saw it left.
    await placeOrder(page, 'E2E Lämnad');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: sv('checkout.confirmation.title') })).toBeVisible();
    await page.goto('/order-add');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: sv('page.checkout') })).toBeVisible();
    await expect(page.getByText(sv('cart.empty'))).toBeVisible();
    await expect(page.getByRole('heading', { name: sv('checkout.confirmation.title') })).toHaveCount(0);
  });

  test('an order number the customer does not have is not found', async ({ page }) => {
    await signInAs(page, CART_USERS.eva);
    await page.goto('/orders/999999');
    await expect(page.getByRole('heading', { level: 1, name: sv('orders.page.not-found-title') })).toBeVisible();
    await expect(page.getByText(sv('orders.page.not-found', { number: '999999' }))).toBeVisible();
    await checkScreen(page);
  });
});
