import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { tb } from '../helpers/i18n';
import { expectAccessible, expectNoSidewaysScrollOnPhone, signInToBackOffice } from '../helpers/portal';

const bo = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);

// Sales administration reads the sales figures of a market, narrows them to one dealer and takes the table away as
// CSV and as XLSX; both files are read back and hold the twelve months the screen shows.
test('sales administration filters the sales figures to a dealer and exports the table', async ({ page }) => {
  await signInToBackOffice(page, 'sales@manufacturer.test');
  await page.goto('/backoffice/insight/sales');
  await expect(page.getByRole('heading', { level: 1, name: bo('insight.sales.title') })).toBeVisible();
  const filters = page.getByRole('group', { name: bo('insight.filters.label') });
  await filters.getByRole('combobox', { name: bo('insight.filters.market') }).click();
  await page.getByRole('option', { name: bo('markets.se'), exact: true }).click();
  await expect(page).toHaveURL(/market=se/);
  const dealer = filters.getByRole('textbox', { name: bo('insight.filters.dealer') });
  await dealer.fill('10001');
  await dealer.press('Enter');
  await expect(page).toHaveURL(/customerNumber=10001/);
  const table = page.getByRole('table').first();
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expectAccessible(page);
  await expectNoSidewaysScrollOnPhone(page);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: tb('sv', 'export.csv') }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^insight-sales-\d{4}-se-10001\.csv$/);
  const lines = fs
    .readFileSync((await csv.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // The header and one line per month.
  expect(lines).toHaveLength(13);
  expect(lines[0]).toContain(bo('insight.sales.month'));

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: tb('sv', 'export.xlsx') }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^insight-sales-\d{4}-se-10001\.xlsx$/);
  const rows = (await readSheet(fs.readFileSync((await xlsx.path())!))) as unknown[][];
  expect(rows).toHaveLength(13);
  expect(String(rows[0]?.[0])).toBe(lines[0]!.split(',')[0]);

  // Printed, or saved as a PDF from the print dialog: the figures alone, without the menu or the buttons.
  await expect(page.getByRole('button', { name: bo('insight.print') })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: bo('menu.label') })).toBeHidden();
  await expect(page.getByRole('button', { name: tb('sv', 'export.csv') })).toBeHidden();
  await expect(table).toBeVisible();
  const pdf = await page.pdf();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
});
