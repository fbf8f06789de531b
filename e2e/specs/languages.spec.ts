import { expect, test, type Page } from '@playwright/test';
import { t, type Lang } from '../helpers/i18n';
import { closeFlaggedNewsWhenShown, DEMO_USERS, expectAccessible, PASSWORD, type PortalUser } from '../helpers/portal';

/** A floor plate every market's price list sells. */
const PRODUCT = 'TB-GP-GL1010';
/** Kronor written as the Nordic languages do, which euro and DKK amounts must never show. */
const KRONOR = /\bkr\b/;

/** The login screen, then the sign-in page, in one language; axe on both. */
async function expectSignInScreensIn(page: Page, lang: Lang, htmlLang: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'login.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
  await expect(page.getByRole('combobox', { name: t(lang, 'menu.language') })).toHaveValue(lang);
  await expectAccessible(page);
  await page.getByRole('button', { name: t(lang, 'login.button') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t(lang, 'idp.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
  await expect(page.getByRole('textbox', { name: t(lang, 'idp.username') })).toBeVisible();
  await expectAccessible(page);
}

/** Fills in the sign-in page, whichever language it speaks. */
async function signInOnPage(page: Page, lang: Lang, email: string) {
  await page.getByRole('textbox', { name: t(lang, 'idp.username') }).fill(email);
  await page.getByRole('textbox', { name: t(lang, 'idp.password') }).fill(PASSWORD);
  await page.getByRole('button', { name: t(lang, 'idp.submit') }).click();
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets the login screen, the sign-in page and the provider’s own pages in German', async ({ page }) => {
    await expectSignInScreensIn(page, 'de', 'de');
    // A page the provider renders itself, here an error, follows the browser's Accept-Language.
    await page.goto('/idp/auth?client_id=no-such-client&response_type=code');
    await expect(page.getByRole('heading', { level: 1, name: t('de', 'auth.signin-error') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectAccessible(page);
  });

  test('switches the login screen to Norwegian, remembers it after a reload, and keeps it after sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: t('de', 'login.title') })).toBeVisible();
    await page.getByRole('combobox', { name: t('de', 'menu.language') }).selectOption('no');
    await expect(page.getByRole('heading', { level: 1, name: t('no', 'login.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('no', 'login.title') })).toBeVisible();
    await expect(page.getByRole('combobox', { name: t('no', 'menu.language') })).toHaveValue('no');
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');

    // The sign-in page speaks the language chosen, and so does the portal: the choice wins over the
    // German market's English.
    await page.getByRole('button', { name: t('no', 'login.button') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('no', 'idp.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    await closeFlaggedNewsWhenShown(page);
    await signInOnPage(page, 'no', DEMO_USERS.jonas.email);
    await expect(
      page.getByRole('heading', { level: 1, name: t('no', 'home.welcome', { name: DEMO_USERS.jonas.givenName }) }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    await expectAccessible(page);
  });
});

/**
 * Signs a dealer in, then follows one article from its product page through the cart to the
 * checkout's summary, where every amount is in the dealer's currency.
 */
async function followAmounts(page: Page, user: PortalUser, currency: string | RegExp) {
  const say = (key: string, values?: Record<string, string | number>) => t(user.lang, key, values);
  await page.goto(`/shop/product/${PRODUCT}`);
  const price = page.getByRole('heading', { level: 2, name: currency });
  await expect(price).toBeVisible();
  await expect(price).not.toContainText(KRONOR);
  await expectAccessible(page);
  const add = page.getByRole('button', { name: say('shop.add-to-cart') });
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: say('shop.added', { count: 1 }) })).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`^${say('header.cart')}`) }).click();
  const drawer = page.getByRole('dialog', { name: say('cart.title') });
  await expect(drawer).toContainText(currency);
  await expect(drawer).not.toContainText(KRONOR);
  await expectAccessible(page);
  await drawer.getByRole('link', { name: say('cart.to-checkout') }).click();

  const summary = page.getByRole('region', { name: say('checkout.summary-title') });
  await expect(summary).toBeVisible();
  await expect(summary).not.toContainText(say('checkout.shipping-loading'));
  await expect(summary.getByText(say('checkout.grand-total')).locator('xpath=..')).toContainText(currency);
  await expect(summary).not.toContainText(KRONOR);
  // The requested date is written the way the UI language writes dates (English: day/month/year).
  await expect(page.getByRole('textbox', { name: say('checkout.requested-date') })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expectAccessible(page);

  // Sent: the confirmation's amounts are in the same currency.
  await page.getByRole('textbox', { name: say('checkout.goods-mark') }).fill('E2E currency');
  await expect(page.getByRole('status', { name: say('checkout.estimated-date') })).not.toContainText(
    say('checkout.estimated-date-loading'),
  );
  await page.getByRole('button', { name: say('checkout.send') }).click();
  const confirmation = page.getByRole('heading', { name: say('checkout.confirmation.title') });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole('main')).toContainText(currency);
  await expect(page.getByRole('main')).not.toContainText(KRONOR);
  await expectAccessible(page);
}

async function signInAndLand(page: Page, user: PortalUser, browserLang: Lang) {
  await closeFlaggedNewsWhenShown(page);
  await page.goto('/');
  await page.getByRole('button', { name: t(browserLang, 'login.button') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t(browserLang, 'idp.title') })).toBeVisible();
  await signInOnPage(page, browserLang, user.email);
  await expect(page.getByRole('heading', { level: 1, name: t(user.lang, 'home.welcome', { name: user.givenName }) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', user.htmlLang);
}

test.describe('dealers outside Sweden see their own currency', () => {
  for (const user of [DEMO_USERS.jonas, DEMO_USERS.mia]) {
    test(`${user.email} sees euro, never kronor, from the product page to the order confirmation`, async ({ page }) => {
      await signInAndLand(page, user, 'sv');
      await followAmounts(page, user, '€');
    });
  }
});

test.describe('a Danish dealer with a Danish browser', () => {
  test.use({ locale: 'da-DK' });

  test('signs in on Danish screens, lands in English as the market rule says, and sees DKK', async ({ page }) => {
    await expectSignInScreensIn(page, 'dk', 'da');
    await closeFlaggedNewsWhenShown(page);
    await signInOnPage(page, 'dk', DEMO_USERS.soren.email);
    await expect(
      page.getByRole('heading', { level: 1, name: t('en', 'home.welcome', { name: DEMO_USERS.soren.givenName }) }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
    await followAmounts(page, DEMO_USERS.soren, 'DKK');
  });
});
