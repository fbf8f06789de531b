import { expect, test, type Page } from '@playwright/test';
import { tb } from '../helpers/i18n';
import { expectAccessible, expectNoSidewaysScrollOnPhone, signInToBackOffice } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);

async function chooseFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: tb('sv', 'imports.file'), exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

/** Calls the API as the signed-in staff member, with the back office's own token; answers the JSON. */
async function staffCall<T>(page: Page, method: string, path: string, csv?: string): Promise<T> {
  return page.evaluate(
    async ({ method, path, csv }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
      let body: FormData | undefined;
      if (csv !== undefined) {
        body = new FormData();
        body.append('kind', 'prices');
        body.append('file', new Blob([csv], { type: 'text/csv' }), 'probe.csv');
      }
      const res = await fetch(path, { method, body, headers: { Authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
      return res.json();
    },
    { method, path, csv },
  ) as Promise<T>;
}

/** Passes axe at a desktop's and a phone's width, and on the phone nothing is wider than the window. */
async function checkScreen(page: Page) {
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScrollOnPhone(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });
}

const EU_PRICE = (page: Page, item: string) =>
  staffCall<{ prices: { priceListId: string; unitPrice: number | null }[] }>(page, 'GET', `/api/staff/products/${item}`).then(
    (p) => p.prices.find((x) => x.priceListId === 'EU')!.unitPrice,
  );

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
  /*
   * A price file is the whole list: what it leaves out is removed. The other specs order in every market, so the removal
   * must touch nothing they read, even for the seconds until the undo. It takes two wood racks out of the euro list:
   * no spec names them or opens their category (wood storage), and the euro list's dealers (30001, 40001) order only
   * floor plates and spare parts in the specs. No spec changes a price, so the rest of the file, the list as it stands
   * (read from an uncommitted preview, which writes nothing to the list), stays the same at the commit and the undo
   * finds the list as the import left it.
   */
  test('sales administration confirms a price file that removes rows, reads the report and undoes the import', async ({ page }) => {
    const REMOVED = ['TB-VS-1000', 'TB-VS-1500'];
    const fileName = `priser-eur-${Date.now() % 100_000}.csv`;
    await signInToBackOffice(page, 'sales@manufacturer.test');
    await page.getByRole('link', { name: sv('menu.imports'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: sv('imports.title') })).toBeVisible();

    // The euro list as it stands: a one-row file's preview shows every other row of the list as a removal, with its price.
    const probe = await staffCall<{ rows: { key: string; before: string | null }[] }>(
      page,
      'POST',
      '/api/staff/imports',
      `price_list,item_number,unit_price\nEU,${REMOVED[0]},1\n`,
    );
    const list = probe.rows.map((r) => ({ item: r.key.replace(/^EU \/ /, ''), price: r.before! }));
    expect(list.length).toBeGreaterThan(100);
    const before = await Promise.all(REMOVED.map((item) => EU_PRICE(page, item)));
    expect(before.every((p) => p !== null && p > 0)).toBe(true);
    const kept = list.filter((r) => !REMOVED.includes(r.item));
    await chooseFile(page, fileName, ['price_list,item_number,unit_price', ...kept.map((r) => `EU,${r.item},${r.price}`), ''].join('\n'));
    await page.getByRole('button', { name: sv('imports.preview') }).click();
    await expect(page.getByText(sv('imports.count.remove', { count: 2 }))).toBeVisible();
    await expect(page.getByText(sv('imports.count.same', { count: kept.length }))).toBeVisible();
    const rows = page.getByRole('table', { name: sv('imports.rows') });
    for (const item of REMOVED)
      await expect(rows.getByRole('row').filter({ hasText: `EU / ${item}` })).toContainText(sv('imports.change.remove'));
    await expect(rows.getByRole('row')).toHaveCount(3);

    // The commit asks a second time, naming how many rows go; cancelled, nothing is written.
    const commit = page.getByRole('button', { name: sv('imports.commit') });
    await commit.click();
    const confirm = page.getByRole('dialog', { name: sv('imports.removals-title') });
    await expect(confirm).toContainText(sv('imports.removals-question', { count: 2 }));
    await checkScreen(page);
    await confirm.getByRole('button', { name: sv('bulk.cancel') }).click();
    await expect(confirm).toBeHidden();
    expect(await EU_PRICE(page, REMOVED[0]!)).toBe(before[0]);

    await commit.click();
    const committed = page.waitForResponse((r) => r.url().endsWith('/commit') && r.request().method() === 'POST');
    await confirm.getByRole('button', { name: sv('imports.removals-confirm', { count: 2 }) }).click();
    const { id } = (await (await committed).json()) as { id: string };
    try {
      await expect(page.getByRole('heading', { level: 2, name: sv('imports.report-title', { file: fileName }) })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: sv('imports.report', { added: 0, changed: 0, removed: 2 }) })).toBeVisible();
      expect(await Promise.all(REMOVED.map((item) => EU_PRICE(page, item)))).toEqual([null, null]);
      await checkScreen(page);

      // Undone, after its own question: the two prices are back, as they were.
      await page.getByRole('button', { name: sv('imports.undo') }).click();
      const undo = page.getByRole('dialog', { name: sv('imports.undo-title') });
      await expect(undo).toContainText(sv('imports.undo-question', { file: fileName }));
      await checkScreen(page);
      await undo.getByRole('button', { name: sv('imports.undo') }).click();
      await expect(undo).toBeHidden();
      const undoneText = sv('imports.undone', { time: '\u0000' }).split('\u0000')[0]!;
      await expect(page.getByRole('status').filter({ hasText: undoneText })).toBeVisible();
      await expect(page.getByRole('button', { name: sv('imports.undo') })).toHaveCount(0);
      expect(await Promise.all(REMOVED.map((item) => EU_PRICE(page, item)))).toEqual(before);
      await checkScreen(page);
    } finally {
      // A failure between the commit and the undo leaves the list whole for the other specs all the same.
      const state = await staffCall<{ undoneAt: string | null }>(page, 'GET', `/api/staff/imports/${id}`);
      if (!state.undoneAt) await staffCall(page, 'POST', `/api/staff/imports/${id}/undo`);
    }
  });
});
