import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { t, tb } from '../helpers/i18n';
import { closeFlaggedNewsWhenShown, expectAccessible, expectNoSidewaysScrollOnPhone, signInToBackOffice } from '../helpers/portal';

const sv = (key: string, values: Record<string, string | number> = {}) => t('sv', key, values);
const bo = (key: string, values: Record<string, string | number> = {}) => tb('sv', key, values);

/** Signed in to the back office as `staff`, opens dealer 10001's portal as its user `name`: the tab, its banner shown. */
async function openView(page: Page, context: BrowserContext, staff: string, name: string) {
  await signInToBackOffice(page, staff);
  await page.goto('/backoffice/dealers/10001');
  await page.getByRole('button', { name: bo('dealers.users.view-as-of', { name }) }).click();
  const opening = context.waitForEvent('page');
  await page
    .getByRole('dialog', { name: bo('dealers.users.view-as-title', { name }) })
    .getByRole('button', { name: bo('dealers.users.view-as-confirm', { name }) })
    .click();
  const portal = await opening;
  await closeFlaggedNewsWhenShown(portal);
  await expect(portal.getByRole('region', { name: sv('auth.view-as.banner-label') })).toContainText(name);
  return portal;
}

test.describe('view as dealer', () => {
  test("customer service views dealer 10001's portal as Erik: the orders with the banner, no change, no offers, then ends the view", async ({
    page,
    context,
  }) => {
    const name = 'Erik Johansson';
    await signInToBackOffice(page, 'service@manufacturer.test');
    await page.goto('/backoffice/dealers/10001');
    await expect(page.getByRole('heading', { level: 1, name: /\(10001\)$/ })).toBeVisible();

    // A second question names the user before anything starts.
    await page.getByRole('button', { name: bo('dealers.users.view-as-of', { name }) }).click();
    const dialog = page.getByRole('dialog', { name: bo('dealers.users.view-as-title', { name }) });
    await expect(dialog).toContainText('admin@reseller-se.test');
    await expectAccessible(page);
    const opening = context.waitForEvent('page');
    await dialog.getByRole('button', { name: bo('dealers.users.view-as-confirm', { name }) }).click();
    await expect(page.getByRole('status').filter({ hasText: bo('dealers.users.view-as-opened', { name }) })).toBeVisible();

    // The portal opens in a tab of its own, as Erik sees it, under a banner saying whose view it is.
    const portal = await opening;
    await closeFlaggedNewsWhenShown(portal);
    await expect(portal.getByRole('heading', { level: 1, name: sv('home.welcome', { name: 'Erik' }) })).toBeVisible();
    const banner = portal.getByRole('region', { name: sv('auth.view-as.banner-label') });
    await expect(banner).toContainText(name);
    await expect(banner).toContainText('admin@reseller-se.test');
    // Nothing of the staff member's session came along: no token or profile of theirs in this tab.
    const stored = await portal.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    expect(stored).not.toContain('service@manufacturer.test');
    expect(portal.url()).not.toContain('#');
    // The dealer's offers are not shown in a view.
    const menu = portal.getByRole('navigation', { name: sv('menu.navigation') });
    await expect(menu.getByRole('button', { name: sv('menu.offers') })).toHaveCount(0);
    await expectAccessible(portal);
    await expectNoSidewaysScrollOnPhone(portal);

    // The dealer's orders read as the dealer reads them.
    await menu.getByRole('button', { name: sv('menu.orders') }).click();
    await menu.getByRole('link', { name: sv('menu.orders-open') }).click();
    await expect(portal).toHaveURL(/\/orders$/);
    await expect(portal.getByRole('table').first()).toBeVisible();
    await expect(banner).toBeVisible();
    await expectAccessible(portal);

    // A change is refused, and says why.
    await portal.goto('/orders/400001');
    await expect(portal.getByRole('heading', { level: 1, name: sv('orders.page.title', { number: '400001' }) })).toBeVisible();
    await portal.getByRole('button', { name: sv('orders.reorder.button') }).click();
    const refusal = portal.getByRole('dialog', { name: sv('error.title.oops') });
    await expect(refusal).toContainText(sv('error.text.view-as-read-only'));
    await expectAccessible(portal);
    await refusal.getByRole('button', { name: sv('error.close') }).click();

    // Ending the view ends its session: the tab says so, and the portal no longer answers it.
    await portal
      .getByRole('region', { name: sv('auth.view-as.banner-label') })
      .getByRole('button', { name: sv('auth.view-as.end') })
      .click();
    await expect(portal.getByText(sv('auth.view-as.ended'))).toBeVisible();
    await expect(portal).toHaveURL(/\/view-as$/);
    await expectAccessible(portal);
    await portal.goto('/orders');
    await expect(portal.getByRole('region', { name: sv('auth.view-as.banner-label') })).toHaveCount(0);

    // The dealer's activity in the back office shows the view, ended.
    await page.reload();
    const activity = page.getByRole('region', { name: bo('dealers.activity.title') });
    await expect(activity.getByText(bo('dealers.activity.item.view-as', { title: 'admin@reseller-se.test' })).first()).toBeVisible();
    await expect(activity.getByText(bo('dealers.activity.view-as.ended')).first()).toBeVisible();
  });

  test('a view goes on through a reload of its tab, and ends when the tab is closed', async ({ page, context, request }) => {
    const name = 'Anna Bergström';
    const portal = await openView(page, context, 'service@manufacturer.test', name);
    const banner = portal.getByRole('region', { name: sv('auth.view-as.banner-label') });
    const token = await portal.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    });
    const openOrders = () =>
      request.get('/api/order/openOrders?amount=10&page=1', { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status());
    // The time a view whose tab went away has before it ends (VIEW_AS_LEAVING_SECONDS), and a little more.
    const pastLeaving = 17_000;

    // A reload tells the API the page went, and the reloaded page's calls keep the view going past that time.
    await portal.reload();
    await expect(banner).toContainText(name);
    await expect(portal.getByRole('heading', { level: 1 })).toBeVisible();
    await portal.waitForTimeout(pastLeaving);
    expect(await openOrders()).toBe(200);

    // Closed: the dealer's activity shows the view ended, and its token soon answers nothing.
    await portal.close({ runBeforeUnload: true });
    await page.reload();
    const activity = page.getByRole('region', { name: bo('dealers.activity.title') });
    // The newest of Anna's views, this one.
    const newest = activity
      .getByRole('listitem')
      .filter({ hasText: bo('dealers.activity.item.view-as', { title: 'anna@reseller-se.test' }) });
    await expect(newest.first()).toContainText(bo('dealers.activity.view-as.ended'));
    await page.waitForTimeout(pastLeaving);
    expect(await openOrders()).toBe(401);
  });

  test('a view that ran out in its tab lands on its end page, never on the login screen', async ({ page, context }) => {
    const portal = await openView(page, context, 'sales@manufacturer.test', 'Anna Bergström');

    // The view's time passes (its expiry moved back in the tab's own store). Once the screen's calls are done: a call
    // made after the change finds no session and ends the view, and the reload below would cut that short.
    await portal.waitForLoadState('networkidle');
    await portal.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const user = JSON.parse(sessionStorage.getItem(key)!) as { expires_at: number };
      sessionStorage.setItem(key, JSON.stringify({ ...user, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    });
    await portal.reload();
    await expect(portal).toHaveURL(/\/view-as$/);
    await expect(portal.getByText(sv('auth.view-as.ended'))).toBeVisible();
    await expect(portal.getByRole('button', { name: sv('login.button') })).toHaveCount(0);

    // A used or made-up link opens nothing (a new document: a change of the fragment alone loads no page).
    await portal.goto('about:blank');
    await portal.goto('/view-as#' + 'x'.repeat(43));
    await expect(portal.getByRole('alert')).toContainText(sv('auth.view-as.invalid'));
    await expectAccessible(portal);
  });
});
