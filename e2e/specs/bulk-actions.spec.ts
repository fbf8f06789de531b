import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { tb } from '../helpers/i18n';
import { expectAccessible, signInToBackOffice } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);

test.describe('bulk actions in the back office', () => {
  test('customer service selects complaints, assigns them to themselves and exports the selection', async ({ page }) => {
    await signInToBackOffice(page, 'service@manufacturer.test');
    await page.getByRole('link', { name: sv('menu.complaints'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: sv('complaints-desk.title') })).toBeVisible();
    // The Danish dealer's complaints: a short list no other journey assigns.
    await page.getByRole('textbox', { name: sv('complaints-desk.filter.dealer') }).fill('50001');
    const table = page.getByRole('table', { name: sv('complaints-desk.title') });
    // Every row is the dealer's once the filtered page has come (the header row is the only other).
    await expect(table.getByRole('row').filter({ hasText: '50001' }).first()).toBeVisible();
    await expect(table.getByRole('row').filter({ hasNotText: '50001' })).toHaveCount(1);
    const cases = (await table.getByRole('link').allTextContents()).slice(0, 2);
    expect(cases).toHaveLength(2);

    // Two rows chosen by their boxes, with the keyboard.
    for (const name of cases) {
      const box = page.getByRole('checkbox', { name: sv('bulk.select-row', { name }) });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    const bar = page.getByRole('region', { name: sv('bulk.region') });
    await expect(bar.getByText(sv('bulk.selected', { count: 2 }))).toBeVisible();
    await expectAccessible(page);

    await bar.getByRole('button', { name: sv('complaints-desk.bulk.assign'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: sv('complaints-desk.bulk.assign-title') });
    await expect(dialog.getByText(sv('complaints-desk.bulk.question', { count: 2, name: sv('complaints-desk.bulk.me') }))).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: sv('complaints-desk.bulk.confirm', { count: 2 }) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: sv('bulk.result', { changed: 2, unchanged: 0, failed: 0 }) })).toBeVisible();
    for (const name of cases) await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Sara Lindqvist');

    // The whole page chosen, then exported as CSV and read back.
    await page.getByRole('checkbox', { name: sv('bulk.select-page') }).check();
    const shown = await table.getByRole('link').allTextContents();
    await expect(bar.getByText(sv('bulk.selected', { count: shown.length }))).toBeVisible();
    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: sv('bulk.export-csv') }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]!.startsWith(`\uFEFF${sv('complaints-desk.column.case')},`)).toBe(true);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual([...shown].sort());

    await bar.getByRole('button', { name: sv('bulk.clear') }).click();
    await expect(bar.getByText(sv('bulk.selected', { count: shown.length }))).toBeHidden();
  });
});
