import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@portal/contracts/money';
import { t, tb } from '../helpers/i18n';
import { newestMailText } from '../helpers/mail';
import { DEMO_USERS, expectAccessible, signInAs, signInToBackOffice, type PortalUser } from '../helpers/portal';

// Søren (Brændeovnshuset Aarhus, market dk) is the Portal Admin who sets the branding; no other spec makes offers here,
// and his cart is left empty (sign-in.spec.ts signs him out).
const SOREN = DEMO_USERS.soren;
// Lena (Kaminwelt Hamburg, market de) asks for the quote: no other spec signs her in or fills her cart.
const LENA: PortalUser = { email: 'lena.weber@reseller-de.test', givenName: 'Lena', lang: 'en', htmlLang: 'en' };
const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);
const sv = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dkk = (amount: number) => formatMoney(amount, 'en', 'DKK');
const eur = (amount: number) => formatMoney(amount, 'en', 'EUR');
/** An amount as the English screens write it ("DKK 1,234.50"), back to a number. */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const round2 = (n: number) => Math.round(n * 100) / 100;

const PHONE = { width: 375, height: 812 };

/** The screen as it stands fits a 375 px phone: no sideways scroll. The window goes back to its size after. */
async function expectFitsPhone(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${page.url()} scrolls sideways at ${PHONE.width} px`,
    })
    .toBeLessThanOrEqual(0);
  await page.setViewportSize(size);
}

/** Axe on the screen, then the phone's width. */
async function checkScreen(page: Page) {
  await expectAccessible(page);
  await expectFitsPhone(page);
}

/** The download a click starts is a PDF; answers its name. */
async function expectPdfDownload(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  const bytes = await fs.readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
  return download.suggestedFilename();
}

/** The value beside a label of the offer's totals. */
const totalsValue = (page: Page, key: string) => page.getByText(en(key), { exact: true }).locator('xpath=following-sibling::*[1]');

test.describe('offers to a dealer’s own customer', () => {
  test('Søren brands his offers, makes one with an article and an installation, raises the markup, sends it and downloads its PDF', async ({
    page,
  }) => {
    const stamp = Date.now();
    const customer = { name: `Mette Holm ${stamp}`, email: `mette.holm.${stamp}@customer.test` };
    const company = `Brændeovnshuset Aarhus – Ildsteder ${stamp}`;
    await signInAs(page, SOREN);

    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1, name: en('offers.title') })).toBeVisible();

    // The branding: the Portal Admin's name, address, bank details and terms for the offers' PDF.
    // The menu links the same screens; these are the list's own links.
    const main = page.getByRole('main');
    await main.getByRole('link', { name: en('offers.branding.title') }).click();
    await expect(page.getByRole('heading', { level: 1, name: en('offers.branding.title') })).toBeVisible();
    await page.getByRole('textbox', { name: en('offers.branding.company-name') }).fill(company);
    await page.getByRole('textbox', { name: en('offers.branding.address') }).fill('Randersvej 188\n8200 Aarhus N');
    await page.getByRole('textbox', { name: en('offers.branding.org-number') }).fill('DK31456789');
    await page.getByRole('textbox', { name: en('offers.branding.bank-details') }).fill('Danske Bank 1234 5678901234');
    await page.getByRole('textbox', { name: en('offers.branding.footer-terms') }).fill('Payment within 8 days.');
    await page.getByRole('button', { name: en('offers.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: en('offers.branding.saved') })).toBeVisible();
    await checkScreen(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: en('offers.branding.company-name') })).toHaveValue(company);
    await expect(page.getByRole('textbox', { name: en('offers.branding.bank-details') })).toHaveValue('Danske Bank 1234 5678901234');

    // A new offer: a glass floor plate by its item number and a free line for the installation.
    await main.getByRole('link', { name: en('offers.back') }).click();
    await main.getByRole('link', { name: en('offers.new') }).click();
    await expect(page.getByRole('heading', { level: 1, name: en('offers.new') })).toBeVisible();
    await page.getByRole('textbox', { name: en('offers.field.name') }).fill(customer.name);
    await page.getByRole('textbox', { name: en('offers.field.email') }).fill(customer.email);
    await page.getByRole('textbox', { name: en('offers.field.address') }).fill('Skovvejen 4\n8240 Risskov');
    await page.getByRole('button', { name: en('offers.add-article') }).click();
    await page.getByRole('textbox', { name: en('offers.item-number-of', { n: 1 }) }).fill('TB-GP-GL1010');
    await page.getByRole('button', { name: en('offers.add-free') }).click();
    const installation = 'Installation and chimney inspection';
    await page.getByRole('textbox', { name: en('offers.text-of', { n: 2 }) }).fill(installation);
    await page.getByRole('textbox', { name: en('offers.own-price-of', { name: installation }) }).fill('2500');
    // The article is priced on saving; the installation's 2,500.00 incl. 25 % VAT holds 500.00 VAT already.
    const lines = page.getByRole('table', { name: en('offers.lines') });
    await expect(lines.getByRole('row').nth(1)).toContainText(en('offers.priced-on-save'));
    await expect(totalsValue(page, 'offers.totals.total')).toHaveText(dkk(2500));
    await expect(totalsValue(page, 'offers.totals.vat')).toHaveText(dkk(500));
    await expect(totalsValue(page, 'offers.totals.excl-vat')).toHaveText(dkk(2000));
    await checkScreen(page);
    await page.getByRole('button', { name: en('offers.create') }).click();

    // Saved as a draft with its number; the floor plate now has the dealer's net price, marked up 30 % and rounded to 10.
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${escape(en('offers.offer-number', { number: '' }))}\\d+$`) });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace(en('offers.offer-number', { number: '' }), '');
    await expect(page.getByText(en('offers.status.draft'), { exact: true })).toBeVisible();
    const plate = lines.getByRole('row').filter({ hasText: 'TB-GP-GL1010' });
    await expect(plate.getByRole('cell').nth(5)).toHaveText(/\d/);
    const net = amountOf((await plate.getByRole('cell').nth(5).textContent())!);
    expect(net).toBeGreaterThan(0);
    const priced = (markup: number) => round2((Math.round((net * (1 + markup / 100)) / 10) * 10 * 125) / 100);
    await expect(plate.getByRole('cell').nth(6)).toHaveText(dkk(priced(30)));
    await expect(totalsValue(page, 'offers.totals.total')).toHaveText(dkk(priced(30) + 2500));

    // Two plates at a 50 % markup: the line's price and the totals follow before saving, the VAT a fifth of the total.
    await plate.getByRole('textbox', { name: new RegExp(`^${escape(en('offers.quantity-of', { name: '' }))}`) }).fill('2');
    await page.getByRole('textbox', { name: en('offers.field.markup') }).fill('50');
    const total = round2(priced(50) * 2 + 2500);
    const vat = round2((total * 25) / 125);
    expect(priced(50)).toBeGreaterThan(priced(30));
    await expect(plate.getByRole('cell').nth(6)).toHaveText(dkk(priced(50)));
    await expect(totalsValue(page, 'offers.totals.total')).toHaveText(dkk(total));
    await expect(totalsValue(page, 'offers.totals.vat')).toHaveText(dkk(vat));
    await expect(totalsValue(page, 'offers.totals.excl-vat')).toHaveText(dkk(round2(total - vat)));
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/offers\/[^/]+$/.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: en('offers.save'), exact: true }).click();
    expect((await saved).ok()).toBe(true);
    // The server kept the same prices.
    await page.reload();
    await expect(totalsValue(page, 'offers.totals.total')).toHaveText(dkk(total));
    await expect(page.getByRole('textbox', { name: en('offers.field.markup') })).toHaveValue('50 %');

    const fileName = await expectPdfDownload(page, () => page.getByRole('button', { name: en('offers.download-pdf') }).click());
    expect(fileName).toBe(`offer-${number}.pdf`);

    // Sent by e-mail to the customer, with a message above the offer.
    const sentAt = Date.now();
    await page.getByRole('button', { name: en('offers.send') }).click();
    const dialog = page.getByRole('dialog', { name: en('offers.send-title') });
    await expect(dialog).toContainText(customer.email);
    await checkScreen(page);
    await dialog.getByRole('textbox', { name: en('offers.send-message') }).fill('Here is the offer for your new fireplace.');
    await dialog.getByRole('button', { name: en('offers.send') }).click();
    await expect(page.getByRole('status').filter({ hasText: en('offers.sent-notice', { email: customer.email }) })).toBeVisible();
    await expect(page.getByText(en('offers.status.sent'), { exact: true })).toBeVisible();
    // Sent, it is read as it stands: the customer, the lines and the totals, no longer a form.
    await expect(page.getByRole('textbox', { name: en('offers.field.name') })).toHaveCount(0);
    await expect(main).toContainText(customer.name);
    await expect(totalsValue(page, 'offers.totals.total')).toHaveText(dkk(total));
    await checkScreen(page);
    await expect
      .poll(async () => (await newestMailText(customer.email, { since: sentAt })) ?? '', { timeout: 30_000, message: 'the offer e-mail' })
      .toContain('Here is the offer for your new fireplace.');

    await main.getByRole('link', { name: en('offers.back') }).click();
    const row = page
      .getByRole('table', { name: en('offers.title') })
      .getByRole('row')
      .filter({ hasText: customer.name });
    await expect(row.getByRole('link', { name: number, exact: true })).toBeVisible();
    await expect(row).toContainText(en('offers.status.sent'));
    await expect(row).toContainText(dkk(total));
    await checkScreen(page);
  });
});

test.describe('an offer from a saved cart', () => {
  test('Søren saves his cart as an order list and makes an offer from it, the list left as it is', async ({ page }) => {
    const stamp = Date.now();
    const listName = `Villa Skovly ${stamp}`;
    const customer = { name: `Anders Skov ${stamp}`, email: `anders.skov.${stamp}@customer.test` };
    await signInAs(page, SOREN);
    await page.goto('/shop/product/TB-GP-GL1010');
    await page.getByRole('button', { name: en('shop.add-to-cart') }).click();
    await expect(page.getByRole('status').filter({ hasText: en('shop.added', { count: 1 }) })).toBeVisible();
    await page.goto('/order-lists');
    await page.getByRole('textbox', { name: en('order-lists.name-label') }).fill(listName);
    await page.getByRole('button', { name: en('order-lists.save-cart') }).click();
    await expect(page.getByRole('status').filter({ hasText: en('order-lists.saved', { name: listName }) })).toBeVisible();
    // The list keeps its own lines, so the cart is emptied at once: sign-in.spec.ts signs Søren out expecting
    // an empty cart, which no warning interrupts.
    await page.getByRole('button', { name: new RegExp(en('header.cart')) }).click();
    const drawer = page.getByRole('dialog', { name: en('cart.title') });
    await drawer
      .getByRole('button', { name: new RegExp(`^${escape(en('cart.remove-item', { title: '§' })).replace('§', '.+')}$`) })
      .first()
      .click();
    await expect(drawer.getByText(en('cart.empty'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('main').getByRole('link', { name: listName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
    await checkScreen(page);

    await page.getByRole('button', { name: en('order-lists.make-offer') }).click();
    await expect(page.getByRole('heading', { level: 1, name: en('offers.new') })).toBeVisible();
    await expect(page.getByText(en('offers.from-list-note', { name: listName }))).toBeVisible();
    const lines = page.getByRole('table', { name: en('offers.lines') });
    await expect(lines.getByRole('row').filter({ hasText: 'TB-GP-GL1010' })).toBeVisible();
    await page.getByRole('textbox', { name: en('offers.field.name') }).fill(customer.name);
    await page.getByRole('textbox', { name: en('offers.field.email') }).fill(customer.email);
    await checkScreen(page);
    await page.getByRole('button', { name: en('offers.create') }).click();

    // Saved with the list's article at Søren's net price, marked up; the list keeps its line.
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${escape(en('offers.offer-number', { number: '' }))}\\d+$`) }),
    ).toBeVisible();
    const plate = lines.getByRole('row').filter({ hasText: 'TB-GP-GL1010' });
    await expect(plate.getByRole('cell').nth(5)).toHaveText(/\d/);
    expect(amountOf((await plate.getByRole('cell').nth(5).textContent())!)).toBeGreaterThan(0);
    await page.goto('/order-lists');
    await page.getByRole('main').getByRole('link', { name: listName, exact: true }).click();
    await expect(
      page
        .getByRole('table', { name: en('order-lists.lines') })
        .getByRole('row')
        .filter({ hasText: 'TB-GP-GL1010' }),
    ).toBeVisible();
  });
});

test.describe('project quotes', () => {
  test('Lena asks for a project price; sales administration prices and sends it; Lena accepts it into an order', async ({
    page,
    browser,
  }) => {
    const project = `Wohnpark Elbblick ${Date.now()}`;
    await signInAs(page, LENA);

    // Two articles into the cart, then the cart's "Ask for a project quote".
    for (const item of ['TB-GP-GL1010', 'TB-GP-ST1010-BK']) {
      await page.goto(`/shop/product/${item}`);
      await page.getByRole('button', { name: en('shop.add-to-cart') }).click();
      await expect(page.getByRole('status').filter({ hasText: en('shop.added', { count: 1 }) })).toBeVisible();
    }
    await page.getByRole('button', { name: new RegExp(`^${escape(en('header.cart'))}`) }).click();
    await page
      .getByRole('dialog', { name: en('cart.title') })
      .getByRole('link', { name: en('quotes.request.from-cart') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: en('quotes.request.title') })).toBeVisible();
    await page.getByRole('textbox', { name: en('quotes.request.project') }).fill(project);
    await page.getByRole('textbox', { name: en('quotes.delivery-period') }).fill('Weeks 20–24');
    await page
      .getByRole('textbox', { name: en('quotes.message-label') })
      .fill('Twelve glass plates and six steel plates for the show flats.');
    await page.getByRole('textbox', { name: `${en('quotes.col.quantity')} TB-GP-GL1010` }).fill('12');
    await page.getByRole('textbox', { name: `${en('quotes.col.quantity')} TB-GP-ST1010-BK` }).fill('6');
    await checkScreen(page);
    await page.getByRole('button', { name: en('quotes.request.send') }).click();

    const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${en('quotes.quote')} QT-\\d+$`) });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace(`${en('quotes.quote')} `, '');
    await expect(page.getByText(en('quotes.waiting'))).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Twelve glass plates and six steel plates for the show flats.');
    const quoteUrl = page.url();

    await page.getByRole('link', { name: en('quotes.back') }).click();
    const listRow = page
      .getByRole('table', { name: en('quotes.title') })
      .getByRole('row')
      .filter({ hasText: project });
    await expect(listRow.getByRole('link', { name: number, exact: true })).toBeVisible();
    await expect(listRow).toContainText(en('quotes.status.requested'));
    await checkScreen(page);

    // Sales administration finds the request on the quote desk and prices it: one line with a discount.
    const staff = await (await browser.newContext()).newPage();
    await signInToBackOffice(staff, 'sales@manufacturer.test');
    await staff.getByRole('link', { name: sv('menu.quotes'), exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: sv('quote-desk.title') })).toBeVisible();
    await staff.getByRole('textbox', { name: sv('quote-desk.search') }).fill(number);
    const desk = staff.getByRole('table', { name: sv('quote-desk.title') });
    await expect(desk.getByRole('row')).toHaveCount(2);
    await expect(desk.getByRole('row').nth(1)).toContainText(sv('quote-desk.status.requested'));
    await expect(desk.getByRole('row').nth(1)).toContainText('Kaminwelt Hamburg');
    await checkScreen(staff);
    await desk.getByRole('link', { name: number, exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: sv('quote-desk.detail.heading', { number, project }) })).toBeVisible();
    await expect(staff.getByRole('main')).toContainText('Twelve glass plates and six steel plates for the show flats.');
    await checkScreen(staff);
    await staff.getByRole('textbox', { name: `${sv('quote-desk.column.unit-price')} TB-GP-GL1010` }).fill('150');
    await staff.getByRole('textbox', { name: `${sv('quote-desk.column.unit-price')} TB-GP-ST1010-BK` }).fill('80');
    await staff.getByRole('textbox', { name: `${sv('quote-desk.column.discount')} TB-GP-ST1010-BK` }).fill('5');
    // 12 × 150 + 6 × 80 less 5 % = 1,800 + 456.
    await expect(staff.getByText(`${sv('quote-desk.column.total')}: ${formatMoney(2256, 'sv', 'EUR')}`)).toBeVisible();
    await staff.getByRole('textbox', { name: sv('quote-desk.detail.message') }).fill('Project prices for Elbblick, delivery as asked.');
    await staff.getByRole('button', { name: sv('quote-desk.send') }).click();
    await expect(staff.getByRole('status').filter({ hasText: sv('quote-desk.sent') })).toBeVisible();
    await expect(staff.getByText(sv('quote-desk.status.sent'), { exact: true })).toBeVisible();
    await staff.context().close();

    // Lena reads the prices, downloads the quote and accepts it: one order at the quoted prices.
    await page.goto(quoteUrl);
    await expect(page.getByText(en('quotes.status.sent'), { exact: true })).toBeVisible();
    const quoted = page.getByRole('table', { name: en('quotes.lines') });
    const steel = quoted.getByRole('row').filter({ hasText: 'TB-GP-ST1010-BK' });
    await expect(steel.getByRole('cell').nth(3)).toHaveText(eur(80));
    await expect(steel.getByRole('cell').nth(5)).toHaveText(eur(456));
    await expect(quoted.getByRole('row').filter({ hasText: 'TB-GP-GL1010' }).getByRole('cell').nth(5)).toHaveText(eur(1800));
    await expect(page.getByRole('main')).toContainText(`${en('quotes.col.total')}: ${eur(2256)}`);
    await expect(page.getByRole('main')).toContainText('Project prices for Elbblick, delivery as asked.');
    await checkScreen(page);
    const fileName = await expectPdfDownload(page, () => page.getByRole('button', { name: en('quotes.pdf.download') }).click());
    expect(fileName).toBe(`quote-${number}.pdf`);

    await page.getByRole('button', { name: en('quotes.accept') }).click();
    const placed = page.getByRole('status').filter({ hasText: en('quotes.ordered') });
    await expect(placed).toBeVisible();
    const orderNumber = (await placed.getByRole('link').textContent())!.trim();
    expect(orderNumber).toMatch(/^\d{6}$/);
    await expect(page.getByText(en('quotes.status.accepted'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: en('quotes.accept') })).toHaveCount(0);

    // The order is among Lena's open orders, marked with the project.
    await page.goto('/orders');
    const order = page.getByRole('row').filter({ has: page.getByRole('button', { name: orderNumber, exact: true }) });
    await expect(order).toContainText(project);
  });

  test('Lena asks for a project price from her offer with a drawing on the form; both sides see where it came from', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const customer = { name: `Jonas Albers ${stamp}`, email: `jonas.albers.${stamp}@customer.test` };
    await signInAs(page, LENA);

    // An offer to a homeowner with a glass floor plate, then "Ask the manufacturer for a project price".
    await page.goto('/offers/new');
    await page.getByRole('textbox', { name: en('offers.field.name') }).fill(customer.name);
    await page.getByRole('textbox', { name: en('offers.field.email') }).fill(customer.email);
    await page.getByRole('button', { name: en('offers.add-article') }).click();
    await page.getByRole('textbox', { name: en('offers.item-number-of', { n: 1 }) }).fill('TB-GP-GL1010');
    await page.getByRole('button', { name: en('offers.create') }).click();
    const offerHeading = page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^${escape(en('offers.offer-number', { number: '' }))}\\d+$`),
    });
    await expect(offerHeading).toBeVisible();
    const offerNumber = (await offerHeading.textContent())!.replace(en('offers.offer-number', { number: '' }), '');
    const offerUrl = new URL(page.url()).pathname;
    await page.getByRole('button', { name: en('offers.ask-project-price') }).click();
    await expect(page.getByRole('heading', { level: 1, name: en('quotes.request.title') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: en('quotes.request.project') })).toHaveValue(
      en('quotes.request.offer-project', { number: offerNumber }),
    );

    // Drawings on the form: a text file is refused at once, named; a picture and a "PDF" whose bytes are a web page are taken.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: en('quotes.request.choose-drawings') }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'floor-plan.png', mimeType: 'image/png', buffer: png },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a drawing') },
      { name: 'elevation.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>not a pdf</body></html>') },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: en('quotes.request.refused.type', { name: 'notes.txt' }) })).toBeVisible();
    await expect(page.getByRole('button', { name: en('quotes.request.remove-drawing', { name: 'floor-plan.png' }) })).toBeVisible();
    await expect(page.getByRole('button', { name: en('quotes.request.remove-drawing', { name: 'elevation.pdf' }) })).toBeVisible();
    await checkScreen(page);
    await page.getByRole('button', { name: en('quotes.request.send') }).click();

    // The quote: its source offer linked, the picture attached and in the thread; the fake PDF refused by its bytes, named.
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${en('quotes.quote')} QT-\\d+$`) });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace(`${en('quotes.quote')} `, '');
    const notAttached = page.getByRole('alert').filter({ hasText: en('quotes.request.not-attached') });
    await expect(notAttached).toContainText(en('quotes.request.refused.type', { name: 'elevation.pdf' }));
    const source = page.getByRole('link', { name: en('quotes.request.offer-project', { number: offerNumber }) });
    await expect(source).toHaveAttribute('href', offerUrl);
    const drawings = page.getByRole('table', { name: en('quotes.attachments.title') });
    await expect(drawings.getByRole('row')).toHaveCount(2);
    await expect(drawings).toContainText('floor-plan.png');
    const thread = page.getByRole('list', { name: en('quotes.thread') });
    await expect(thread.getByRole('listitem').filter({ hasText: en('quotes.message.attachment') })).toContainText('floor-plan.png');
    await checkScreen(page);

    // The quote desk: "from an offer" without the homeowner, the drawing and its thread entry.
    const staff = await (await browser.newContext()).newPage();
    await signInToBackOffice(staff, 'sales@manufacturer.test');
    await staff.goto(`/backoffice/quotes`);
    await staff.getByRole('textbox', { name: sv('quote-desk.search') }).fill(number);
    await staff
      .getByRole('table', { name: sv('quote-desk.title') })
      .getByRole('link', { name: number, exact: true })
      .click();
    const overview = staff.getByRole('table', { name: sv('quote-desk.detail.overview') });
    await expect(overview.getByRole('row').filter({ hasText: sv('quote-desk.detail.source') })).toContainText(
      sv('quote-desk.detail.from-offer'),
    );
    await expect(staff.getByRole('table', { name: sv('quote-desk.attachments.title') })).toContainText('floor-plan.png');
    await expect(staff.getByRole('list', { name: sv('quote-desk.detail.thread') })).toContainText(sv('quote-desk.message.attachment'));
    await expect(staff.getByRole('main')).not.toContainText(customer.name);
    await expect(staff.getByRole('main')).not.toContainText(customer.email);
    await checkScreen(staff);
    await staff.context().close();
  });
});
