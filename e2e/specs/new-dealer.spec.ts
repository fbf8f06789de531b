import { expect, test, type Page } from '@playwright/test';
import { t, tb, type Lang } from '../helpers/i18n';
import { mailedInvitationLink } from '../helpers/mail';
import { expectOrderMoved, inDays } from '../helpers/ordering';
import { closeFlaggedNewsWhenShown, expectAccessible, signInToBackOffice } from '../helpers/portal';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An accessory every price list holds. */
const PRODUCT = 'TB-GP-GL1010';

/** Two markets, each dealer in its own place, language and currency. */
const MARKETS = [
  {
    market: 'se',
    lang: 'sv',
    locale: 'sv-SE',
    currency: 'SEK',
    priceList: 'Sverige (SEK)',
    city: 'Lund',
    postalCode: '222 23',
    street: 'Stora Södergatan 8',
    vatNumber: '556123-4567 01',
    storedVat: 'SE556123456701',
  },
  {
    market: 'no',
    lang: 'no',
    locale: 'nb-NO',
    currency: 'NOK',
    priceList: 'Norge (NOK)',
    city: 'Trondheim',
    postalCode: '7011',
    street: 'Munkegata 20',
    vatNumber: 'NO 987 654 321 MVA',
    storedVat: 'NO987654321MVA',
  },
] as const satisfies readonly { lang: Lang; [key: string]: string }[];

/** An amount as the language writes it in the currency, whatever the digits: `1 234,50 kr`, `kr 1 234,50`, `€1,234.50`. */
function moneyPattern(locale: string, currency: string): RegExp {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).formatToParts(1234.5);
  const symbol = escape(parts.find((p) => p.type === 'currency')!.value);
  const number = `\\d[\\d\\s.,\u00a0\u202f]*${escape(parts.find((p) => p.type === 'decimal')!.value)}\\d{2}`;
  const symbolFirst = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  return new RegExp(symbolFirst ? `${symbol}\\s?${number}` : `${number}\\s?${symbol}`);
}

/** Sales administration's form: every field a dealer needs to order, a delivery address of its own. */
async function createDealer(page: Page, m: (typeof MARKETS)[number], customerNumber: string, name: string) {
  const sv = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);
  await page.goto('/backoffice/dealers/new');
  await expect(page.getByRole('heading', { level: 1, name: sv('dealers.new') })).toBeVisible();
  await page.getByRole('textbox', { name: sv('dealers.column.number'), exact: true }).fill(customerNumber);
  await page.getByRole('textbox', { name: sv('dealers.column.name'), exact: true }).fill(`${name} AB`);
  await page.getByRole('textbox', { name: sv('dealers.form.phone'), exact: true }).fill('+46 46 12 34 56');
  await page.getByRole('textbox', { name: sv('dealers.form.email'), exact: true }).fill(`info-${customerNumber}@dealer.test`);
  if (m.market !== 'se') {
    await page.getByRole('combobox', { name: sv('dealers.column.market') }).click();
    await page.getByRole('option', { name: sv(`markets.${m.market}`) }).click();
  }
  await page.getByRole('combobox', { name: sv('dealers.form.price-list') }).click();
  await page.getByRole('option', { name: m.priceList }).click();
  const postal = page.getByRole('group', { name: sv('dealers.form.postal') });
  await postal.getByRole('textbox', { name: sv('dealers.form.line1'), exact: true }).fill(m.street);
  await postal.getByRole('textbox', { name: sv('dealers.form.postal-code'), exact: true }).fill(m.postalCode);
  await postal.getByRole('textbox', { name: sv('dealers.form.city'), exact: true }).fill(m.city);
  await page.getByRole('textbox', { name: sv('dealers.form.common-name'), exact: true }).fill(name);
  await page.getByRole('textbox', { name: sv('dealers.form.vat-number'), exact: true }).fill(m.vatNumber);
  await page
    .getByRole('textbox', { name: sv('dealers.form.invoice-email'), exact: true })
    .fill(`bookkeeping-${customerNumber}@dealer.test`);

  const delivery = page.getByRole('group', { name: sv('dealers.detail.delivery') });
  await delivery.getByRole('button', { name: sv('dealers.form.add-address') }).click();
  await delivery.getByRole('textbox', { name: sv('dealers.form.address-name'), exact: true }).fill(`${name} lager`);
  await delivery.getByRole('textbox', { name: sv('dealers.form.line1'), exact: true }).fill(m.street);
  await delivery.getByRole('textbox', { name: sv('dealers.form.postal-code'), exact: true }).fill(m.postalCode);
  await delivery.getByRole('textbox', { name: sv('dealers.form.city'), exact: true }).fill(m.city);
  // The country follows the market; the first address is the primary one.
  await expect(delivery.getByRole('textbox', { name: sv('dealers.form.country'), exact: true })).toHaveValue(m.market.toUpperCase());
  await expect(delivery.getByRole('radio', { name: sv('dealers.form.primary-of', { name: `${name} lager` }) })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('button', { name: sv('dealers.form.create') }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} AB (${customerNumber})` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: sv('dealers.form.vat-number'), exact: true })).toHaveValue(m.storedVat);
  await expectAccessible(page);
}

async function inviteUser(page: Page, email: string, firstName: string) {
  const sv = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);
  await page.getByRole('button', { name: sv('dealers.users.invite') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: sv('invite-user.email'), exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: sv('invite-user.first-name'), exact: true }).fill(firstName);
  await dialog.getByRole('textbox', { name: sv('invite-user.last-name'), exact: true }).fill('Holm');
  await dialog.getByRole('combobox', { name: sv('invite-user.level') }).selectOption({ label: sv('dealers.level.admin-reseller') });
  await dialog.getByRole('button', { name: sv('invite-user.send') }).click();
  await expect(dialog.getByRole('status')).toContainText(sv('invite-user.sent-title', { email }));
  await dialog.getByRole('button', { name: sv('invite-user.done') }).click();
}

/** Customer service takes the order from received to delivered, which invoices it. */
async function deliver(page: Page, orderNumber: string) {
  const sv = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);
  const done = (status: number) => expectOrderMoved(page, status);
  await page.goto(`/backoffice/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: sv('order-desk.detail.heading', { orderNumber }) })).toBeVisible();
  await page.getByRole('textbox', { name: sv('order-desk.next.promise-week'), exact: true }).fill(`${new Date().getUTCFullYear() + 1}-W10`);
  await page.getByRole('button', { name: sv('order-desk.next.confirm') }).click();
  await done(20);
  await page.getByRole('button', { name: sv('order-desk.next.production') }).click();
  await done(30);
  await page.getByRole('textbox', { name: sv('order-desk.detail.carrier'), exact: true }).fill('PostNord');
  await page.getByRole('textbox', { name: sv('order-desk.next.tracking-id'), exact: true }).fill(`PN${orderNumber}`);
  await page.getByRole('button', { name: sv('order-desk.next.dispatch'), exact: true }).click();
  await done(40);
  await page.getByRole('button', { name: sv('order-desk.next.deliver') }).click();
  await done(60);
}

test.describe('a dealer made in the back office', () => {
  for (const m of MARKETS) {
    test(`${m.market}: sales administration adds it and invites a user, who orders, complains and reads the invoice in ${m.lang} and ${m.currency}`, async ({
      page,
      browser,
    }) => {
      test.slow();
      const say = (key: string, values?: Record<string, string | number>) => t(m.lang, key, values);
      const money = moneyPattern(m.locale, m.currency);
      const customerNumber = `7${m.market === 'se' ? 1 : 2}${String(Date.now()).slice(-6)}`;
      const name = `Kaminhuset ${m.city}`;
      const email = `ida.${customerNumber}@dealer.test`;
      const firstName = m.market === 'se' ? 'Ida' : 'Ingrid';

      await signInToBackOffice(page, 'sales@manufacturer.test');
      await createDealer(page, m, customerNumber, name);
      await inviteUser(page, email, firstName);
      await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

      // The invited user sets a password through the e-mail's link and signs in through the login page, in the market's language.
      const link = await mailedInvitationLink(email);
      const dealer = await (await browser.newContext({ locale: m.locale })).newPage();
      await closeFlaggedNewsWhenShown(dealer);
      await dealer.goto(new URL(link).pathname);
      await dealer.getByRole('textbox', { name: say('invitation.password'), exact: true }).fill('Rökgång-2026!');
      await dealer.getByRole('textbox', { name: say('invitation.confirm'), exact: true }).fill('Rökgång-2026!');
      await dealer.getByRole('button', { name: say('invitation.submit') }).click();
      await expect(dealer.getByText(say('invitation.done'))).toBeVisible();
      await dealer.getByRole('button', { name: say('login.button') }).click();
      await dealer.getByRole('textbox', { name: say('idp.password'), exact: true }).fill('Rökgång-2026!');
      await dealer.getByRole('button', { name: say('idp.submit') }).click();
      await expect(dealer.getByRole('heading', { level: 1, name: say('home.welcome', { name: firstName }) })).toBeVisible();
      await expect(dealer.locator('html')).toHaveAttribute('lang', m.lang);
      await dealer.waitForLoadState('networkidle');

      // The order: an accessory to the dealer's own address, priced in the market's currency.
      await dealer.goto(`/shop/product/${PRODUCT}`);
      await dealer.getByRole('button', { name: say('shop.add-to-cart') }).click();
      await expect(dealer.getByRole('status').filter({ hasText: say('shop.added', { count: 1 }) })).toBeVisible();
      await dealer.goto('/checkout');
      await expect(dealer.getByRole('heading', { level: 2, name: say('checkout.form-title') })).toBeVisible();
      // Nothing is missing: no "failed to load user data", no "address is not defined".
      await expect(dealer.getByText(say('error.reseller-address-undefined'))).toHaveCount(0);
      await expect(dealer.getByRole('main')).toContainText(m.street);
      await dealer.getByRole('textbox', { name: say('checkout.goods-mark'), exact: true }).fill(`E2E ${name}`);
      await dealer.getByLabel(say('checkout.requested-date')).fill(inDays(12));
      await expect(dealer.getByRole('status', { name: say('checkout.estimated-date') })).not.toContainText(
        say('checkout.estimated-date-loading'),
      );
      const summary = dealer.getByRole('region', { name: say('checkout.summary-title') });
      await expect(summary).toContainText(say('checkout.grand-total'));
      await expect(summary).toContainText(money);
      await expectAccessible(dealer);
      await dealer.getByRole('button', { name: say('checkout.send') }).click();
      await expect(dealer.getByRole('heading', { name: say('checkout.confirmation.title') })).toBeVisible();
      const orderNumber = (await dealer.locator('text=/^\\d{6}$/').first().textContent())?.trim() ?? '';
      expect(orderNumber).toMatch(/^\d{6}$/);
      await expectAccessible(dealer);

      // Customer service reads the dealer without changing it, and delivers the order, which invoices it.
      const desk = await (await browser.newContext({ locale: 'sv-SE' })).newPage();
      await signInToBackOffice(desk, 'service@manufacturer.test');
      await desk.goto(`/backoffice/dealers/${customerNumber}`);
      await expect(desk.getByRole('heading', { level: 1, name: `${name} AB (${customerNumber})` })).toBeVisible();
      await expect(desk.getByText(tb('sv', 'dealers.detail.read-only'))).toBeVisible();
      await expect(desk.getByRole('textbox', { name: tb('sv', 'dealers.form.common-name'), exact: true })).toBeDisabled();
      await expect(desk.getByRole('button', { name: tb('sv', 'dealers.form.save') })).toHaveCount(0);
      await expect(desk.getByRole('row').filter({ hasText: email })).toBeVisible();
      await expect(desk.getByRole('link', { name: tb('sv', 'dealers.detail.orders') })).toBeVisible();
      await expectAccessible(desk);
      await deliver(desk, orderNumber);
      await desk.context().close();

      // The delivered order can be complained about, in the market's language.
      await dealer.goto('/order-history');
      await dealer.getByRole('link', { name: say('orders.action.complaint-label', { number: orderNumber }) }).click();
      await expect(dealer.getByRole('heading', { level: 1, name: say('menu.complaints-new') })).toBeVisible();
      const lookup = dealer.waitForResponse((r) => r.url().includes('/api/complaint/order?'));
      await dealer.getByRole('button', { name: say('complaints.search.button'), exact: true }).click();
      expect((await lookup).status()).toBe(200);
      await expect(dealer.getByRole('heading', { level: 2, name: say('complaints.form.title', { number: orderNumber }) })).toBeVisible();
      await dealer.getByRole('row').filter({ hasText: PRODUCT }).getByRole('textbox').fill('1');
      await dealer.getByRole('radio', { name: say('complaints.type.transport-damage') }).check();
      await dealer
        .getByRole('textbox', { name: say('complaints.form.description'), exact: true })
        .fill('E2E: the glass plate arrived cracked.');
      await dealer.getByRole('textbox', { name: say('complaints.form.order-mark'), exact: true }).fill(`E2E ${name}`);
      await expectAccessible(dealer);
      const created = dealer.waitForResponse((r) => new URL(r.url()).pathname === '/api/complaint' && r.request().method() === 'POST');
      await dealer.getByRole('button', { name: say('complaints.form.send') }).click();
      expect((await created).status()).toBe(200);
      await expect(dealer.getByRole('heading', { level: 2, name: say('complaints.done.title') })).toBeVisible();
      await expectAccessible(dealer);

      // The invoice of the order, in the market's currency.
      await dealer.goto('/invoices');
      const invoice = dealer.getByRole('row').filter({ hasText: orderNumber });
      await expect(invoice).toBeVisible();
      await expect(invoice).toContainText(money);
      await expectAccessible(dealer);
      await dealer.context().close();
    });
  }
});
