import { expect, test } from '@playwright/test';
import { tb } from '../helpers/i18n';
import { expectAccessible, signInToBackOffice } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);
const VIEW = `E2E Svenska ordrar ${Date.now()}`;

test.describe('lists that can be worked', () => {
  test('customer service hides a column, saves a view, picks it after a reload and works the list from the keyboard', async ({ page }) => {
    await signInToBackOffice(page, 'service@manufacturer.test');

    // g then o goes to the orders.
    await page.keyboard.press('g');
    await page.keyboard.press('o');
    await expect(page.getByRole('heading', { level: 1, name: sv('order-desk.title') })).toBeVisible();
    const table = page.getByRole('table', { name: sv('order-desk.title') });
    const markHeader = table.getByRole('columnheader', { name: sv('order-desk.column.mark'), exact: true });
    await expect(markHeader).toBeVisible();

    // Hide a column; the key column stays.
    await page.getByRole('button', { name: sv('list-views.columns') }).click();
    await expect(page.getByRole('checkbox', { name: sv('order-desk.column.order'), exact: true })).toBeDisabled();
    await page.getByRole('checkbox', { name: sv('order-desk.column.mark'), exact: true }).uncheck();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(markHeader).toHaveCount(0);

    // Filter and sort, then save that as a view.
    await page.getByRole('combobox', { name: sv('order-desk.filter.market') }).click();
    await page.getByRole('option', { name: sv('markets.se') }).click();
    await table.getByRole('button', { name: sv('order-desk.column.value') }).click();
    await expect(page).toHaveURL(/market=se/);
    await expect(page).toHaveURL(/sort=orderValue%3Aasc|sort=orderValue:asc/);
    await page.getByRole('button', { name: sv('list-views.views') }).click();
    await page.getByRole('menuitem', { name: sv('list-views.save-new') }).click();
    const dialog = page.getByRole('dialog', { name: sv('list-views.save-title') });
    await dialog.getByRole('textbox', { name: sv('list-views.name') }).fill(VIEW);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: sv('list-views.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: sv('list-views.view-active', { name: VIEW }) })).toBeVisible();

    // Back to every order and every column, then reload: the view is kept on the server.
    await page.getByRole('button', { name: sv('list-views.columns') }).click();
    await page.getByRole('checkbox', { name: sv('order-desk.column.mark'), exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(sv('list-views.view-active', { name: '' })) }).click();
    await page.getByRole('menuitem', { name: sv('list-views.clear') }).click();
    await expect(page).not.toHaveURL(/market=se/);
    await expect(markHeader).toBeVisible();
    await page.reload();
    await expect(markHeader).toBeVisible();

    await page.getByRole('button', { name: sv('list-views.views') }).click();
    await page.getByRole('menuitem', { name: VIEW }).click();
    await expect(page).toHaveURL(/market=se/);
    await expect(page).toHaveURL(/view=/);
    await expect(markHeader).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: sv('order-desk.column.value'), exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expectAccessible(page);

    // / goes to the search; keys typed there are text, not shortcuts.
    const search = page.getByRole('textbox', { name: sv('order-desk.search') });
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await page.keyboard.type('j');
    await expect(search).toHaveValue('j');
    await search.fill('');
    await page.getByRole('heading', { level: 1, name: sv('order-desk.title') }).click();

    // j, j, k highlights the first row again; Enter opens it.
    const first = (await table.getByRole('row').nth(1).getByRole('link').first().textContent())!.trim();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: sv('order-desk.detail.heading', { orderNumber: first }) })).toBeVisible();

    // ? lists the shortcuts in a dialog that Escape closes.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: sv('shortcuts.title') });
    await expect(help).toBeVisible();
    await expect(help.getByRole('cell', { name: sv('shortcuts.action.complaints') })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // g then c goes to the complaints.
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await expect(page.getByRole('heading', { level: 1, name: sv('complaints-desk.title') })).toBeVisible();

    // Tidy up: the view deleted after asking, every column shown again.
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('button', { name: sv('list-views.view-active', { name: VIEW }) })).toBeVisible();
    await page.getByRole('button', { name: sv('list-views.view-active', { name: VIEW }) }).click();
    await page.getByRole('menuitem', { name: sv('list-views.delete', { name: VIEW }) }).click();
    const confirm = page.getByRole('dialog', { name: sv('list-views.delete-title') });
    await confirm.getByRole('button', { name: sv('list-views.delete-confirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: sv('list-views.views') })).toBeVisible();
    await page.getByRole('button', { name: sv('list-views.columns') }).click();
    await page.getByRole('checkbox', { name: sv('order-desk.column.mark'), exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(markHeader).toBeVisible();
  });
});
