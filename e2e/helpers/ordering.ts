import { expect, type Page } from '@playwright/test';
import { t } from './i18n';
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

/** A Swedish dealer's order of one accessory, placed through the cart and the checkout; answers its number. */
export async function placeOrder(page: Page, goodsMark: string): Promise<string> {
  await addFirstAccessory(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 2, name: sv('checkout.form-title') })).toBeVisible();
  await page.getByRole('textbox', { name: sv('checkout.goods-mark') }).fill(goodsMark);
  await page.getByLabel(sv('checkout.requested-date')).fill(inDays(12));
  await expect(page.getByRole('status', { name: sv('checkout.estimated-date') })).not.toContainText(sv('checkout.estimated-date-loading'));
  await page.getByRole('button', { name: sv('checkout.send') }).click();
  await expect(page.getByRole('heading', { name: sv('checkout.confirmation.title') })).toBeVisible();
  const orderNumber = (await page.locator('text=/^\\d{6}$/').first().textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^\d{6}$/);
  return orderNumber;
}
