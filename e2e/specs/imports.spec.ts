import { expect, test, type Page } from '@playwright/test';
import { tb } from '../helpers/i18n';
import { expectAccessible, signInToBackOffice } from '../helpers/portal';

async function chooseFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: tb('sv', 'imports.file'), exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test.describe('price and discount imports', () => {
  // The Danish dealer 50001 has no demo user in the other specs, so its discount may change.
  test('sales administration previews a discount file, sees its wrong row, and commits the corrected file', async ({ page }) => {
    const percent = (20 + (Date.now() % 1000) / 100).toFixed(2);
    await signInToBackOffice(page, 'sales@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.imports'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'imports.title') })).toBeVisible();
    await expectAccessible(page);

    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${tb('sv', 'imports.kinds.discounts')}$`) })
      .click();
    await chooseFile(page, 'rabatter.csv', `customer_number;discount_percent\n50001;${percent.replace('.', ',')}\n99999;10\n`);
    await page.getByRole('button', { name: tb('sv', 'imports.preview') }).click();
    await expect(page.getByRole('alert').filter({ hasText: tb('sv', 'imports.fix-errors', { count: 1 }) })).toBeVisible();
    await expect(page.getByRole('button', { name: tb('sv', 'imports.commit') })).toBeDisabled();
    const rows = page.getByRole('table', { name: tb('sv', 'imports.rows') });
    await expect(rows.getByRole('row').filter({ hasText: '99999' })).toContainText(tb('sv', 'imports.error.customer'));
    await expectAccessible(page);

    await chooseFile(page, 'rabatter.csv', `customer_number;discount_percent\n50001;${percent.replace('.', ',')}\n`);
    await page.getByRole('button', { name: tb('sv', 'imports.preview') }).click();
    await expect(page.getByText(tb('sv', 'imports.ready'))).toBeVisible();
    await page.getByRole('button', { name: tb('sv', 'imports.commit') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: tb('sv', 'imports.report', { added: 0, changed: 1, removed: 0 }) }),
    ).toBeVisible();
    await expectAccessible(page);

    // The dealer's page shows the new discount.
    await page.goto('/backoffice/dealers/50001');
    await expect(page.getByRole('textbox', { name: tb('sv', 'dealers.form.discount') })).toHaveValue(`${percent.replace(/\.?0+$/, '')} %`);
  });
});
