import { expect, type Page } from '@playwright/test';
import { t, tb, type Lang } from './i18n';
import { expectAccessible } from './portal';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Order add → accessories → a category → its first product → into the cart. */
export async function addFirstAccessory(page: Page): Promise<string> {
  await page.goto('/order-add');
  await page.getByRole('button', { name: new RegExp(`^${sv('order-add.accessories')}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tillbehör' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Golvplåtar' }).click();
  await page.locator('a[href^="/shop/product/"]').first().click();
  await expect(page.getByText(/Artikelnummer/)).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe(sv('page.shop-product'));
  await expectAccessible(page);
  const add = page.getByRole('button', { name: sv('shop.add-to-cart') });
  await add.click();
  // The button rests a moment after a click, so a double click adds once.
  await expect(add).toBeDisabled();
  await expect(add).toBeEnabled();
  return title;
}

/** A product into the cart from its own page, in the user's language. */
export async function addToCart(page: Page, itemNumber: string, lang: Lang = 'sv') {
  await page.goto(`/shop/product/${itemNumber}`);
  await page.getByRole('button', { name: t(lang, 'shop.add-to-cart') }).click();
  await expect(page.getByRole('status').filter({ hasText: t(lang, 'shop.added', { count: 1 }) })).toBeVisible();
}

/**
 * Opens the checkout with the cart as it stands and fills the invoice label (and a requested date, else the one
 * offered); returns once the estimate, and with it the freight and any credit hold, has come.
 */
export async function fillCheckout(page: Page, goodsMark: string, options: { lang?: Lang; requestedDate?: string } = {}) {
  const say = (key: string) => t(options.lang ?? 'sv', key);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 2, name: say('checkout.form-title') })).toBeVisible();
  await page.getByRole('textbox', { name: say('checkout.goods-mark') }).fill(goodsMark);
  if (options.requestedDate) await page.getByLabel(say('checkout.requested-date')).fill(options.requestedDate);
  await expect(page.getByRole('status', { name: say('checkout.estimated-date') })).not.toContainText(
    say('checkout.estimated-date-loading'),
  );
}

/**
 * Sends the filled checkout by its button, whose words say what sending does (`checkout.send`, or
 * `checkout.send-for-approval`, `checkout.send-on-credit-hold`); answers the order's number from the confirmation.
 */
export async function sendCheckout(page: Page, lang: Lang = 'sv', button = 'checkout.send'): Promise<string> {
  await page.getByRole('button', { name: t(lang, button), exact: true }).click();
  await expect(page.getByRole('heading', { name: t(lang, 'checkout.confirmation.title') })).toBeVisible();
  const orderNumber = (await page.locator('text=/^\\d{6}$/').first().textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^\d{6}$/);
  return orderNumber;
}

/** A Swedish dealer's order of one accessory, placed through the cart and the checkout; answers its number. */
export async function placeOrder(page: Page, goodsMark: string): Promise<string> {
  await addFirstAccessory(page);
  await fillCheckout(page, goodsMark, { requestedDate: inDays(12) });
  return sendCheckout(page);
}

/** The back office's order page said the move went through: its next-step panel reads the new status. */
export async function expectOrderMoved(page: Page, status: number) {
  const next = page.getByRole('region', { name: tb('sv', 'order-desk.next.title') });
  await expect(next.getByRole('status')).toContainText(
    tb('sv', 'order-desk.next.done', { status: tb('sv', `order-desk.status.${status}`) }),
  );
}
