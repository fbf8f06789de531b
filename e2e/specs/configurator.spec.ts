import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { t } from '../helpers/i18n';
import { newestMailText } from '../helpers/mail';
import { fillCheckout, sendCheckout } from '../helpers/ordering';
import { DEMO_USERS, expectAccessible, signInAs, CART_USERS } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);

const option = (page: Page, id: string) => page.getByTestId(`cpq-option-${id}`);
const primary = (page: Page) => page.getByTestId('cpq-primary');

/** A PDF's text as a viewer reads it, every kind of space a plain one. */
async function pdfText(bytes: Buffer) {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= document.numPages; n++)
    for (const item of (await (await document.getPage(n)).getTextContent()).items) if ('str' in item) parts.push(item.str);
  await document.destroy();
  return parts.join(' ').replace(/\s/g, ' ');
}

/** Waits until no configurator call is under way. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: sv('cpq.busy') })).toHaveCount(0);
}

async function choose(page: Page, id: string, value: string) {
  const field = option(page, id);
  const type = await field.getAttribute('data-display-type');
  if (type === 'DropDown') await field.locator('select').selectOption(value);
  else if (type === 'Radio') await field.locator(`input[type="radio"][value="${value}"]`).check();
  else if (type === 'ImageChoice') await field.locator(`[role="radio"][data-value="${value}"]`).click();
  else {
    const input = field.locator('input');
    await input.fill(value);
    await input.press('Enter');
  }
  await settled(page);
}

async function openTile(page: Page, titleKey: string) {
  await page.goto('/order-add');
  await page.getByRole('button', { name: new RegExp(`^${sv(titleKey)}`) }).click();
  await expect(page).toHaveURL(/\/cpq$/);
  await expect(primary(page)).toBeVisible();
  await settled(page);
}

/** Finish, check the summary (and the texts it must show), add to the cart; the portal then shows the checkout. */
async function finishAndAddToCart(page: Page, shows: readonly string[] = []) {
  await expect(primary(page)).toHaveText(sv('cpq.finish'));
  await primary(page).click();
  const table = page.getByTestId('cpq-summary-table');
  await expect(table).toBeVisible();
  for (const text of shows) await expect(table).toContainText(text);
  await expect(page.getByTestId('cpq-summary-total')).not.toBeEmpty();
  await expectAccessible(page);
  await page.getByRole('button', { name: sv('cpq.summary.add-to-cart') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

// Every test of the file fills Elin's cart, the offer's journey included: one after the other, in one worker.
test.describe.configure({ mode: 'default' });

test.describe('configurator', () => {
  test('configure a stove and a chimney, add both to the cart and place the order', async ({ page }) => {
    await signInAs(page, CART_USERS.elin);

    await openTile(page, 'order-add.stoves');
    await expect(page.getByRole('heading', { level: 1, name: sv('cpq.ruleset.Stove') })).toBeVisible();
    await expectAccessible(page);
    await choose(page, 'series', 'OSLO');
    await choose(page, 'model', 'OSLO-7');
    await choose(page, 'colour', 'GR');
    // The picture follows the colour.
    await expect(page.getByRole('img', { name: sv('cpq.details.image-alt') })).toHaveAttribute('src', /stove-oslo-gr\.svg$/);
    // The price, excluding VAT, follows the choices.
    const price = page.getByTestId('cpq-price');
    await expect(price).toContainText('kr');
    await expectAccessible(page);
    // Complete already, yet the installation page is still offered: a floor plate, typed to find it.
    const before = await price.textContent();
    await page.getByTestId('cpq-next').click();
    const plate = option(page, 'floorPlate').locator('input').first();
    await plate.fill('glas 1200');
    await page.getByRole('option', { name: /1200×1000/ }).click();
    await settled(page);
    await expect(price).not.toHaveText(before ?? '');
    await expectAccessible(page);
    // The stove campaign's free glass cleaner is listed as included free.
    await finishAndAddToCart(page, [sv('cpq.summary.included-free-id', { id: 'KAMIN-GAVA' })]);

    // A stove configuration in the cart makes the stove tile inactive.
    await page.goto('/order-add');
    await expect(page.getByRole('button', { name: new RegExp(`^${sv('order-add.stoves')}`) })).toBeDisabled();
    await expect(page.getByRole('button', { name: new RegExp(`^${sv('order-add.stove-and-chimney')}`) })).toBeDisabled();

    await openTile(page, 'order-add.chimney');
    await choose(page, 'diameter', '150');
    await choose(page, 'heightInside', '4.5');
    await choose(page, 'heightAbove', '1.2');
    // The roof is on the next page.
    await expect(primary(page)).toHaveText(sv('cpq.continue'));
    await primary(page).click();
    await choose(page, 'roofCovering', 'T');
    // A roof too flat for tiles is the dealer's to change: the rule's own words stand beside the
    // field as a validation message, with no dialog, and Finish waits until it is changed.
    await choose(page, 'roofPitch', '10');
    const pitch = option(page, 'roofPitch').getByRole('textbox');
    await expect(pitch).toHaveAttribute('aria-invalid', 'true');
    await expect(pitch).toHaveAccessibleDescription(/14°/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page);
    await choose(page, 'roofPitch', '27');
    await expect(pitch).not.toHaveAttribute('aria-invalid', 'true');
    await choose(page, 'eavesHeight', '4');
    await page.getByRole('button', { name: /^1\./ }).click();
    await choose(page, 'reference', 'Villa Ek');
    await expectAccessible(page);
    await finishAndAddToCart(page);

    await expect(page.getByRole('heading', { level: 2, name: sv('checkout.form-title') })).toBeVisible();
    await page.getByRole('textbox', { name: sv('checkout.goods-mark') }).fill('E2E Kamin och skorsten');
    await page.getByLabel(sv('checkout.requested-date')).fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await expect(page.getByRole('status', { name: sv('checkout.estimated-date') })).not.toContainText(
      sv('checkout.estimated-date-loading'),
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: sv('checkout.send') }).click();
    await expect(page.getByRole('heading', { name: sv('checkout.confirmation.title') })).toBeVisible();
    const orderNumber = (await page.locator('text=/^\\d{6}$/').first().textContent())!.trim();

    // The order holds the parts of both configurations, priced by the server.
    await page.goto('/orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: orderNumber, exact: true }) });
    await row.getByRole('button', { name: orderNumber, exact: true }).click();
    const detail = page.getByRole('dialog', { name: sv('orders.detail.title', { number: orderNumber }) });
    const lines = detail.getByRole('table', { name: sv('orders.detail.lines') });
    await expect(lines.getByRole('cell', { name: 'NF-OSLO-7-GR', exact: true })).toBeVisible();
    await expect(lines.getByRole('cell', { name: 'SK150-START', exact: true })).toBeVisible();
  });

  test('a configured stove in the cart is edited and replaced, not added twice', async ({ page }) => {
    await signInAs(page, DEMO_USERS.admin);
    await openTile(page, 'order-add.stoves');
    await choose(page, 'series', 'BERGEN');
    await choose(page, 'model', 'BERGEN-6');
    await finishAndAddToCart(page);

    await page.getByRole('button', { name: new RegExp(sv('header.cart')) }).click();
    const drawer = page.getByRole('dialog', { name: sv('cart.title') });
    const edit = drawer.getByRole('button', { name: new RegExp(`^${sv('cpq.cart.edit')}`) });
    await expect(edit).toHaveCount(1);
    await edit.click();
    await expect(page).toHaveURL(/\/cpq$/);
    await settled(page);
    // The configuration opens with its answers.
    await expect(option(page, 'series').locator('[role="radio"][data-value="BERGEN"]')).toBeChecked();
    await choose(page, 'colour', 'WH');
    await finishAndAddToCart(page);

    await page.getByRole('button', { name: new RegExp(sv('header.cart')) }).click();
    await expect(drawer.getByRole('button', { name: new RegExp(`^${sv('cpq.cart.edit')}`) })).toHaveCount(1);
    await drawer.locator('summary').first().click();
    await expect(drawer).toContainText('Bergen 6 vit');
    await expect(drawer).not.toContainText('Bergen 6 svart');
    await expectAccessible(page);
  });

  test('leaving half-way asks first, and staying keeps the configuration', async ({ page }) => {
    await signInAs(page, CART_USERS.elin);
    await openTile(page, 'order-add.stoves');
    await choose(page, 'series', 'VISBY');

    await page.getByRole('button', { name: sv('cpq.close') }).click();
    const dialog = page.getByRole('dialog', { name: sv('cpq.leave.not-finished-title') });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: sv('cpq.leave.stay') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/cpq$/);
    await expect(option(page, 'series').locator('[role="radio"][data-value="VISBY"]')).toBeChecked();

    await page.getByRole('button', { name: sv('cpq.close') }).click();
    await page
      .getByRole('dialog', { name: sv('cpq.leave.not-finished-title') })
      .getByRole('button', { name: sv('cpq.leave.leave') })
      .click();
    await expect(page).toHaveURL(/\/order-add$/);
  });

  test('a stove with its chimney package (New_Stove) opens from its own tile', async ({ page }) => {
    await signInAs(page, CART_USERS.elin);
    await openTile(page, 'order-add.stove-and-chimney');
    await expect(page.getByRole('heading', { level: 1, name: sv('cpq.ruleset.New_Stove') })).toBeVisible();
    await expect(option(page, 'series')).toBeVisible();
    // The chimney package has its own page after the stove's.
    await expect(page.getByRole('navigation', { name: sv('cpq.steps') }).getByRole('button', { name: /Skorsten$/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('without a ruleset the configurator returns to the category choice', async ({ page }) => {
    await signInAs(page, CART_USERS.elin);
    await page.goto('/cpq');
    await expect(page).toHaveURL(/\/order-add$/);
  });
});

test.describe('an offer from the configurator', () => {
  test('a configured stove becomes an offer for a homeowner: its PDF, its e-mail, accepted, into the cart and ordered', async ({
    page,
  }) => {
    const de = (key: string, values?: Record<string, string | number>) => t('de', key, values);
    const stamp = Date.now();
    const customer = { name: `Greta Hemma ${stamp}`, email: `greta.${stamp}@homeowner.test` };
    await signInAs(page, CART_USERS.elin);
    await openTile(page, 'order-add.stoves');
    await choose(page, 'series', 'OSLO');
    await choose(page, 'model', 'OSLO-7');
    await choose(page, 'colour', 'GR');
    await primary(page).click();
    await expect(page.getByTestId('cpq-summary-table')).toBeVisible();
    await page.getByRole('button', { name: sv('cpq.summary.make-offer') }).click();

    // The new offer starts with the configured stove; the homeowner reads German.
    await expect(page).toHaveURL(/\/offers\/new/);
    await expect(page.getByText(sv('offers.from-configurator-note'))).toBeVisible();
    await page.getByRole('textbox', { name: sv('offers.field.name') }).fill(customer.name);
    await page.getByRole('textbox', { name: sv('offers.field.email') }).fill(customer.email);
    await page.getByRole('combobox', { name: sv('offers.field.language') }).click();
    await page.getByRole('option', { name: sv('language.de') }).click();
    await page.getByRole('button', { name: sv('offers.create') }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(sv('offers.offer-number', { number: '\\d+' })) })).toBeVisible();
    await expect(page.getByRole('table', { name: sv('offers.lines') })).toContainText(sv('offers.kind.configured'));
    await expectAccessible(page);

    // The PDF, read back: German, prices incl. VAT, nothing of the dealer's net prices or margins.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: sv('offers.download-pdf') }).click();
    const bytes = await fs.readFile(await (await downloading).path());
    const text = await pdfText(bytes);
    for (const key of ['offers.pdf.title', 'offers.pdf.total', 'offers.pdf.vat']) expect(text).toContain(de(key));
    expect(text).toContain('MwSt');
    for (const key of ['offers.col.net', 'offers.col.margin']) expect(text).not.toContain(de(key).replace(/\s/g, ' '));

    // E-mailed to the homeowner.
    const sentAt = Date.now();
    await page.getByRole('button', { name: sv('offers.send') }).click();
    const dialog = page.getByRole('dialog', { name: sv('offers.send-title') });
    await dialog.getByRole('button', { name: sv('offers.send') }).click();
    await expect(page.getByRole('status').filter({ hasText: sv('offers.sent-notice', { email: customer.email }) })).toBeVisible();
    await expect
      .poll(async () => (await newestMailText(customer.email, { since: sentAt })) ?? '', { timeout: 30_000, message: 'the offer e-mail' })
      .not.toBe('');

    // A project price from the manufacturer takes articles only: the configured stove is left out, in words.
    await page.getByRole('button', { name: sv('offers.ask-project-price') }).click();
    await expect(page.getByText(sv('quotes.request.offer-left-out', { count: 1 }))).toBeVisible();
    await expect(page.getByText(sv('quotes.request.offer-empty'))).toBeVisible();
    await page.goBack();

    // Accepted, with the history saying who did what; then into the cart and ordered.
    await page.getByRole('button', { name: sv('offers.accept') }).click();
    await expect(page.getByRole('status').filter({ hasText: sv('offers.accepted-notice') })).toBeVisible();
    const history = page.getByRole('table', { name: sv('offers.history.title') });
    for (const key of ['offers.history.event.created', 'offers.history.event.sent', 'offers.history.event.accepted'])
      await expect(history).toContainText(sv(key));
    await expect(history).toContainText('Elin Berg');
    await expectAccessible(page);
    await page.getByRole('button', { name: sv('offers.to-cart') }).click();
    await expect(page.getByRole('status').filter({ hasText: sv('offers.carted', { count: 1 }) })).toBeVisible();
    await fillCheckout(page, `E2E Offert ${stamp}`);
    await sendCheckout(page);
  });
});
