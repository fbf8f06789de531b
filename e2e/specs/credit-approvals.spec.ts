import { expect, test, type Browser, type Page } from '@playwright/test';
import { t, tb } from '../helpers/i18n';
import { addToCart, fillCheckout, sendCheckout } from '../helpers/ordering';
import {
  CART_USERS,
  closeFlaggedNewsWhenShown,
  DEMO_USERS,
  expectAccessible,
  expectNoSidewaysScrollOnPhone,
  signInAs,
  signInToBackOffice,
  type PortalUser,
} from '../helpers/portal';

/** An accessory every price list holds. */
const PRODUCT = 'TB-GP-GL1010';
const bo = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);

/** The screen passes axe at the laptop's width and does not scroll sideways at a phone's. */
async function checkScreen(page: Page) {
  await expectAccessible(page);
  await expectNoSidewaysScrollOnPhone(page);
}

/** A dealer's user signed in to the portal in a browser of their own, beside the staff member's. */
async function portalFor(browser: Browser, user: PortalUser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await closeFlaggedNewsWhenShown(page);
  await signInAs(page, user);
  return page;
}

/**
 * The order's own page: its status among the details and, once it has reached the manufacturer (received) or ended
 * (cancelled), as the current step of its course; before that the course has no step reached.
 */
async function expectOrderStatus(page: Page, lang: PortalUser['lang'], orderNumber: string, status: 5 | 8 | 10 | 90) {
  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'orders.page.title', { number: orderNumber }) })).toBeVisible();
  await expect(page.getByRole('region', { name: t(lang, 'orders.page.details') })).toContainText(t(lang, `orders.status.${status}`));
  const current = page.getByRole('list', { name: t(lang, 'orders.page.course') }).locator('[aria-current="step"]');
  if (status === 5 || status === 8) await expect(current).toHaveCount(0);
  else await expect(current).toContainText(t(lang, `orders.status.${status}`));
}

// Both journeys are Peisheim Bergen's (20001): Ola, whom no other spec lets order, orders, and Kari, its Portal Admin,
// reads its credit and approves. A credit limit is the dealer's, so while it stands any order of the dealer waits on
// hold (only checkout.spec.ts orders for it too, and asserts nothing a hold changes), and approving checks the credit:
// one journey after the other, each taking its limit away again at the end.
test.describe.configure({ mode: 'serial' });
const DEALER = '20001';
const OLA = DEMO_USERS.ola;
const KARI = CART_USERS.kari;
const no = (key: string, values?: Record<string, string | number>) => t('no', key, values);

test.describe('credit limits and credit hold', () => {
  async function openCredit(page: Page) {
    await page.goto(`/backoffice/dealers/${DEALER}`);
    await expect(
      page.getByRole('heading', { level: 1, name: bo('dealers.detail.heading', { name: 'Peisheim Bergen AS', customerNumber: DEALER }) }),
    ).toBeVisible();
    return page.getByRole('region', { name: bo('dealers.credit.title'), exact: true });
  }

  async function saveCredit(page: Page) {
    await page.getByRole('button', { name: bo('dealers.credit.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: bo('dealers.credit.saved') })).toBeVisible();
  }

  test('sales administration sets a low limit; Ola’s order waits on credit hold until released; Kari sees the credit', async ({
    page,
    browser,
  }) => {
    // Three people's sessions (sales administration, Ola, Kari), each screen checked by axe at two widths: about
    // 90 s on the 2-core machine beside another worker, and up to two minutes in a loaded run.
    test.slow();
    await signInToBackOffice(page, 'sales@manufacturer.test');
    const credit = await openCredit(page);
    await credit.getByRole('checkbox', { name: bo('dealers.credit.limited'), exact: true }).check();
    await credit.getByRole('textbox', { name: bo('dealers.credit.limit', { currency: 'NOK' }) }).fill('123');
    await saveCredit(page);
    await expectAccessible(page);

    try {
      // Before sending, the checkout says the order will wait on credit hold, and that it may be sent all the same.
      const ola = await portalFor(browser, OLA);
      await addToCart(ola, PRODUCT, 'no');
      await fillCheckout(ola, 'E2E Kredittsperre', { lang: 'no' });
      const notice = ola.getByRole('alert').filter({ hasText: no('checkout.credit-hold.title') });
      await expect(notice).toContainText(no('checkout.credit-hold.still-send'));
      await expect(ola.getByRole('button', { name: no('checkout.send-on-credit-hold'), exact: true })).toHaveAccessibleDescription(
        new RegExp(no('checkout.credit-hold.title')),
      );
      await checkScreen(ola);

      // Sent all the same: the confirmation and the order page say it waits on credit hold, and why.
      const orderNumber = await sendCheckout(ola, 'no', 'checkout.send-on-credit-hold');
      const confirmation = ola.getByRole('region', { name: no('checkout.confirmation.summary') });
      await expect(confirmation.getByRole('alert')).toContainText(no('orders.credit-hold.reason.limit'));
      await expect(confirmation).toContainText(no('orders.credit-hold.status'));
      await expectAccessible(ola);
      await expectOrderStatus(ola, 'no', orderNumber, 8);
      await expect(ola.getByRole('alert').filter({ hasText: no('orders.credit-hold.title') })).toContainText(
        no('orders.credit-hold.reason.limit'),
      );

      // Kari, the Portal Admin, reads the limit on the finance screen; the order on hold does not count against it yet.
      const kari = await portalFor(browser, KARI);
      await kari.goto('/finance');
      const position = kari.getByRole('region', { name: no('finance.credit.title'), exact: true });
      await expect(position).toContainText(no('finance.credit.available'));
      await expect(position).toContainText(/123,00/);
      await checkScreen(kari);

      // Customer service's queue holds the order with the dealer's credit now; releasing it makes it received.
      await page.getByRole('link', { name: bo('menu.credit-holds'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: bo('credit-holds.title') })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: orderNumber });
      await expect(row).toContainText('Peisheim Bergen');
      await expect(row).toContainText(bo('credit-holds.reason.limit'));
      await expect(row).toContainText(/123,00/);
      await checkScreen(page);
      await row.getByRole('button', { name: bo('credit-holds.release-label', { orderNumber }) }).click();
      await expect(page.getByRole('status').filter({ hasText: bo('credit-holds.released', { orderNumber }) })).toBeVisible();
      await expect(row).toHaveCount(0);

      await expectOrderStatus(ola, 'no', orderNumber, 10);
      await expect(ola.getByRole('alert').filter({ hasText: no('orders.credit-hold.title') })).toHaveCount(0);
      await ola.context().close();

      // Received, the order counts against the credit: the dealer is now above its limit.
      await kari.reload();
      await expect(position).toContainText(no('finance.credit.over-limit'));
      await kari.context().close();
    } finally {
      // No limit again, as the seed has it, for the next run and the dealer's other orders.
      await openCredit(page);
      await page.getByRole('checkbox', { name: bo('dealers.credit.limited'), exact: true }).uncheck();
      await saveCredit(page);
    }
  });
});

test.describe('order approvals', () => {
  // The limit is Ola's alone: Kari's own orders (checkout.spec.ts) go on as before.
  const limitOf = (page: Page) =>
    page.getByRole('textbox', { name: no('approvals.limits.limit-of', { name: 'Ola Nordmann', currency: 'NOK' }) });

  async function saveLimit(page: Page, value: string) {
    await page.goto('/approvals/limits');
    await expect(page.getByRole('heading', { level: 1, name: no('approvals.limits.title') })).toBeVisible();
    await limitOf(page).fill(value);
    await page
      .getByRole('row')
      .filter({ has: limitOf(page) })
      .getByRole('button', { name: no('approvals.limits.save') })
      .click();
    await expect(page.getByRole('status').filter({ hasText: no('approvals.limits.saved') })).toBeVisible();
  }

  /** Ola sends one accessory: before sending the checkout says it will wait for an approver, and the confirmation that it does. */
  async function orderAboveLimit(page: Page, goodsMark: string): Promise<string> {
    await addToCart(page, PRODUCT, 'no');
    await fillCheckout(page, goodsMark, { lang: 'no' });
    const notice = page.getByRole('alert').filter({ hasText: no('checkout.approval.title') });
    await expect(notice).toContainText(/0,00/);
    await expect(notice).toContainText(no('checkout.approval.then'));
    const orderNumber = await sendCheckout(page, 'no', 'checkout.send-for-approval');
    const confirmation = page.getByRole('region', { name: no('checkout.confirmation.summary') });
    await expect(confirmation.getByRole('alert')).toContainText(no('orders.approval.waiting'));
    await expect(confirmation).toContainText(no('orders.status.5'));
    return orderNumber;
  }

  test('the Portal Admin sets a limit of 0; Ola’s orders wait; one is approved, one rejected with a reason', async ({ page, browser }) => {
    await signInAs(page, KARI);
    await saveLimit(page, '0');
    await expect(limitOf(page)).toHaveValue('0');
    await checkScreen(page);

    try {
      const ola = await portalFor(browser, OLA);
      const approved = await orderAboveLimit(ola, 'E2E Godkjent');
      await expectAccessible(ola);
      const rejected = await orderAboveLimit(ola, 'E2E Avvist');
      await expectOrderStatus(ola, 'no', approved, 5);
      await expect(ola.getByRole('alert').filter({ hasText: no('orders.approval.waiting') })).toBeVisible();

      // Kari finds both among the orders waiting for her, each with its lines and Ola's limit.
      await page.goto('/approvals');
      await expect(page.getByRole('heading', { level: 1, name: no('approvals.title') })).toBeVisible();
      const first = page.getByRole('region', { name: no('approvals.order', { number: approved }) });
      const second = page.getByRole('region', { name: no('approvals.order', { number: rejected }) });
      await expect(first).toContainText('E2E Godkjent');
      await expect(first).toContainText('Ola Nordmann');
      await expect(first.getByRole('table', { name: no('approvals.lines', { number: approved }) })).toContainText(PRODUCT);
      await expect(second).toContainText('E2E Avvist');
      await checkScreen(page);

      await first.getByRole('button', { name: no('approvals.approve') }).click();
      await expect(page.getByRole('status').filter({ hasText: no('approvals.approved', { number: approved }) })).toBeVisible();
      await expect(first).toHaveCount(0);

      const reason = 'Bestill gulvplatene sammen med ovnen neste måned.';
      await second.getByRole('button', { name: no('approvals.reject') }).click();
      const dialog = page.getByRole('dialog', { name: no('approvals.reject-title', { number: rejected }) });
      // Not without a reason.
      await dialog.getByRole('button', { name: no('approvals.reject') }).click();
      await expect(dialog.getByText(no('approvals.reason-required'))).toBeVisible();
      await dialog.getByRole('textbox', { name: no('approvals.reason') }).fill(reason);
      await expect(dialog.getByRole('checkbox', { name: no('approvals.put-back') })).toBeChecked();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: no('approvals.reject') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: no('approvals.rejected', { number: rejected }) })).toBeVisible();
      await expect(page.getByText(no('approvals.empty'))).toBeVisible();

      // Ola: the approved order is received, the rejected one cancelled with Kari's reason, its line back in his cart.
      await expectOrderStatus(ola, 'no', approved, 10);
      await expect(ola.getByRole('alert').filter({ hasText: no('orders.approval.approved', { name: 'Kari Solberg' }) })).toBeVisible();
      await expectOrderStatus(ola, 'no', rejected, 90);
      const rejection = ola.getByRole('alert').filter({ hasText: no('orders.approval.rejected', { name: 'Kari Solberg' }) });
      await expect(rejection).toContainText(no('orders.approval.reason', { reason }));
      await expect(ola.getByRole('button', { name: new RegExp(no('header.cart-count', { count: 1 })) })).toBeVisible();
      await expectAccessible(ola);
      await ola.context().close();
    } finally {
      await saveLimit(page, '');
      await expect(limitOf(page)).toHaveValue('');
    }
  });
});
