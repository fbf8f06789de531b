import { expect, test, type Page } from '@playwright/test';
import { t, tb } from '../helpers/i18n';
import { expectAccessible, PASSWORD } from '../helpers/portal';

/** Signs a staff member in to the back office through the same login page as the dealers. */
async function signInToBackOffice(page: Page, email: string) {
  await page.goto('/backoffice/');
  await page.getByRole('button', { name: tb('sv', 'signin.button') }).click();
  await expect(page.getByRole('heading', { name: t('sv', 'idp.title') })).toBeVisible();
  await page.getByRole('textbox', { name: t('sv', 'idp.username') }).fill(email);
  await page.getByRole('textbox', { name: t('sv', 'idp.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('sv', 'idp.submit') }).click();
}

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
