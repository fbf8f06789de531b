import { expect, test } from '@playwright/test';
import { t } from '../helpers/i18n';
import { DEMO_USERS, signInAs } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);

// Signed in as admin@reseller-se.test, whose cart no spec fills: these checks put nothing into it.
test.describe('the ordering screens by keyboard', () => {
  test('quick order: Tab reaches the field and the check, Enter moves the focus to the answer, a field shows its ring', async ({
    page,
  }) => {
    await signInAs(page, DEMO_USERS.admin);
    await page.goto('/quick-order');
    await expect(page.getByRole('heading', { level: 1, name: sv('quick-order.title') })).toBeFocused();

    await page.keyboard.press('Tab');
    const field = page.getByRole('textbox', { name: sv('quick-order.rows-label') });
    await expect(field).toBeFocused();
    // The portal's 2 px ring, not only the border's colour.
    expect(await field.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.insertText('NF-OSLO-5-BK\t1\nXX-NOPE\t1');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: sv('quick-order.check') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: sv('quick-order.summary', { valid: 1, bad: 1 }) })).toBeFocused();
    // On from the answer: the rows' scroll region, then the button that puts them into the cart.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('region', { name: sv('quick-order.result-label') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: sv('quick-order.add', { count: 1 }) })).toBeFocused();
  });

  test("an order's page highlights its list in the menu: order history for a delivered order, open orders otherwise", async ({ page }) => {
    await signInAs(page, DEMO_USERS.admin);
    const menu = page.getByRole('navigation', { name: sv('menu.navigation') });
    const open = menu.getByRole('link', { name: sv('menu.orders-open') });
    const history = menu.getByRole('link', { name: sv('menu.orders-closed') });

    // 400001: customer 10001's oldest order, delivered.
    await page.goto('/orders/400001');
    await expect(page.getByRole('heading', { level: 1, name: sv('orders.page.title', { number: '400001' }) })).toBeVisible();
    await expect(history).toHaveAttribute('aria-current', 'page');
    await expect(open).not.toHaveAttribute('aria-current');

    // Through the menu to the open orders: the highlight follows the page.
    await open.click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(open).toHaveAttribute('aria-current', 'page');
    await expect(history).not.toHaveAttribute('aria-current');

    // 400019: dispatched, still among the open orders.
    await page.goto('/orders/400019');
    await expect(page.getByRole('heading', { level: 1, name: sv('orders.page.title', { number: '400019' }) })).toBeVisible();
    await expect(open).toHaveAttribute('aria-current', 'page');
    await expect(history).not.toHaveAttribute('aria-current');
  });
});
