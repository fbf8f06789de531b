import { expect, test } from '@playwright/test';
import { t } from '../helpers/i18n';
import { CART_USERS, expectAccessible, signInAs } from '../helpers/portal';

// Kari's cart is her own: no other spec fills it. Her company (Norway) has two delivery addresses and buys as an export.
const KARI = CART_USERS.kari;
const no = (key: string, values?: Record<string, string | number>) => t('no', key, values);
/** An accessory in the Norwegian price list. */
const PRODUCT = 'TB-GP-GL1010';

test('the cart and the checkout show VAT as the invoice will, freight only once known, and any own delivery address', async ({ page }) => {
  await signInAs(page, KARI);
  await page.goto(`/shop/product/${PRODUCT}`);
  await page.getByRole('button', { name: no('shop.add-to-cart') }).click();
  await expect(page.getByRole('status').filter({ hasText: no('shop.added', { count: 1 }) })).toBeVisible();

  // The drawer: no freight yet, so no total; the export's 0 % is named.
  await page.getByRole('button', { name: new RegExp(`^${no('header.cart')}`) }).click();
  const drawer = page.getByRole('dialog', { name: no('cart.title') });
  await expect(drawer).toContainText(no('cart.summary.freight-unknown'));
  await expect(drawer).toContainText(no('cart.summary.vat-export'));
  await expect(drawer).not.toContainText(no('checkout.grand-total'));
  await expectAccessible(page);
  await drawer.getByRole('link', { name: no('cart.to-checkout') }).click();

  // Today is a valid requested date: freight, the total excluding VAT and the grand total including it.
  const summary = page.getByRole('region', { name: no('checkout.summary-title') });
  await expect(summary).not.toContainText(no('checkout.shipping-loading'));
  await expect(summary).toContainText(no('cart.summary.total-excl-vat'));
  await expect(summary).toContainText(no('cart.summary.vat-export'));
  await expect(summary).toContainText(no('checkout.grand-total'));
  await expectAccessible(page);

  // Without a valid date the freight is not known, and no total includes a placeholder for it.
  await page.getByRole('textbox', { name: no('checkout.requested-date') }).fill('');
  await expect(summary).toContainText(no('cart.summary.freight-unknown'));
  await expect(summary).not.toContainText(no('checkout.grand-total'));
  await expect(summary).not.toContainText(no('cart.summary.total-excl-vat'));

  // Both of the company's addresses are offered outside market se too; the other one is chosen.
  await page.reload();
  const addresses = page.getByRole('radiogroup', { name: no('checkout.choose-delivery-address') });
  await expect(addresses.getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: no('checkout.alternative-address') })).toHaveCount(0);
  await addresses.getByRole('radio', { name: /Hamnevegen 8/ }).check();
  await expectAccessible(page);
  await expect(page.getByRole('status', { name: no('checkout.estimated-date') })).not.toContainText(no('checkout.estimated-date-loading'));
  await page.getByRole('button', { name: no('checkout.send') }).click();
  await expect(page.getByRole('heading', { name: no('checkout.confirmation.title') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Hamnevegen 8');
});
