import { expect, test } from '@playwright/test';
import { tb } from '../helpers/i18n';
import { expectAccessible, signInToBackOffice } from '../helpers/portal';

test.describe('maintenance windows', () => {
  // A window in the future: one in effect would close ordering for the specs running beside this one.
  test('sales administration plans a window, switches it off and deletes it', async ({ page }) => {
    await signInToBackOffice(page, 'sales@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.maintenance'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'maintenance.title') })).toBeVisible();
    const table = page.getByRole('table', { name: tb('sv', 'maintenance.title') });
    // A year of its own, so that a retry on the same database finds only its own window.
    const year = String(2100 + Math.floor(Math.random() * 800));
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: tb('sv', 'maintenance.add') }).click();
    const dialog = page.getByRole('dialog', { name: tb('sv', 'maintenance.add') });
    // Until before from: the form says so and sends nothing.
    await dialog.getByLabel(tb('sv', 'maintenance.to')).fill('2020-01-01T10:00');
    await dialog.getByRole('button', { name: tb('sv', 'maintenance.save') }).click();
    await expect(dialog.getByText(tb('sv', 'maintenance.validation.order'))).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel(tb('sv', 'maintenance.from')).fill(`${year}-03-01T18:00`);
    await dialog.getByLabel(tb('sv', 'maintenance.to')).fill(`${year}-03-01T22:00`);
    await dialog.getByRole('button', { name: tb('sv', 'maintenance.save') }).click();
    await expect(dialog).toHaveCount(0);
    const row = table.getByRole('row').filter({ hasText: year });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(tb('sv', 'maintenance.state.active'));

    await row.getByRole('button', { name: new RegExp(`^${tb('sv', 'maintenance.edit')}`) }).click();
    const edit = page.getByRole('dialog', { name: tb('sv', 'maintenance.edit-title') });
    await edit.getByRole('switch', { name: tb('sv', 'maintenance.active') }).click();
    await edit.getByRole('button', { name: tb('sv', 'maintenance.save') }).click();
    await expect(row).toContainText(tb('sv', 'maintenance.state.off'));

    await row.getByRole('button', { name: new RegExp(`^${tb('sv', 'maintenance.delete')}`) }).click();
    await expect(row).toHaveCount(0);
  });
});
