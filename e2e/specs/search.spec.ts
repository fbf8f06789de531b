import { expect, test, type Page } from '@playwright/test';
import { t } from '../helpers/i18n';
import { CART_USERS, expectAccessible, signInAs } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);
// Nils's cart is his own: no other spec fills it.
const NILS = CART_USERS.nils;
const GLASS = { item: 'RD-OSLO-GLAS', name: 'Dörrglas Oslo' };

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

async function expectNoWiderThanWindow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: sv('search.label') });

for (const viewport of VIEWPORTS) {
  test.describe(`catalogue search and navigation (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the header search runs on Enter, the arrow keys reach a result and add it to the cart, Esc closes', async ({ page }) => {
      await signInAs(page, NILS);
      await expect(page).toHaveURL(/\/home$/);
      const search = headerSearch(page);
      await expect(search).toBeVisible();
      await expectNoWiderThanWindow(page);
      // The header names the dealer's company and customer number where there is room for them.
      const company = page.getByRole('banner').getByTestId('header-company');
      if (viewport.width >= 1200) {
        await expect(company).toContainText('Brasvärme i Uppsala AB');
        await expect(company).toContainText(sv('header.customer-number', { number: '10001' }));
      } else await expect(company).toBeHidden();

      // Blank never runs.
      await search.fill('   ');
      await search.press('Enter');
      await expect(page.getByRole('grid')).toHaveCount(0);
      await expect(search).toHaveAttribute('aria-expanded', 'false');

      await search.fill('dörrglas oslo');
      await search.press('Enter');
      const results = page.getByRole('grid', { name: sv('search.results', { query: 'dörrglas oslo' }) });
      await expect(results).toBeVisible();
      await expect(search).toHaveAttribute('aria-expanded', 'true');
      const row = results.getByRole('row').filter({ hasText: GLASS.item });
      await expect(row).toContainText(GLASS.name);
      // The customer's price in kronor, from the server.
      await expect(row).toContainText(/\d\s?kr/);
      // The header with its results open over home.
      await expectAccessible(page);
      await expectNoWiderThanWindow(page);

      // Down to the first result (focus stays in the field), right to its add button, Enter.
      await search.press('ArrowDown');
      const first = results.getByRole('gridcell').first();
      await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await expect(first).toContainText(GLASS.name);
      await search.press('ArrowRight');
      const addCell = results.getByRole('row').first().getByRole('gridcell').nth(1);
      await expect(search).toHaveAttribute('aria-activedescendant', (await addCell.getAttribute('id'))!);
      await expect(addCell.getByRole('button', { name: sv('catalogue.add-to-cart-of', { name: GLASS.name }) })).toBeVisible();
      await search.press('Enter');
      await expect(page.getByRole('banner').getByRole('status')).toHaveText(sv('catalogue.added', { name: GLASS.name }));
      await expect(search).toBeFocused();

      // Esc closes and leaves the focus in the field.
      await search.press('Escape');
      await expect(results).toBeHidden();
      await expect(search).toBeFocused();

      // The cart holds it.
      await page.getByRole('button', { name: new RegExp(sv('header.cart')) }).click();
      const drawer = page.getByRole('dialog', { name: sv('cart.title') });
      await expect(drawer.getByText(GLASS.name, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // Nothing found says so.
      await search.fill('zzqqxx');
      await search.press('Enter');
      await expect(page.getByText(sv('search.none', { query: 'zzqqxx' }), { exact: true }).first()).toBeVisible();
    });

    test('all results on a page of their own, page by page', async ({ page }) => {
      await signInAs(page, NILS);
      const search = headerSearch(page);
      await search.fill('rd-');
      await search.press('Enter');
      await page.getByRole('link', { name: sv('search.show-all') }).click();
      await expect(page).toHaveURL(/\/search\?q=rd-$/);
      await expect(page.getByRole('heading', { level: 1, name: sv('search.results', { query: 'rd-' }) })).toBeVisible();
      const status = page.getByRole('main').getByRole('status').first();
      await expect(status).toHaveText(/^Träff 1–20 av \d+$/);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(20);
      await expectAccessible(page);
      await expectNoWiderThanWindow(page);

      const pages = page.getByRole('navigation', { name: sv('search.pages') });
      await pages.getByRole('button', { name: sv('search.page', { page: 2 }) }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(status).toHaveText(/^Träff 21–40 av \d+$/);
      await expect(pages.getByRole('button', { name: sv('search.page', { page: 2 }) })).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page);
      await expectNoWiderThanWindow(page);

      // Opened from an address (a bookmark, a shared link), the header's field shows what the results are for.
      await page.goto('/search?q=oslo');
      await expect(page.getByRole('heading', { level: 1, name: sv('search.results', { query: 'oslo' }) })).toBeVisible();
      await expect(search).toHaveValue('oslo');
    });

    test('a spare part from Add order, with its breadcrumbs; a stove’s page lists its spare parts', async ({ page }) => {
      await signInAs(page, NILS);
      await page.goto('/order-add');
      const catalogue = page.getByRole('region', { name: sv('order-add.catalogue-title') });
      await expect(catalogue).toBeVisible();
      await expectAccessible(page);
      await expectNoWiderThanWindow(page);

      await catalogue.getByRole('link', { name: 'Reservdelar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reservdelar' })).toBeVisible();
      // The shop's main categories lead everywhere: stoves and chimney parts too.
      const categories = page.getByRole('navigation', { name: sv('shop.categories') });
      await expect(categories.getByRole('link', { name: 'Kaminer' })).toBeVisible();
      await expect(categories.getByRole('link', { name: 'Skorsten' })).toBeVisible();
      await expect(categories.getByRole('link', { name: 'Reservdelar' })).toHaveAttribute('aria-current', 'true');
      await expectAccessible(page);
      await expectNoWiderThanWindow(page);

      await page.getByRole('link', { name: /Nordflamme Oslo/ }).click();
      await page.getByRole('link', { name: new RegExp(GLASS.name) }).click();
      await expect(page.getByRole('heading', { level: 1, name: GLASS.name })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: sv('shop.breadcrumbs') });
      await expect(crumbs.getByRole('link')).toHaveText([sv('menu.add-order'), sv('page.shop-category'), 'Reservdelar', 'Nordflamme Oslo']);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(GLASS.name);
      await expectAccessible(page);
      await expectNoWiderThanWindow(page);

      // Back up a step by the breadcrumbs.
      await crumbs.getByRole('link', { name: 'Nordflamme Oslo' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nordflamme Oslo' })).toBeVisible();

      // A stove: its page lists the spare parts of its series, each to open or put in the cart.
      await page
        .getByRole('navigation', { name: sv('shop.categories') })
        .getByRole('link', { name: 'Kaminer' })
        .click();
      await page
        .getByRole('link', { name: /^Nordflamme/ })
        .first()
        .click();
      await page.getByRole('link', { name: /^Oslo/ }).first().click();
      await page
        .getByRole('link', { name: /Oslo 5/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: /Oslo 5/ })).toBeVisible();
      await expect(page.getByRole('navigation', { name: sv('shop.breadcrumbs') }).getByRole('link')).toHaveText([
        sv('menu.add-order'),
        sv('page.shop-category'),
        'Kaminer',
        'Nordflamme',
        'Oslo',
      ]);
      const spareParts = page.getByRole('region', { name: sv('shop.spare-parts-title') });
      await expect(spareParts.getByRole('link', { name: GLASS.name })).toBeVisible();
      await expect(spareParts.getByRole('button', { name: sv('catalogue.add-to-cart-of', { name: GLASS.name }) })).toBeVisible();
      await expectAccessible(page);
      await expectNoWiderThanWindow(page);
      await spareParts.getByRole('link', { name: GLASS.name }).click();
      await expect(page.getByRole('heading', { level: 1, name: GLASS.name })).toBeVisible();
    });
  });
}
