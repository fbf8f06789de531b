import { expect, test } from '@playwright/test';
import { t, tb } from '../helpers/i18n';
import { closeFlaggedNewsWhenShown, expectAccessible, signIn, signInToBackOffice } from '../helpers/portal';

// A 1×1 PNG: what the server checks is the file's bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('back office', () => {
  test('a staff member signs in and sees the roles stored for them', async ({ page }) => {
    await signInToBackOffice(page, 'service@manufacturer.test');
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'start.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: tb('sv', 'start.greeting', { name: 'Sara' }) })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: tb('sv', 'roles.customer-service') })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/?$/);
    await expectAccessible(page);
    // Nothing of the back office is wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Signing out returns to the back office's own sign-in screen.
    await page.getByRole('button', { name: tb('sv', 'header.user-menu', { name: 'Sara Lindqvist' }) }).click();
    await page.getByRole('menuitem', { name: tb('sv', 'menu.sign-out') }).click();
    await expect(page.getByRole('button', { name: tb('sv', 'signin.button') })).toBeVisible();
  });

  test('a dealer who signs in to the back office is told it is for staff', async ({ page }) => {
    await signInToBackOffice(page, 'admin@reseller-se.test');
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'no-access.title') })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('complaints desk', () => {
  test('customer service finds a dealer complaint, sets it Ongoing and replies; the dealer sees both', async ({ page, browser }) => {
    await signInToBackOffice(page, 'service@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.complaints'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'complaints-desk.title') })).toBeVisible();
    await expectAccessible(page);

    // Anna's customer's registered complaints, found by customer number.
    await page.getByRole('textbox', { name: tb('sv', 'complaints-desk.search') }).fill('10001');
    await page.getByRole('combobox', { name: tb('sv', 'complaints-desk.filter.status') }).click();
    await page.getByRole('option', { name: t('sv', 'complaints.status.757550000') }).click();
    const table = page.getByRole('table', { name: tb('sv', 'complaints-desk.title') });
    // The search applies after a short pause in typing: wait until the first row is the dealer's.
    await expect(table.getByRole('row').nth(1)).toContainText('(10001)');
    await expect(table.getByRole('row').nth(1)).toContainText(t('sv', 'complaints.status.757550000'));
    const firstCase = table.getByRole('row').nth(1).getByRole('link');
    await expect(firstCase).toHaveText(/^CAS-\d+$/);
    const caseNumber = (await firstCase.textContent())!;
    await firstCase.click();

    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'complaints-desk.detail.heading', { caseNumber }) })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('button', { name: tb('sv', 'complaints-desk.detail.move-to', { status: t('sv', 'complaints.status.757550001') }) })
      .click();
    await expect(
      page.getByRole('button', { name: tb('sv', 'complaints-desk.detail.move-to', { status: t('sv', 'complaints.status.757550003') }) }),
    ).toBeVisible();

    const reply = `E2E: vi skickar ett nytt glas till ${caseNumber}.`;
    await page.getByRole('textbox', { name: tb('sv', 'complaints-desk.detail.reply') }).fill(reply);
    await page.getByRole('button', { name: tb('sv', 'complaints-desk.detail.send-reply') }).click();
    await expect(page.getByText(reply)).toBeVisible();
    const internal = 'E2E: internal only, the dealer must not read this.';
    await page.getByRole('textbox', { name: tb('sv', 'complaints-desk.detail.internal-note') }).fill(internal);
    await page.getByRole('button', { name: tb('sv', 'complaints-desk.detail.add-internal') }).click();
    await expect(page.getByText(internal)).toBeVisible();

    // A photo from the carrier, attached by customer service with the dealer side's rules.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: tb('sv', 'complaints-desk.attach.button') }).click();
    await (await chooser).setFiles({ name: 'fraktskada.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('status').filter({ hasText: tb('sv', 'complaints-desk.attach.done', { count: 1 }) })).toBeVisible();
    await expect(page.getByRole('link', { name: /fraktskada/ })).toBeVisible();
    await expectAccessible(page);

    // The dealer, in a browser of her own, sees the new status and the reply, never the internal note.
    const dealer = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await closeFlaggedNewsWhenShown(dealer);
    await signIn(dealer, 'anna@reseller-se.test');
    await expect(dealer.getByRole('heading', { level: 1, name: t('sv', 'home.welcome', { name: 'Anna' }) })).toBeVisible();
    await dealer.goto('/complaints');
    await dealer
      .getByRole('searchbox', { name: t('sv', 'table.search') })
      .or(dealer.getByRole('textbox', { name: t('sv', 'table.search') }))
      .fill(caseNumber);
    const row = dealer.getByRole('row').filter({ has: dealer.getByRole('link', { name: caseNumber, exact: true }) });
    await expect(row).toContainText(t('sv', 'complaints.status.757550001'));
    await row.getByRole('link', { name: caseNumber, exact: true }).click();
    const notes = dealer.getByRole('list', { name: t('sv', 'complaints.detail.notes-history') });
    await expect(notes.getByRole('listitem').filter({ hasText: reply })).toContainText('Sara Lindqvist');
    await expect(dealer.getByText(internal)).toHaveCount(0);
    await dealer.context().close();
  });
});
