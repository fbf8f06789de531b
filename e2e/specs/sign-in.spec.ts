import { expect, test } from '@playwright/test';
import { t } from '../helpers/i18n';
import { DEMO_USERS, expectAccessible, signIn, signInAs, startSignIn } from '../helpers/portal';
import { newestMailText } from '../helpers/mail';

test.describe('login screen', () => {
  test('a visitor sees the welcome and the log-in button at / and /download', async ({ page }) => {
    for (const path of ['/', '/download']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: t('sv', 'login.title') })).toBeVisible();
      await expect(page.getByText(t('sv', 'login.intro'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('sv', 'login.button') })).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expectAccessible(page);
  });

  test('a portal screen asked for by a visitor shows the login screen, then opens after sign-in', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: t('sv', 'login.button') })).toBeVisible();
    await signIn(page, DEMO_USERS.anna.email, { path: '/contact' });
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: t('sv', 'menu.contact') })).toBeVisible();
  });

  test('the sign-in page refuses a wrong password with a clear error', async ({ page }) => {
    await startSignIn(page);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: t('sv', 'idp.username') }).fill(DEMO_USERS.anna.email);
    await page.getByRole('textbox', { name: t('sv', 'idp.password'), exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: t('sv', 'idp.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(t('sv', 'idp.error-credentials'));
    await expect(page.getByRole('textbox', { name: t('sv', 'idp.username') })).toHaveValue(DEMO_USERS.anna.email);
    await expectAccessible(page);
  });
});

test.describe('each demo account lands in its language', () => {
  for (const [key, user] of Object.entries(DEMO_USERS)) {
    test(`${key} (${user.email}) sees home in ${user.lang}`, async ({ page }) => {
      await signInAs(page, user);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.locator('html')).toHaveAttribute('lang', user.htmlLang);
      await expectAccessible(page);
    });
  }
});

test.describe('menu by access level', () => {
  test('a Portal Admin sees Finance and User admin', async ({ page }) => {
    const user = DEMO_USERS.admin;
    await signInAs(page, user);
    const nav = page.getByRole('navigation', { name: t('sv', 'menu.navigation') });
    await nav.getByRole('button', { name: t('sv', 'menu.finance') }).click();
    await expect(nav.getByRole('link', { name: t('sv', 'menu.invoices') })).toBeVisible();
    await page.getByRole('button', { name: t('sv', 'header.user-menu', { name: 'Erik Johansson' }) }).click();
    await expect(page.getByRole('menuitem', { name: t('sv', 'menu.user-admin') })).toBeVisible();
    await expectAccessible(page);
  });

  test('a reseller sees neither, and the admin screens are not routed', async ({ page }) => {
    await signInAs(page, DEMO_USERS.anna);
    const nav = page.getByRole('navigation', { name: t('sv', 'menu.navigation') });
    await expect(nav.getByRole('button', { name: t('sv', 'menu.orders') })).toBeVisible();
    await expect(nav.getByRole('button', { name: t('sv', 'menu.finance') })).toHaveCount(0);
    await page.getByRole('button', { name: t('sv', 'header.user-menu', { name: 'Anna Bergström' }) }).click();
    await expect(page.getByRole('menuitem', { name: t('sv', 'menu.account') })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: t('sv', 'menu.user-admin') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { level: 1, name: t('sv', 'admins-only.title') })).toBeVisible();
  });
});

test.describe('accounts that may not use the portal', () => {
  test('reset@ has the forgot-password flag: signing in sends a reset link instead of opening the portal', async ({ page }) => {
    const since = Date.now();
    await signIn(page, 'reset@reseller-se.test');
    await expect(page.getByRole('alert')).toHaveText(t('sv', 'idp.error-reset-required'));
    await expect(page.getByRole('textbox', { name: t('sv', 'idp.username') })).toHaveValue('reset@reseller-se.test');
    await expectAccessible(page);
    await expect.poll(async () => (await newestMailText('reset@reseller-se.test', { since })) ?? '').toMatch(/\/reset-password\/[\w-]+/);
    await page.goto('/home');
    await expect(page.getByRole('button', { name: t('sv', 'login.button') })).toBeVisible();
  });

  test('inactive@ sees the no-access page', async ({ page }) => {
    await signIn(page, 'inactive@reseller-se.test');
    await expect(page.getByRole('heading', { name: t('sv', 'no-access.title') })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t('sv', 'no-access.sign-out') }).click();
    await expect(page.getByRole('button', { name: t('sv', 'login.button') })).toBeVisible();
  });
});

test.describe('the shell', () => {
  test('an unknown route and /NotFound show the not-found message', async ({ page }) => {
    await signInAs(page, DEMO_USERS.jonas);
    for (const path of ['/no-such-page', '/NotFound']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: t('en', 'not-found.title') })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('sign out returns to the login screen and ends the session', async ({ page }) => {
    // Someone whose cart no other spec fills, so signing out asks nothing.
    await signInAs(page, DEMO_USERS.soren);
    await page.getByRole('button', { name: t('en', 'header.user-menu', { name: 'Søren Jensen' }) }).click();
    await page.getByRole('menuitem', { name: t('en', 'menu.sign-out') }).click();
    await expect(page.getByRole('button', { name: t('sv', 'login.button') })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The provider's session is gone too: logging in asks for the password again.
    await page.getByRole('button', { name: t('sv', 'login.button') }).click();
    await expect(page.getByRole('textbox', { name: t('sv', 'idp.password'), exact: true })).toBeVisible();
  });

  test('a 401 from the API signs the user out and says the session ended', async ({ page }) => {
    await signInAs(page, DEMO_USERS.mia);
    // The stored access token stops being valid, as when the provider revokes it.
    await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(sessionStorage.getItem(key)!) as { access_token: string };
      user.access_token = 'not-a-valid-token';
      sessionStorage.setItem(key, JSON.stringify(user));
    });
    // The first answer's 401 can send the page to the login screen before /orders has finished
    // loading, so the navigation counts as made once the server answered.
    await page.goto('/orders', { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: t('sv', 'login.button') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('sv', 'login.session-ended') })).toBeVisible();
  });

  test('a language picked in the user menu wins over the market and is remembered', async ({ page }) => {
    await signInAs(page, DEMO_USERS.ola);
    await page.getByRole('button', { name: t('no', 'header.user-menu', { name: 'Ola Nordmann' }) }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('de', 'home.welcome', { name: 'Ola' }) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('de', 'home.welcome', { name: 'Ola' }) })).toBeVisible();
  });

  test('on a 375 px phone the menu opens from the header toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, DEMO_USERS.anna);
    const nav = page.getByRole('navigation', { name: t('sv', 'menu.navigation') });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: t('sv', 'header.open-menu') }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: t('sv', 'menu.news') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('sv', 'menu.news') })).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(t('sv', 'header.cart')) })).toBeVisible();
    await expectAccessible(page);
  });
});
