import fs from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatMoney } from '@portal/contracts/money';
import { t, tb } from '../helpers/i18n';
import { DEMO_USERS, expectAccessible, signInAs, signInToBackOffice } from '../helpers/portal';

// Søren's dealer (50001, Danish market, English screens) is a Portal Admin whose complaints, orders and invoices no
// other spec reads: each journey files a complaint of its own, so the seeded ones other specs change stay as they are.
const DEALER = DEMO_USERS.soren;
const CURRENCY = 'DKK';
const STAFF = 'service@manufacturer.test';

const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);
const sv = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Filed = { incidentId: string; caseNumber: string; itemNumber: string };

/** Passes axe, and at a phone's width nothing on it is wider than the window. */
async function checkScreen(page: Page) {
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 900 });
  // Polled: parts that follow the window's width by script re-render a moment after it narrows.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: 'the page is no wider than a 375 px window',
    })
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Clicks what downloads a file and answers the file's bytes, which must be a PDF named for `number`. */
async function downloadPdf(page: Page, click: () => Promise<void>, number: string): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(new RegExp(`${escape(number)}\\.pdf$`));
  const bytes = await fs.readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

/** The dealer, signed in in a browser of their own. */
async function dealerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signInAs(page, DEALER);
  return page;
}

/**
 * The dealer files a complaint about one article (one that needs no serial number) of the `nth` delivered order in
 * their order history, through the order history's link and the form.
 */
async function fileComplaint(dealer: Page, nth: number, description: string): Promise<Filed> {
  const linkName = new RegExp(`^${escape(en('orders.action.complaint-label', { number: '000000' })).replace('000000', '(\\d{6})')}$`);
  await dealer.goto('/order-history');
  const link = dealer.getByRole('link', { name: linkName }).nth(nth);
  const orderNumber = linkName.exec((await link.getAttribute('aria-label')) ?? '')![1]!;
  await link.click();
  await dealer.getByRole('button', { name: en('complaints.search.button'), exact: true }).click();
  await expect(dealer.getByRole('heading', { level: 2, name: en('complaints.form.title', { number: orderNumber }) })).toBeVisible();

  const row = dealer
    .getByRole('table', { name: en('complaints.form.articles') })
    .getByRole('row')
    .filter({ has: dealer.locator('input:not([disabled])') })
    .filter({ hasNotText: en('complaints.form.serial-required') })
    .first();
  const itemNumber = (await row.getByRole('cell').first().textContent())!.trim();
  await row.getByRole('textbox').fill('1');
  await dealer.getByRole('radio', { name: en('complaints.type.transport-damage') }).check();
  await dealer.getByRole('textbox', { name: en('complaints.form.description') }).fill(description);
  await dealer.getByRole('textbox', { name: en('complaints.form.order-mark'), exact: true }).fill('E2E Aarhus');

  const created = dealer.waitForResponse((r) => new URL(r.url()).pathname === '/api/complaint' && r.request().method() === 'POST');
  await dealer.getByRole('button', { name: en('complaints.form.send') }).click();
  const response = await created;
  expect(response.status()).toBe(200);
  const incident = (await response.json()) as { incidentid: string; ed_casenumber: string };
  await expect(dealer.getByRole('heading', { level: 2, name: en('complaints.done.title') })).toBeVisible();
  return { incidentId: incident.incidentid, caseNumber: incident.ed_casenumber, itemNumber };
}

/** Customer service finds the complaint in the queue by its case number and opens it; answers its resolution section. */
async function openOnDesk(page: Page, caseNumber: string) {
  await signInToBackOffice(page, STAFF);
  await page.getByRole('link', { name: sv('menu.complaints'), exact: true }).click();
  await page.getByRole('textbox', { name: sv('complaints-desk.search') }).fill(caseNumber);
  const table = page.getByRole('table', { name: sv('complaints-desk.title') });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: caseNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: sv('complaints-desk.detail.heading', { caseNumber }) })).toBeVisible();
  const resolution = page.getByRole('region', { name: sv('complaints-desk.resolution.title') });
  await expect(resolution).toContainText(sv('complaints-desk.resolution.no-outcome'));
  return resolution;
}

/** The dealer's complaint page with its resolution section. */
async function openAsDealer(dealer: Page, { incidentId, caseNumber }: Filed) {
  await dealer.goto(`/complaint/${incidentId}`);
  await expect(dealer.getByRole('heading', { level: 1, name: en('complaints.detail.title', { number: caseNumber }) })).toBeVisible();
  return dealer.getByRole('region', { name: en('complaints.resolution.title') });
}

test.describe('complaint outcomes', () => {
  test('customer service resolves a complaint with a replacement order, which the dealer finds at no charge', async ({ page, browser }) => {
    const dealer = await dealerPage(browser);
    const complaint = await fileComplaint(dealer, 0, 'E2E: the door handle broke off; please send a new one.');
    await expect(await openAsDealer(dealer, complaint)).toContainText(en('complaints.resolution.none'));

    const resolution = await openOnDesk(page, complaint.caseNumber);
    await resolution.getByRole('button', { name: sv('complaints-desk.resolution.replacement'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: sv('complaints-desk.resolution.replacement-title') });
    // The complaint's article comes prefilled; two are sent, one to keep in stock.
    await expect(dialog.getByRole('textbox', { name: sv('complaints-desk.resolution.item', { n: 1 }) })).toHaveValue(complaint.itemNumber);
    const quantity = dialog.getByRole('textbox', { name: sv('complaints-desk.resolution.quantity', { n: 1 }) });
    await expect(quantity).toHaveValue('1');
    await quantity.fill('2');
    await expectAccessible(page);
    const placed = page.waitForResponse((r) => r.url().endsWith('/replacement-order') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: sv('complaints-desk.resolution.replacement-submit') }).click();
    const response = await placed;
    expect(response.status()).toBe(200);
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: sv('complaints-desk.resolution.replacement-placed', { number: orderNumber }) }),
    ).toBeVisible();
    await expect(resolution).toContainText(sv('complaints-desk.resolution.outcome-replaced'));
    await expect(
      resolution.getByRole('link', { name: sv('complaints-desk.resolution.replacement-order', { number: orderNumber }) }),
    ).toBeVisible();
    await checkScreen(page);

    // The dealer reads the outcome under the complaint, and the order is among the open ones at no charge.
    const outcome = await openAsDealer(dealer, complaint);
    await expect(outcome).toContainText(en('complaints.resolution.replaced'));
    const orderLink = outcome.getByRole('link', { name: en('complaints.resolution.replacement-order', { number: orderNumber }) });
    await expect(orderLink).toBeVisible();
    await checkScreen(dealer);
    await orderLink.click();
    await expect(dealer.getByRole('heading', { level: 1, name: en('orders.page.title', { number: orderNumber }) })).toBeVisible();
    // Two of the article, fully discounted.
    const line = dealer
      .getByRole('table', { name: en('orders.detail.lines') })
      .getByRole('row')
      .filter({ has: dealer.getByRole('cell', { name: complaint.itemNumber, exact: true }) });
    await expect(line.getByRole('cell')).toHaveText([complaint.itemNumber, /.+/, '2', /.+/, '100%', formatMoney(0, 'en', CURRENCY)]);

    await dealer.goto('/orders');
    await dealer.getByRole('searchbox', { name: en('table.search') }).fill(orderNumber);
    const row = dealer.getByRole('row').filter({ has: dealer.getByRole('button', { name: orderNumber, exact: true }) });
    await expect(row).toContainText(formatMoney(0, 'en', CURRENCY));
    await expect(row).toContainText(en('orders.status.10'));
    await dealer.context().close();
  });

  test('customer service resolves a complaint with a return, prints its label and takes it in; the dealer follows it', async ({
    page,
    browser,
  }) => {
    const dealer = await dealerPage(browser);
    const complaint = await fileComplaint(dealer, 1, 'E2E: the wrong flue pipe came; we send it back.');

    const resolution = await openOnDesk(page, complaint.caseNumber);
    await resolution.getByRole('button', { name: sv('complaints-desk.resolution.return'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: sv('complaints-desk.resolution.return-title') });
    await expect(dialog.getByRole('textbox', { name: sv('complaints-desk.resolution.item', { n: 1 }) })).toHaveValue(complaint.itemNumber);
    await expectAccessible(page);
    const made = page.waitForResponse((r) => r.url().endsWith('/returns') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: sv('complaints-desk.resolution.return-submit') }).click();
    const response = await made;
    expect(response.status()).toBe(200);
    const { returnNumber } = (await response.json()) as { returnNumber: string };
    expect(returnNumber).toMatch(/^R\d+$/);
    await expect(
      page.getByRole('status').filter({ hasText: sv('complaints-desk.resolution.return-made', { number: returnNumber }) }),
    ).toBeVisible();
    const line = (status: string) =>
      sv('complaints-desk.resolution.return-line', {
        number: returnNumber,
        status: sv(`complaints-desk.resolution.return-${status}`),
        lines: `1 × ${complaint.itemNumber}`,
      });
    await expect(resolution).toContainText(line('requested'));
    await expect(resolution).toContainText(sv('complaints-desk.resolution.outcome-returned'));

    // The label to print and stick on the parcel.
    await downloadPdf(
      page,
      () => resolution.getByRole('button', { name: sv('complaints-desk.resolution.label', { number: returnNumber }) }).click(),
      returnNumber,
    );

    // The parcel comes in and is inspected, one step at a time.
    await resolution.getByRole('button', { name: sv('complaints-desk.resolution.mark-received', { number: returnNumber }) }).click();
    await expect(resolution).toContainText(line('received'));
    await resolution.getByRole('button', { name: sv('complaints-desk.resolution.mark-inspected', { number: returnNumber }) }).click();
    await expect(resolution).toContainText(line('inspected'));
    await expect(resolution.getByRole('button', { name: new RegExp(escape(returnNumber)) })).toHaveCount(1);
    await checkScreen(page);

    // The dealer sees the return inspected and downloads its label too.
    const outcome = await openAsDealer(dealer, complaint);
    await expect(outcome).toContainText(en('complaints.resolution.returned'));
    await expect(outcome).toContainText(
      `${en('complaints.resolution.return', { number: returnNumber })} – ${en('complaints.resolution.status-inspected')} (1 × ${complaint.itemNumber})`,
    );
    await checkScreen(dealer);
    await downloadPdf(
      dealer,
      () => outcome.getByRole('button', { name: en('complaints.resolution.download-label', { number: returnNumber }) }).click(),
      returnNumber,
    );
    await dealer.context().close();
  });

  test('customer service credits the invoice of the complaint’s order; the dealer finds the credit note and its PDF', async ({
    page,
    browser,
  }) => {
    const dealer = await dealerPage(browser);
    const complaint = await fileComplaint(dealer, 2, 'E2E: the paint was scratched; we keep the part at a lower price.');

    const resolution = await openOnDesk(page, complaint.caseNumber);
    await resolution.getByRole('button', { name: sv('complaints-desk.resolution.credit-note'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: sv('complaints-desk.resolution.credit-note-title') });
    // The order's invoice is chosen, and the complaint's article is credited by the quantity complained about.
    await expect(dialog.getByRole('combobox', { name: sv('complaints-desk.resolution.invoice') })).toHaveValue(/^\d+ \(/);
    const prefix = sv('complaints-desk.resolution.credit-line', { item: complaint.itemNumber, description: '\u0000' }).split('\u0000')[0]!;
    await expect(dialog.getByRole('textbox', { name: new RegExp(`^${escape(prefix)}`) })).toHaveValue('1');
    await dialog.getByRole('textbox', { name: sv('complaints-desk.resolution.reason') }).fill('Scratched paint, kept by the dealer');
    await expectAccessible(page);
    const made = page.waitForResponse((r) => r.url().endsWith('/credit-notes') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: sv('complaints-desk.resolution.credit-note-submit') }).click();
    const response = await made;
    expect(response.status()).toBe(200);
    const note = (await response.json()) as { invoiceNumber: string; creditedInvoiceNumber: string; total: number; currency: string };
    expect(note.total).toBeLessThan(0);
    expect(note.currency).toBe(CURRENCY);
    await expect(
      page.getByRole('status').filter({ hasText: sv('complaints-desk.resolution.credit-note-made', { number: note.invoiceNumber }) }),
    ).toBeVisible();
    await expect(resolution).toContainText(sv('complaints-desk.resolution.outcome-credited'));
    await expect(resolution).toContainText(
      `${sv('complaints-desk.resolution.credit-note-line', { number: note.invoiceNumber, invoice: note.creditedInvoiceNumber })} ${formatMoney(note.total, 'sv', CURRENCY)}`,
    );
    await checkScreen(page);

    // The dealer sees the credit note under the complaint and downloads it.
    const outcome = await openAsDealer(dealer, complaint);
    await expect(outcome).toContainText(en('complaints.resolution.credited'));
    await expect(outcome).toContainText(
      `${en('complaints.resolution.credit-note', { number: note.invoiceNumber, invoice: note.creditedInvoiceNumber })}: ${formatMoney(note.total, 'en', CURRENCY)}`,
    );
    await checkScreen(dealer);
    await downloadPdf(
      dealer,
      () => outcome.getByRole('button', { name: en('complaints.resolution.download-credit-note', { number: note.invoiceNumber }) }).click(),
      note.invoiceNumber,
    );

    // Among the invoices it counts negative.
    await dealer.goto('/invoices');
    await dealer.getByRole('searchbox', { name: en('table.search') }).fill(note.invoiceNumber);
    const row = dealer.getByRole('row').filter({ has: dealer.getByRole('button', { name: note.invoiceNumber, exact: true }) });
    await expect(row).toContainText(formatMoney(note.total, 'en', CURRENCY));
    await dealer.context().close();
  });
  test('customer service rejects a complaint with a reason; the dealer reads both on the complaint', async ({ page, browser }) => {
    const dealer = await dealerPage(browser);
    const complaint = await fileComplaint(dealer, 3, 'E2E: the glass cracked after a week of use.');
    const reason = `Cracks from overheating are not covered by the warranty (${Date.now() % 100_000})`;

    const resolution = await openOnDesk(page, complaint.caseNumber);
    await resolution.getByRole('button', { name: sv('complaints-desk.resolution.set-outcome'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: sv('complaints-desk.resolution.set-outcome') });
    // A rejection is offered first, and is not saved without a reason.
    await expect(dialog.getByRole('combobox', { name: sv('complaints-desk.resolution.outcome') })).toHaveValue(
      sv('complaints-desk.resolution.outcome-rejected'),
    );
    await dialog.getByRole('button', { name: sv('complaints-desk.resolution.save-outcome') }).click();
    await expect(dialog.getByText(sv('complaints-desk.resolution.reason-required'))).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: sv('complaints-desk.resolution.reason') }).fill(reason);
    await dialog.getByRole('button', { name: sv('complaints-desk.resolution.save-outcome') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: sv('complaints-desk.resolution.outcome-saved') })).toBeVisible();
    await expect(resolution).toContainText(sv('complaints-desk.resolution.outcome-rejected'));
    await expect(resolution).toContainText(sv('complaints-desk.resolution.reason-is', { reason }));
    await checkScreen(page);

    // The queue counts it among the rejected.
    await page.goto('/backoffice/complaints?outcome=rejected');
    await page.getByRole('textbox', { name: sv('complaints-desk.search') }).fill(complaint.caseNumber);
    const table = page.getByRole('table', { name: sv('complaints-desk.title') });
    await expect(table.getByRole('link', { name: complaint.caseNumber, exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    // The dealer reads the outcome and the reason, word for word.
    const outcome = await openAsDealer(dealer, complaint);
    await expect(outcome).toContainText(`${en('complaints.resolution.outcome')}:${en('complaints.resolution.rejected')}`);
    await expect(outcome).toContainText(`${en('complaints.resolution.reason')}: ${reason}`);
    await checkScreen(dealer);
    await dealer.context().close();
  });
});
