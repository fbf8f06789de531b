import { expect, test, type Page } from '@playwright/test';
import { t } from '../helpers/i18n';
import { CART_USERS, expectAccessible, signInAs } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);

/** Empties the signed-in user's cart on the server and reloads, so the page shows the empty cart. */
async function emptyCart(page: Page) {
  await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    const res = await fetch('/api/cart', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`emptying the cart answered ${res.status}`);
  });
  await page.reload();
}

// Eighteen spare parts of the Swedish price list, and two rows that cannot go in.
const GOOD = ['OSLO', 'VISBY', 'KIRUNA'].flatMap((series) => ['GLAS', 'TLD', 'TLG', 'RVP', 'HAND', 'LUFT'].map((p) => `RD-${series}-${p}`));
const quantityOf = (i: number) => (i % 3) + 1;
const TOTAL = GOOD.reduce((sum, _, i) => sum + quantityOf(i), 0);

const cartButton = (page: Page, count: number) =>
  page.getByRole('button', { name: `${sv('header.cart')}: ${sv('header.cart-count', { count })}` });

test.describe('quick order and order lists', () => {
  test('Karin pastes 20 rows with two bad ones, 18 go into the cart; she saves the cart as a list and loads it again', async ({ page }) => {
    const karin = CART_USERS.karin;
    await signInAs(page, karin);
    await emptyCart(page);

    // The header opens quick order.
    await page.getByRole('link', { name: sv('quick-order.title') }).click();
    await expect(page.getByRole('heading', { level: 1, name: sv('quick-order.title') })).toBeVisible();

    // A spreadsheet copy: a header row, then tab-separated rows; row 5 is unknown, row 12 asks for 1000.
    const rows = GOOD.map((item, i) => `${item}\t${quantityOf(i)}`);
    rows.splice(3, 0, 'RD-FINNS-INTE\t1');
    rows.splice(10, 0, 'RD-OSLO-ASK\t1000');
    await page.getByRole('textbox', { name: sv('quick-order.rows-label') }).fill(['Artikelnummer\tAntal', ...rows].join('\n'));
    await page.getByRole('button', { name: sv('quick-order.check') }).click();
    await expect(page.getByText(sv('quick-order.summary', { valid: 18, bad: 2 }))).toBeVisible();
    const result = page.getByRole('table', { name: sv('quick-order.result-label') });
    await expect(result.getByRole('row')).toHaveCount(21);
    await expect(result.getByRole('row').filter({ hasText: 'RD-FINNS-INTE' })).toContainText(sv('quick-order.error.unknown-item'));
    await expect(result.getByRole('row').filter({ hasText: 'RD-OSLO-ASK' })).toContainText(sv('quick-order.error.quantity'));
    await expectAccessible(page);

    await page.getByRole('button', { name: sv('quick-order.add', { count: 18 }) }).click();
    await expect(page.getByText(sv('quick-order.added', { count: 18 }))).toBeVisible();
    await expect(cartButton(page, TOTAL)).toBeVisible();
    await cartButton(page, TOTAL).click();
    const drawer = page.getByRole('dialog', { name: sv('cart.title') });
    await expect(drawer.getByRole('list', { name: sv('cart.title') }).getByRole('listitem')).toHaveCount(18);

    // From the cart to the order lists, where she saves it.
    await drawer.getByRole('link', { name: sv('order-lists.save-or-load') }).click();
    await expect(page.getByRole('heading', { level: 1, name: sv('order-lists.title') })).toBeVisible();
    const name = `Veckobeställning ${Date.now()}`;
    await page.getByRole('textbox', { name: sv('order-lists.name-label') }).fill(name);
    await page.getByRole('button', { name: sv('order-lists.save-cart') }).click();
    await expect(page.getByText(sv('order-lists.saved', { name }))).toBeVisible();
    const saved = page
      .getByRole('table', { name: sv('order-lists.saved-lists') })
      .getByRole('row')
      .filter({ hasText: name });
    await expect(saved).toContainText('Karin Dahl');
    await expect(saved.getByRole('cell', { name: '18', exact: true })).toBeVisible();
    await expectAccessible(page);

    // An empty cart, then the list loaded back into it.
    await emptyCart(page);
    await expect(cartButton(page, 0)).toBeVisible();
    await page.getByRole('button', { name: sv('order-lists.load-named', { name }) }).click();
    await expect(page.getByText(sv('order-lists.loaded', { name, count: 18 }))).toBeVisible();
    await expect(cartButton(page, TOTAL)).toBeVisible();

    // The list's own page: its lines, and deleting it after confirming.
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('table', { name: sv('order-lists.lines') }).getByRole('row')).toHaveCount(19);
    await expectAccessible(page);
    await page.getByRole('button', { name: sv('order-lists.delete'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: sv('order-lists.delete-title') });
    await expect(confirm).toContainText(sv('order-lists.delete-text', { name }));
    await expectAccessible(page);
    await confirm.getByRole('button', { name: sv('order-lists.delete') }).click();
    await expect(page.getByRole('heading', { level: 1, name: sv('order-lists.title') })).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await emptyCart(page);
  });
});
