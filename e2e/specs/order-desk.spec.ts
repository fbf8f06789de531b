import { expect, test } from '@playwright/test';
import { t, tb } from '../helpers/i18n';
import { expectOrderMoved, placeOrder } from '../helpers/ordering';
import { CART_USERS, closeFlaggedNewsWhenShown, DEMO_USERS, expectAccessible, signInAs, signInToBackOffice } from '../helpers/portal';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The part of a text before its first placeholder, to find labels that name an item. */
const before = (text: string) => text.split('\u0000')[0] ?? text;

test.describe('order desk', () => {
  test('Per orders; customer service confirms, produces, dispatches and delivers it; Per follows it and its invoice is paid', async ({
    page,
    browser,
  }) => {
    // The whole journey of an order through both apps, three people signing in: the longest spec.
    test.slow();
    // Per, a user of Brasvärme, places the order in the dealer portal, in a browser of his own.
    const dealer = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await closeFlaggedNewsWhenShown(dealer);
    await signInAs(dealer, CART_USERS.per);
    const ORDER = await placeOrder(dealer, 'E2E Orderdesk');

    await signInToBackOffice(page, 'service@manufacturer.test');
    // The start page counts the work waiting and links to it.
    await expect(page.getByRole('heading', { name: tb('sv', 'start.queues') })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: tb('sv', 'menu.orders'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'order-desk.title') })).toBeVisible();
    await page.getByRole('textbox', { name: tb('sv', 'order-desk.search') }).fill(ORDER);
    const table = page.getByRole('table', { name: tb('sv', 'order-desk.title') });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(tb('sv', 'order-desk.status.10'));
    await expectAccessible(page);
    await table.getByRole('link', { name: ORDER, exact: true }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: tb('sv', 'order-desk.detail.heading', { orderNumber: ORDER }) }),
    ).toBeVisible();
    await expectAccessible(page);

    // A week that does not exist is refused in the form, before anything is sent.
    const week = page.getByRole('textbox', { name: tb('sv', 'order-desk.next.promise-week') });
    await week.fill('2026-W60');
    await page.getByRole('button', { name: tb('sv', 'order-desk.next.confirm') }).click();
    await expect(week).toHaveAttribute('aria-invalid', 'true');
    await week.fill(`${new Date().getUTCFullYear() + 1}-W10`);
    await page.getByRole('button', { name: tb('sv', 'order-desk.next.confirm') }).click();
    await expectOrderMoved(page, 20);

    await page.getByRole('button', { name: tb('sv', 'order-desk.next.production') }).click();
    await expectOrderMoved(page, 30);

    // Dispatch asks for the carrier, the tracking number and a serial number per stove.
    const tracking = `E2E${Date.now()}`;
    await page.getByRole('textbox', { name: tb('sv', 'order-desk.detail.carrier') }).fill('DB Schenker');
    await page.getByRole('textbox', { name: tb('sv', 'order-desk.next.tracking-id') }).fill(tracking);
    await page.getByRole('textbox', { name: tb('sv', 'order-desk.next.tracking-url') }).fill(`https://tracking.carrier.test/${tracking}`);
    const serialLabel = before(tb('sv', 'order-desk.next.serial-of', { item: '\u0000', unit: 1 }));
    const serials = page.getByRole('textbox', { name: new RegExp(`^${escape(serialLabel)}`) });
    const units = await serials.count();
    for (let unit = 0; unit < units; unit++) await serials.nth(unit).fill(`7${String(Date.now() + unit).slice(-9)}`);
    await page.getByRole('button', { name: tb('sv', 'order-desk.next.dispatch'), exact: true }).click();
    await expectOrderMoved(page, 40);
    await expectAccessible(page);

    // Per sees his order on its way, with the tracking number.
    await dealer.goto('/orders');
    const row = dealer.getByRole('row').filter({ hasText: ORDER });
    await expect(row).toContainText(t('sv', 'orders.status.40'));
    await expect(row.getByRole('link', { name: new RegExp(tracking) })).toHaveAttribute(
      'href',
      `https://tracking.carrier.test/${tracking}`,
    );
    await dealer.context().close();

    // Delivering invoices the order.
    await page.getByRole('button', { name: tb('sv', 'order-desk.next.deliver') }).click();
    await expectOrderMoved(page, 60);
    await expect(page.getByText(tb('sv', 'order-desk.next.none'))).toBeVisible();
    const invoice = page.getByRole('region', { name: tb('sv', 'order-desk.detail.invoice') });
    await expect(invoice).toContainText(tb('sv', 'invoice-desk.payment.1'));
    const invoiceNumber = /\d{6,}/.exec((await invoice.textContent()) ?? '')?.[0];
    expect(invoiceNumber).toBeTruthy();

    // The dealer's Portal Admin finds the new invoice for the order.
    const admin = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await closeFlaggedNewsWhenShown(admin);
    await signInAs(admin, DEMO_USERS.admin);
    await admin.goto('/invoices');
    await expect(admin.getByRole('row').filter({ hasText: invoiceNumber! })).toContainText(ORDER);
    await admin.context().close();

    // The payment comes in: customer service records it on the invoice desk.
    await page.getByRole('link', { name: tb('sv', 'menu.invoices'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'invoice-desk.title') })).toBeVisible();
    await page.getByRole('textbox', { name: tb('sv', 'invoice-desk.search') }).fill(invoiceNumber!);
    const invoices = page.getByRole('table', { name: tb('sv', 'invoice-desk.title') });
    await expect(invoices.getByRole('row')).toHaveCount(2);
    await expectAccessible(page);
    await invoices.getByRole('button', { name: tb('sv', 'invoice-desk.pay-for', { number: invoiceNumber! }) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(tb('sv', 'invoice-desk.paid-date'))).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: tb('sv', 'invoice-desk.reference') }).fill('BG 5050-1055');
    await dialog.getByRole('button', { name: tb('sv', 'invoice-desk.pay') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(invoices.getByRole('row').nth(1)).toContainText(tb('sv', 'invoice-desk.payment.3'));
  });

  test('a delivered order offers no further step, and an unknown order reads as not found', async ({ page }) => {
    await signInToBackOffice(page, 'service@manufacturer.test');
    // A delivered order of the seed has no further step to offer.
    await page.goto('/backoffice/orders?status=60');
    const table = page.getByRole('table', { name: tb('sv', 'order-desk.title') });
    await expect(table.getByRole('row').nth(1)).toContainText(tb('sv', 'order-desk.status.60'));
    await table.getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByText(tb('sv', 'order-desk.next.none'))).toBeVisible();
    await expect(page.getByRole('button', { name: tb('sv', 'order-desk.next.cancel') })).toHaveCount(0);

    // An order that does not exist reads as not found, with the way back.
    await page.goto('/backoffice/orders/999999999');
    await expect(page.getByRole('alert')).toContainText(tb('sv', 'order-desk.detail.not-found'));
    await expect(page.getByRole('link', { name: tb('sv', 'order-desk.back') })).toBeVisible();
  });
});
