import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { InsightSalesBreakdownResponse, QualityAlertsResponse } from '@portal/contracts/insight';
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
  // The months drawn by the chart library over the table: one picture, this year's and last year's bars in it.
  const heading = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const chart = page.getByRole('img', { name: bo('insight.chart', { title: heading }) });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScrollOnPhone(page);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: tb('sv', 'export.csv') })
      .first()
      .click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^insight-sales-\d{4}-se-10001\.csv$/);
  const lines = fs
    .readFileSync((await csv.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // The header and one line per month.
  expect(lines).toHaveLength(13);
  expect(lines[0]).toContain(bo('insight.sales.month'));

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: tb('sv', 'export.xlsx') })
      .first()
      .click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^insight-sales-\d{4}-se-10001\.xlsx$/);
  const rows = (await readSheet(fs.readFileSync((await xlsx.path())!))) as unknown[][];
  expect(rows).toHaveLength(13);
  expect(String(rows[0]?.[0])).toBe(lines[0]!.split(',')[0]);

  // Printed, or saved as a PDF from the print dialog: the figures alone, without the menu or the buttons.
  await expect(page.getByRole('button', { name: bo('insight.print') })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: bo('menu.label') })).toBeHidden();
  await expect(page.getByRole('button', { name: tb('sv', 'export.csv') }).first()).toBeHidden();
  await expect(table).toBeVisible();
  const pdf = await page.pdf();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
});

// Sales administration opens the sales figures, narrows them to one market, reads the dealers ranked by net sales
// with their growth on the same period a year before, and drills into the first dealer: its own figures, broken down
// by its products, and its record one link away.
test('sales administration ranks the dealers of a market and drills into one', async ({ page }) => {
  // Each breakdown is a section named by its heading, its table and chart inside.
  const section = (name: string) => page.getByRole('region', { name, exact: true });
  await signInToBackOffice(page, 'sales@manufacturer.test');
  await page.goto('/backoffice/insight/sales');
  const filters = page.getByRole('group', { name: bo('insight.filters.label') });
  await filters.getByRole('combobox', { name: bo('insight.filters.market') }).click();
  await page.getByRole('option', { name: bo('markets.se'), exact: true }).click();
  await expect(page).toHaveURL(/market=se/);

  const year = Number(new URL(page.url()).searchParams.get('year') ?? new Date().getFullYear());
  const ranking = await staffApi<InsightSalesBreakdownResponse>(
    page,
    `/api/staff/insight/sales/breakdown?by=dealer&market=se&year=${year}`,
  );
  expect(ranking.rows.length).toBeGreaterThan(0);
  const best = ranking.rows[0]!;
  const top = section(bo('insight.sales.breakdown.dealers-top', { currency: 'SEK' }));
  await expect(top.locator('tbody tr')).toHaveCount(ranking.rows.length);
  await expect(section(bo('insight.sales.breakdown.dealers-bottom', { currency: 'SEK' }))).toBeVisible();
  // One market chosen: no ranking of markets.
  await expect(section(bo('insight.sales.breakdown.title.market', { currency: 'SEK' }))).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScrollOnPhone(page);

  const dealer = top.getByRole('link', { name: bo('insight.sales.breakdown.open-figures', { name: best.name }) }).first();
  await dealer.click();
  await expect(page).toHaveURL(new RegExp(`customerNumber=${best.key}`));
  await expect(page).not.toHaveURL(/market=/);
  // The dealer's own page: its months and its products, no ranking of dealers.
  await expect(section(bo('insight.sales.breakdown.title.product', { currency: 'SEK' }))).toBeVisible();
  await expect(section(bo('insight.sales.breakdown.dealers-top', { currency: 'SEK' }))).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
});

/** A call with the signed-in staff member's own token, to know what the screen must show. */
async function staffApi<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? ((JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '') : '';
  });
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

// Customer service opens the quality figures and sees the quality alert the demo data fires (a series with three
// complaints in the last 30 days against five in 12 months), then follows it to the complaints behind it. The screen
// passes axe at a phone's width and a desktop's.
test('customer service follows the quality alert on the quality figures to its complaints', async ({ page }) => {
  await signInToBackOffice(page, 'service@manufacturer.test');
  const { alerts } = await staffApi<QualityAlertsResponse>(page, '/api/staff/insight/alerts');
  expect(alerts.length).toBeGreaterThan(0);
  const first = alerts[0]!;

  await page.goto('/backoffice/insight/quality');
  await expect(page.getByRole('heading', { level: 1, name: bo('insight.quality.title') })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: bo('start.quality-alert.title') });
  const link = alert.getByRole('link', {
    name: bo('start.quality-alert.series', { series: first.series, recent: first.recentComplaints, year: first.yearComplaints }),
  });
  await expect(link).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
  }
  await expectNoSidewaysScrollOnPhone(page);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/complaints\\?series=${encodeURIComponent(first.series)}&from=${first.since}$`));
  await expect(page.getByRole('heading', { level: 1, name: bo('complaints-desk.title') })).toBeVisible();
  const table = page.getByRole('table', { name: bo('complaints-desk.title') });
  // The header row and one row per complaint of the series in the 30 days.
  await expect(table.getByRole('row')).toHaveCount(first.recentComplaints + 1);
  await expectAccessible(page);
});

// The weekly e-mail of a dashboard: customer service subscribes to the quality figures grouped by batch, sees it among
// their weekly e-mails, and cancels it.
test('customer service subscribes to the quality figures by e-mail every week and cancels it', async ({ page }) => {
  await signInToBackOffice(page, 'service@manufacturer.test');
  await page.goto('/backoffice/insight/quality?groupBy=batch');
  const weekly = page.getByRole('region', { name: bo('insight.weekly.title') });
  await weekly.getByRole('button', { name: bo('insight.weekly.subscribe') }).click();
  await expect(weekly.getByRole('status')).toBeVisible();
  const described = [bo('insight.weekly.dashboard.quality'), bo('insight.quality.group.batch')].join(' · ');
  await expect(weekly.getByText(described, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await weekly.getByRole('button', { name: `${bo('insight.weekly.cancel')}: ${described}` }).click();
  await expect(weekly.getByText(described, { exact: true })).toHaveCount(0);
});
