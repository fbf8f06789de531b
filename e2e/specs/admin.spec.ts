import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { t } from '../helpers/i18n';
import { DEMO_USERS, expectAccessible, signInAs } from '../helpers/portal';

// Jonas (market de) reads English; Erik (market se) Swedish.
const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);
const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An API call with the signed-in user's own token, to know the figures the screen must show. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key?.startsWith('oidc.user:'))
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '';
    }
    return '';
  });
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** Whole units of the currency, as the dashboard writes them (en-GB for English). */
const amount = (value: number, currency: string, locale = 'en-GB') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(value);

type Ytd = {
  AmountsYTD: { AmountYTD: number; CompareYTD: number; NumberOfUnitsYTD: number };
  Currency: string;
  AmountsMTD: { AmountMTD: number; PreviousMTD: number }[];
};

async function openFromFinanceMenu(page: Page, lang: 'en' | 'sv', key: 'menu.finance-dashboard' | 'menu.invoices') {
  const nav = page.getByRole('navigation', { name: t(lang, 'menu.navigation') });
  await nav.getByRole('button', { name: t(lang, 'menu.finance') }).click();
  await nav.getByRole('link', { name: t(lang, key) }).click();
}

test.describe('finance dashboard', () => {
  test('jonas sees this year’s figures and the twelve-month chart; market de has no brand tiles', async ({ page }) => {
    await signInAs(page, DEMO_USERS.jonas);
    await openFromFinanceMenu(page, 'en', 'menu.finance-dashboard');
    await expect(page).toHaveURL(/\/finance$/);
    await expect(page.getByRole('heading', { level: 1, name: en('finance.title') })).toBeVisible();

    const figures = await api<Ytd>(page, '/api/financial/totalRevenueYTD');
    expect(figures.Currency).toBe('EUR');
    const sales = page.getByRole('group', { name: en('finance.ytd.amount') });
    await expect(sales).toContainText(amount(figures.AmountsYTD.AmountYTD, 'EUR'));
    await expect(sales).toContainText(en('finance.ytd.compare', { value: amount(figures.AmountsYTD.CompareYTD, 'EUR') }));
    await expect(page.getByRole('group', { name: en('finance.ytd.units') })).toContainText(String(figures.AmountsYTD.NumberOfUnitsYTD));

    const chart = page.getByRole('img', { name: en('finance.chart.title') });
    await expect(chart).toBeVisible();
    // Two bars a month up to this one, last year's for the rest.
    const month = new Date().getMonth() + 1;
    await expect(chart.locator('rect')).toHaveCount(12 + month);
    // The figures behind the bars, for screen readers.
    const table = page.getByRole('table', { name: en('finance.chart.table-caption', { currency: 'EUR' }) });
    await expect(table.getByRole('row')).toHaveCount(13);
    const january = new Intl.DateTimeFormat('en-GB', { month: 'long' }).format(new Date(2024, 0, 15));
    await expect(table.getByRole('row', { name: new RegExp(`^${january} `) })).toContainText(
      amount(figures.AmountsMTD[0]!.PreviousMTD, 'EUR'),
    );

    await expect(page.getByRole('heading', { name: en('finance.brands.title') })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('in market se the two brand tiles show, each with its own error notice', async ({ page }) => {
    // The Glödhus figures fail; Nordflamme's still show.
    await page.route(
      (url) => url.pathname === '/api/financial/totalRevenueByBrand' && url.searchParams.get('brand') === 'GH',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }),
        }),
    );
    await signInAs(page, DEMO_USERS.admin);
    await openFromFinanceMenu(page, 'sv', 'menu.finance-dashboard');
    const brands = page.getByRole('region', { name: sv('finance.brands.title') });
    const nordflamme = brands.getByRole('group', { name: 'Nordflamme' });
    await expect(nordflamme).toBeVisible();
    const nf = await api<{ AmountYTD: number; Currency: string }>(page, '/api/financial/totalRevenueByBrand?brand=NF');
    expect(nf.Currency).toBe('SEK');
    // Spaces in Swedish amounts are no-break spaces; compare them as plain ones.
    const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
    expect(plain(await nordflamme.textContent())).toContain(plain(amount(nf.AmountYTD, 'SEK', 'sv-SE')));
    await expect(brands.getByRole('group', { name: 'Glödhus' })).toHaveCount(0);
    await expect(brands.getByRole('alert')).toHaveCount(1);
    await expect(brands.getByRole('alert')).toContainText(sv('error.title.sales-figures'));
    await expectAccessible(page);
  });
});

test.describe('invoices', () => {
  test('jonas filters by overdue, searches, opens an invoice and downloads its PDF', async ({ page }) => {
    await signInAs(page, DEMO_USERS.jonas);
    await openFromFinanceMenu(page, 'en', 'menu.invoices');
    await expect(page.getByRole('heading', { level: 1, name: en('menu.invoices') })).toBeVisible();
    const table = page.getByRole('table', { name: en('menu.invoices') });
    for (const key of ['number', 'order-number', 'mark', 'date', 'due-date', 'amount', 'status']) {
      await expect(table.getByRole('columnheader', { name: en(`invoices.column.${key}`) })).toBeVisible();
    }
    await expect(table.getByRole('row')).not.toHaveCount(1);

    // The status filter: all, overdue, unpaid, paid, each with its count.
    const filter = page.getByRole('radiogroup', { name: en('invoices.filter.label') });
    for (const key of ['all', 'overdue', 'unpaid', 'paid']) {
      await expect(
        filter.getByText(new RegExp(`^${escape(en(`invoices.filter.${key}`, { count: 999 })).replace('999', '\\d+')}$`)),
      ).toBeVisible();
    }
    const overdueLabel = filter.getByText(
      new RegExp(`^${escape(en('invoices.filter.overdue', { count: 999 })).replace('999', '(\\d+)')}$`),
    );
    const overdueCount = Number(/\((\d+)\)/.exec((await overdueLabel.textContent()) ?? '')?.[1]);
    expect(overdueCount).toBeGreaterThan(0);
    await overdueLabel.click();
    await expect(filter.getByRole('radio', { name: new RegExp(`^${escape(en('invoices.status.overdue'))}`) })).toBeChecked();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(overdueCount, 10));
    for (const row of await rows.all()) await expect(row).toContainText(en('invoices.status.overdue'));
    await expectAccessible(page);

    // The free-text search narrows the overdue list to one invoice.
    const number = (await rows.first().getByRole('button').textContent())!.trim();
    await page.getByRole('searchbox', { name: en('table.search') }).fill(number);
    await expect(rows).toHaveCount(1);

    await rows.first().getByRole('button', { name: number }).click();
    const dialog = page.getByRole('dialog', { name: en('invoices.detail.title', { number }) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('table', { name: en('invoices.detail.lines') })).toBeVisible();
    for (const label of [
      en('invoices.detail.net-total'),
      en('invoices.detail.freight'),
      // Jonas's company in Germany buys VAT-free within the EU.
      en('invoices.detail.vat', { percent: 0 }),
      en('invoices.detail.total'),
    ]) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: en('invoices.pdf.download') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const bytes = await fs.readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  });

  test('a failed detail load closes the modal and shows the error dialog', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/invoice/invoiceDetails',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }),
        }),
    );
    await signInAs(page, DEMO_USERS.jonas);
    await openFromFinanceMenu(page, 'en', 'menu.invoices');
    const first = page
      .getByRole('table', { name: en('menu.invoices') })
      .locator('tbody tr')
      .first()
      .getByRole('button');
    const number = (await first.textContent())!.trim();
    await first.click();
    const error = page.getByRole('dialog', { name: en('error.title.oops') });
    await expect(error).toBeVisible();
    await expect(page.getByRole('dialog', { name: en('invoices.detail.title', { number }) })).toHaveCount(0);
    await error.getByRole('button', { name: en('error.close') }).click();
    await expect(error).toHaveCount(0);
  });
});

test.describe('user admin', () => {
  test('jonas changes a colleague’s access level and sees it after a reload', async ({ page }) => {
    await signInAs(page, DEMO_USERS.jonas);
    await page.getByRole('button', { name: en('header.user-menu', { name: 'Jonas Schmidt' }) }).click();
    await page.getByRole('menuitem', { name: en('menu.user-admin') }).click();
    await expect(page.getByRole('heading', { level: 1, name: en('menu.user-admin') })).toBeVisible();

    const table = page.getByRole('table', { name: en('users.table') });
    const lena = table.getByRole('row', { name: /Lena Weber/ });
    // Read-only first: no choices until edit mode.
    await expect(table.getByRole('combobox')).toHaveCount(0);
    const current = (await lena.getByRole('cell').nth(2).textContent())?.trim();
    const target = current === en('users.level.reseller') ? 'admin-reseller' : 'reseller';
    await expectAccessible(page);

    const change = async (level: string) => {
      await page.getByRole('button', { name: en('users.edit') }).click();
      const select = page.getByRole('combobox', { name: en('users.level-for', { name: 'Lena Weber' }) });
      await expect(select).toBeVisible();
      await expect(select.locator('option')).toHaveText([
        en('users.level.none'),
        en('users.level.reseller'),
        en('users.level.admin'),
        en('users.level.admin-reseller'),
      ]);
      await select.selectOption({ label: en(`users.level.${level}`) });
      await page.getByRole('button', { name: en('users.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: en('users.saved_one', { count: 1 }) })).toBeVisible();
      // Back to read-only.
      await expect(table.getByRole('combobox')).toHaveCount(0);
      await expect(lena.getByRole('cell').nth(2)).toHaveText(en(`users.level.${level}`));
    };

    await change(target);
    await page.reload();
    await expect(lena.getByRole('cell').nth(2)).toHaveText(en(`users.level.${target}`));
    // The history says who changed whose level, from what to what.
    const history = page.getByRole('table', { name: en('users.history.title') });
    await expect(history.getByRole('row').nth(1)).toContainText('Lena Weber');
    await expect(history.getByRole('row').nth(1)).toContainText(
      en('users.history.from-to', { from: current ?? '', to: en(`users.level.${target}`) }),
    );
    await expect(history.getByRole('row').nth(1)).toContainText('Jonas Schmidt');
    // Leave Lena as seeded.
    if (target !== 'reseller') await change('reseller');
  });

  test('a user without access level is greyed out and marked inactive', async ({ page }) => {
    await signInAs(page, DEMO_USERS.admin);
    await page.goto('/user-admin');
    const row = page.getByRole('table', { name: sv('users.table') }).getByRole('row', { name: /Maria Andersson/ });
    await expect(row).toHaveAttribute('data-inactive', 'true');
    await expect(row).toContainText(sv('users.level.none'));
    await expectAccessible(page);
  });

  test('the list narrows by name or e-mail, access level and status', async ({ page }) => {
    await signInAs(page, DEMO_USERS.admin);
    await page.goto('/user-admin');
    const table = page.getByRole('table', { name: sv('users.table') });
    await expect(table.getByRole('row', { name: /Maria Andersson/ })).toBeVisible();
    const all = await table.getByRole('row').count();

    await page.getByRole('searchbox', { name: sv('users.filter.search') }).fill('andersson');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /Maria Andersson/ })).toBeVisible();
    await page.getByRole('searchbox', { name: sv('users.filter.search') }).fill('');
    await expect(table.getByRole('row')).toHaveCount(all);

    await page.getByRole('combobox', { name: sv('users.filter.level') }).selectOption({ label: sv('users.level.none') });
    await expect(table.getByRole('row', { name: /Maria Andersson/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Erik Johansson/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: sv('users.filter.state') }).selectOption({ label: sv('users.filter.states.deactivated') });
    await expect(table.getByRole('row', { name: /Maria Andersson/ })).toHaveCount(0);
    await expect(table.getByText(sv('users.empty'))).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a reseller', () => {
  test('reads on /invoices, /finance and /user-admin that they are for the administrators', async ({ page }) => {
    await signInAs(page, DEMO_USERS.mia);
    const nav = page.getByRole('navigation', { name: en('menu.navigation') });
    await expect(nav.getByRole('button', { name: en('menu.finance') })).toHaveCount(0);
    for (const path of ['/invoices', '/finance', '/user-admin']) {
      await page.goto(path);
      // The page exists, so not "page not found": it says whom it is for.
      await expect(page.getByRole('heading', { level: 1, name: en('admins-only.title') }), path).toBeVisible();
      await expect(page.getByText(en('admins-only.text'))).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: en('admins-only.home') }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
