import { expect, test, type Locator, type Page } from '@playwright/test';
import { t } from '../helpers/i18n';
import { DEMO_USERS, expectAccessible, signInAs } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };
const SMALL_LAPTOP = { width: 1100, height: 800 };

/** Each list screen and the list it waits for (a table from 768 px, a list of cards below). */
const SCREENS = [
  { path: '/orders', list: sv('menu.orders-open') },
  { path: '/order-history', list: sv('menu.orders-closed') },
  { path: '/invoices', list: sv('menu.invoices') },
  { path: '/complaints', list: sv('menu.complaints-open') },
  { path: '/complaints-history', list: sv('menu.complaints-closed') },
  { path: '/home', list: sv('orders.recent.title') },
] as const;

/** The list in the form the window shows: a table on a laptop, a list of cards on a phone. */
const list = (page: Page, name: string) => page.getByRole('table', { name }).or(page.getByRole('list', { name }));

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

/** The table's own scroll box shows all of it, so it is no tab stop either. */
async function expectWholeTable(table: Locator) {
  const box = table.locator(
    `xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' mantine-TableScrollContainer-scrollContainer ')][1]`,
  );
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, `the table is ${scrollWidth} px wide in its ${clientWidth} px box`).toBeLessThanOrEqual(clientWidth);
  await expect(box).not.toHaveAttribute('tabindex');
}

test.describe('lists fit every window', () => {
  test('orders, history, invoices, complaints and home are no wider than a phone or a laptop, and pass axe', async ({ page }) => {
    await signInAs(page, DEMO_USERS.admin);
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        const shown = list(page, screen.list);
        await expect(shown).toBeVisible();
        // The form follows the window: cards below 768 px, a table from there on.
        await expect(page.getByRole(viewport === PHONE ? 'list' : 'table', { name: screen.list })).toBeVisible();
        if (viewport === LAPTOP && screen.path !== '/home') await expectWholeTable(page.getByRole('table', { name: screen.list }));
        await expectNoSidewaysScroll(page);
        await expectAccessible(page);
      }
    }
  });

  test('the open orders show their actions on a laptop and their amount and status on a phone card that opens the order', async ({
    page,
  }) => {
    await signInAs(page, DEMO_USERS.admin);
    await page.setViewportSize(LAPTOP);
    await page.goto('/orders');
    const table = page.getByRole('table', { name: sv('menu.orders-open') });
    await expect(table.getByRole('columnheader', { name: sv('orders.column.actions') })).toBeInViewport({ ratio: 1 });
    await expectWholeTable(table);
    const first = table.getByRole('row').nth(1);
    const number = (await first.getByRole('button').first().textContent())!.trim();
    expect(number).toMatch(/^\d{6}$/);
    await expect(first.getByRole('button', { name: sv('orders.action.cancel-label', { number }) })).toBeInViewport({ ratio: 1 });
    const headers = await table.getByRole('columnheader').allTextContents();
    const cells = first.getByRole('cell');
    const value = (await cells.nth(headers.indexOf(sv('orders.column.value'))).textContent())!.trim();
    const status = (await cells.nth(headers.indexOf(sv('orders.column.status'))).textContent())!.trim();
    expect(value).toMatch(/kr$/);
    expect(status).toBe(sv('orders.status.10'));

    await page.setViewportSize(PHONE);
    const cards = page.getByRole('list', { name: sv('menu.orders-open') });
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('button', { name: number, exact: true }) });
    await expect(card.getByText(value, { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(card.getByText(status, { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('button', { name: sv('orders.action.cancel-label', { number }) })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // A tap anywhere on the card, here on its amount, opens the order.
    const amount = (await card.getByText(value, { exact: true }).boundingBox())!;
    await page.mouse.click(amount.x + amount.width / 2, amount.y + amount.height / 2);
    const detail = page.getByRole('dialog', { name: sv('orders.detail.title', { number }) });
    await expect(detail).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
  });

  test('below 1280 px a row menu holds the actions and opens with the keyboard', async ({ page }) => {
    await signInAs(page, DEMO_USERS.admin);
    await page.setViewportSize(SMALL_LAPTOP);
    await page.goto('/orders');
    const table = page.getByRole('table', { name: sv('menu.orders-open') });
    const first = table.getByRole('row').nth(1);
    const number = (await first.getByRole('button').first().textContent())!.trim();
    await expectWholeTable(table);
    await expect(first.getByRole('button', { name: sv('orders.action.cancel-label', { number }) })).toHaveCount(0);
    const menu = first.getByRole('button', { name: t('sv', 'table.row-actions', { row: number }) });
    await menu.focus();
    await page.keyboard.press('Enter');
    const cancel = page.getByRole('menuitem', { name: sv('orders.action.cancel-label', { number }) });
    await expect(cancel).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: sv('orders.cancel.title', { number }) });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('on a phone the order history sorts, pages and searches its cards', async ({ page }) => {
    await signInAs(page, DEMO_USERS.admin);
    await page.setViewportSize(PHONE);
    await page.goto('/order-history');
    const cards = page.getByRole('list', { name: sv('menu.orders-closed') }).getByRole('listitem');
    await expect(cards).toHaveCount(10);
    const numbers = async () =>
      (
        await cards
          .getByRole('button')
          .filter({ hasText: /^\d{6}$/ })
          .allTextContents()
      ).map((n) => Number(n.trim()));

    await page.getByRole('combobox', { name: t('sv', 'table.sort-by') }).click();
    await page.getByRole('option', { name: t('sv', 'table.sort-descending', { column: sv('orders.column.number') }) }).click();
    await expect.poll(async () => (await numbers())[0]).toBeGreaterThan((await numbers())[9]!);
    const descending = await numbers();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await page.getByRole('combobox', { name: t('sv', 'table.page-size') }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect(cards).toHaveCount(25);
    await page.getByRole('button', { name: t('sv', 'table.page', { page: 2 }) }).click();
    await expect.poll(async () => (await numbers())[0]).toBeLessThan(descending[9]!);

    const wanted = String(descending[3]);
    await page.getByRole('searchbox', { name: t('sv', 'table.search') }).fill(wanted);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('button', { name: wanted, exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
