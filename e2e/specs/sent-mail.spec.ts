import { expect, test, type Page } from '@playwright/test';
import { t, tb } from '../helpers/i18n';
import { expectAccessible, signInToBackOffice } from '../helpers/portal';

const ANNA = 'anna@reseller-se.test';

/** The message's own HTML runs in a frame with sandbox="", which axe cannot enter. */
const expectAccessibleAroundMessage = (page: Page) => expectAccessible(page, { exclude: ['iframe[sandbox=""]'] });

/** Nothing on the screen is wider than the window (once it has laid itself out again): a table scrolls in its own box. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: 'pixels wider than the window' })
    .toBeLessThanOrEqual(0);
}

test.describe('sent mail', () => {
  test('Anna asks for a new password; customer service finds the message to her, sent, and reads it', async ({ page, browser }) => {
    // Anna, signed out, asks for a link on the public page, in a browser of her own; a visitor reads Swedish.
    const visitor = await (await browser.newContext({ locale: 'sv-SE' })).newPage();
    await visitor.goto('/forgot-password');
    await visitor.getByRole('textbox', { name: t('sv', 'password-reset.email') }).fill(ANNA);
    await visitor.getByRole('button', { name: t('sv', 'password-reset.send') }).click();
    await expect(visitor.getByRole('status')).toContainText(ANNA);
    await visitor.context().close();

    await signInToBackOffice(page, 'service@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.mail'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'mail.title') })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/mail$/);

    // Anna's password reset messages, by her address and the kind of message; both land in the address.
    await page.getByRole('textbox', { name: tb('sv', 'mail.search') }).fill(ANNA);
    await page.getByRole('combobox', { name: tb('sv', 'mail.filter.kind') }).click();
    await page.getByRole('option', { name: tb('sv', 'mail.kind.password-reset') }).click();
    await expect(page).toHaveURL(/kind=password-reset/);
    await expect(page).toHaveURL(/search=anna%40reseller-se\.test/);
    const table = page.getByRole('table', { name: tb('sv', 'mail.title') });
    // The search applies after a short pause in typing; the newest message comes first.
    const newest = table.getByRole('row').nth(1);
    await expect(newest).toContainText(ANNA);
    await expect(newest).toContainText(tb('sv', 'mail.kind.password-reset'));
    // The worker sends it within moments; the list reads a waiting message again until it has gone.
    await expect(newest).toContainText(tb('sv', 'mail.state.sent'));
    await expectAccessible(page);

    const subjectLink = newest.getByRole('link');
    const subject = ((await subjectLink.textContent()) ?? '').trim();
    expect(subject).not.toBe('');
    await subjectLink.click();

    // The message as it was written: its facts, its text and its HTML in a frame of its own.
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/mail\/[0-9a-f-]{36}$/);
    const facts = page.getByRole('region', { name: tb('sv', 'mail.detail.facts') });
    await expect(facts.getByRole('row', { name: new RegExp(`^${tb('sv', 'mail.column.to')}`) })).toContainText(ANNA);
    await expect(facts).toContainText(tb('sv', 'mail.kind.password-reset'));
    const delivery = page.getByRole('region', { name: tb('sv', 'mail.detail.delivery') });
    await expect(delivery).toContainText(tb('sv', 'mail.state.sent'));
    // A sent message is not offered again.
    await expect(page.getByRole('button', { name: tb('sv', 'mail.resend.button') })).toHaveCount(0);
    const text = page.getByRole('region', { name: tb('sv', 'mail.detail.text') });
    await expect(text).toContainText('/reset-password/');
    const frame = page.getByTitle(tb('sv', 'mail.detail.html-frame', { subject }));
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(page.frameLocator('iframe[sandbox=""]').getByRole('link').first()).toHaveAttribute('href', /\/reset-password\//);
    await expectAccessibleAroundMessage(page);

    // On a phone the view and the list keep to the window.
    await page.setViewportSize({ width: 320, height: 720 });
    await expectNoSidewaysScroll(page);
    // The way back finds the list as it was filtered.
    await page.getByRole('link', { name: tb('sv', 'mail.back') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'mail.title') })).toBeVisible();
    await expect(page).toHaveURL(/kind=password-reset/);
    // Below 768 px each message is a card of the list.
    await expect(
      page
        .getByRole('list', { name: tb('sv', 'mail.title') })
        .getByRole('listitem')
        .first(),
    ).toContainText(ANNA);
    await expectNoSidewaysScroll(page);
  });
});
