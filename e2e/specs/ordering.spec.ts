import { expect, test, type Page } from '@playwright/test';
import { inDays } from '../helpers/ordering';
import { t } from '../helpers/i18n';
import { addFirstAccessory } from '../helpers/ordering';
import { CART_USERS, DEMO_USERS, expectAccessible, signInAs } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);

async function openCheckoutFromCart(page: Page, title: string) {
  await page.getByRole('button', { name: new RegExp(sv('header.cart')) }).click();
  const drawer = page.getByRole('dialog', { name: sv('cart.title') });
  await drawer.getByRole('button', { name: sv('cart.increase', { title }) }).click();
  await expect(drawer.getByRole('textbox', { name: sv('cart.quantity-of', { title }) })).toHaveValue('2');
  await expect(page.getByRole('button', { name: new RegExp(sv('header.cart-count', { count: 2 }).replace('2', '\\d')) })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('link', { name: sv('cart.to-checkout') }).click();
  await expect(page.getByRole('heading', { level: 2, name: sv('checkout.form-title') })).toBeVisible();
}

test.describe('ordering', () => {
  // Both first tests fill Johan's one cart, which the server keeps for him across browsers: one after the other.
  test.describe.configure({ mode: 'serial' });
  test('browse, add, change the quantity, check out, see the order in open orders and cancel it', async ({ page }) => {
    await signInAs(page, CART_USERS.johan);
    const title = await addFirstAccessory(page);
    await openCheckoutFromCart(page, title);

    // The invoice label stops at the order schema's 75 characters while typing, as its counter says.
    const goodsMark = page.getByRole('textbox', { name: sv('checkout.goods-mark') });
    await goodsMark.pressSequentially('x'.repeat(80));
    await expect(goodsMark).toHaveValue('x'.repeat(75));
    await expect(page.getByText(sv('checkout.goods-mark-counter', { length: 75, max: 75 }))).toBeVisible();
    await goodsMark.fill('E2E Villa Ek');
    await page.getByLabel(sv('checkout.requested-date')).fill(inDays(12));
    await expect(page.getByRole('status', { name: sv('checkout.estimated-date') })).not.toContainText(
      sv('checkout.estimated-date-loading'),
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: sv('checkout.send') }).click();

    const confirmation = page.getByRole('heading', { name: sv('checkout.confirmation.title') });
    await expect(confirmation).toBeVisible();
    await expect(page.getByText(sv('checkout.confirmation.pending'))).toBeVisible();
    await expect(page.getByText('E2E Villa Ek')).toBeVisible();
    const orderNumber = (await page.locator('text=/^\\d{6}$/').first().textContent())!.trim();
    expect(orderNumber).toMatch(/^\d{6}$/);
    await expectAccessible(page);
    // The cart was emptied by the order.
    await expect(page.getByRole('button', { name: new RegExp(sv('header.cart-count', { count: 0 })) })).toBeVisible();

    await page.goto('/orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: orderNumber, exact: true }) });
    await expect(row).toContainText('E2E Villa Ek');
    await expect(row).toContainText(sv('orders.status.10'));
    await expectAccessible(page);
    // The order's lines, priced by the server, in the detail modal.
    await row.getByRole('button', { name: orderNumber, exact: true }).click();
    const detail = page.getByRole('dialog', { name: sv('orders.detail.title', { number: orderNumber }) });
    await expect(detail.getByRole('table', { name: sv('orders.detail.lines') }).getByRole('row')).toHaveCount(2);
    await expect(detail.getByRole('cell', { name: title })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await row.getByRole('button', { name: sv('orders.action.cancel-label', { number: orderNumber }) }).click();
    const dialog = page.getByRole('dialog', { name: sv('orders.cancel.title', { number: orderNumber }) });
    await dialog.getByRole('button', { name: sv('orders.cancel.annul') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: orderNumber, exact: true })).toHaveCount(0);

    await page.goto('/order-history');
    await expect(page.getByRole('row').filter({ has: page.getByRole('button', { name: orderNumber, exact: true }) })).toContainText(
      sv('orders.status.90'),
    );
  });

  test('a changed price is shown before sending, and an alternative delivery address is accepted in market se', async ({ page }) => {
    await signInAs(page, CART_USERS.johan);
    const title = await addFirstAccessory(page);
    // The cart was read before a price-list change: its answers carry an old price until the checkout opens.
    await page.route(/\/api\/cart(\/|$)/, async (route) => {
      const response = await route.fetch();
      const cart = (await response.json()) as { lines: { price: number }[] };
      for (const line of cart.lines) line.price = 1;
      await route.fulfill({ response, json: cart });
    });
    await page.reload();
    await openCheckoutFromCart(page, title);
    await page.unroute(/\/api\/cart(\/|$)/);

    await page.getByRole('checkbox', { name: sv('checkout.alternative-address') }).check();
    // Sent empty: the form's rules (the contracts' schema) mark every address field and focus the first.
    await page.getByRole('button', { name: sv('checkout.send') }).click();
    const name = page.getByRole('textbox', { name: sv('checkout.name'), exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(sv('checkout.validation.required'))).toHaveCount(5);
    await page.getByRole('textbox', { name: sv('checkout.postal-code') }).fill('7413');
    await expect(page.getByText(sv('checkout.validation.postal-code'))).toBeVisible();
    await name.fill('Karl Svensson');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: sv('checkout.phone') }).fill('070-123 45 67');
    await page.getByRole('textbox', { name: sv('checkout.address') }).fill('Björkvägen 12');
    await page.getByRole('textbox', { name: sv('checkout.postal-code') }).fill('741 31');
    await page.getByRole('textbox', { name: sv('checkout.city') }).fill('Knivsta');
    await expect(page.getByRole('radio', { name: sv('checkout.delivery-type-co-delivery') })).toBeDisabled();

    await page.getByRole('button', { name: sv('checkout.send') }).click();
    await expect(page.getByRole('alert').filter({ hasText: sv('checkout.price-changes.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: sv('checkout.confirmation.title') })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: sv('checkout.send') }).click();
    await expect(page.getByRole('heading', { name: sv('checkout.confirmation.title') })).toBeVisible();
    await expect(page.getByText('Björkvägen 12')).toBeVisible();
  });

  test('the shop search runs on Enter, closes on Esc, and says when nothing matches', async ({ page }) => {
    await signInAs(page, DEMO_USERS.ola);
    await page.goto('/shop/category/accessories');
    const search = page.getByRole('searchbox', { name: t('no', 'shop.search-label') });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page.getByRole('region', { name: /.+/ }).filter({ hasText: /./ })).toHaveCount(0);
    await search.fill('golvplat');
    await search.press('Enter');
    const results = page.getByRole('region', { name: t('no', 'shop.search-results', { query: 'golvplat' }) });
    await expect(results.getByRole('link').first()).toBeVisible();
    await expectAccessible(page);
    await search.press('Escape');
    await expect(results).toBeHidden();
    await search.fill('zzqqxx');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: t('no', 'shop.no-results', { query: 'zzqqxx' }) })).toBeVisible();
  });

  test('a category lists its products with the dealer’s price and an add-to-cart button', async ({ page }) => {
    await signInAs(page, DEMO_USERS.ola);
    await page.goto('/shop/category/accessories-floor-plates');
    const products = page.getByRole('list', { name: t('no', 'shop.products-title') });
    const glass = products.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Gulvplate i glass 1000×1000' }) });
    await expect(glass).toContainText('TB-GP-GL1010');
    await expect(glass).toContainText(/kr/);
    await expect(
      glass.getByRole('button', { name: t('no', 'catalogue.add-to-cart-of', { name: 'Gulvplate i glass 1000×1000' }) }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a Norwegian dealer reads the catalogue in Norwegian and finds a floor plate by its Norwegian name', async ({ page }) => {
    await signInAs(page, DEMO_USERS.ola);
    await page.goto('/shop/category/accessories');
    const search = page.getByRole('searchbox', { name: t('no', 'shop.search-label') });
    await search.fill('gulvplate');
    await search.press('Enter');
    const results = page.getByRole('region', { name: t('no', 'shop.search-results', { query: 'gulvplate' }) });
    const first = results.getByRole('link').first();
    await expect(first).toContainText(/gulvplate/i);
    await expect(results).not.toContainText(/golvplåt/i);
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/gulvplate/i);
    await expectAccessible(page);
  });
});
