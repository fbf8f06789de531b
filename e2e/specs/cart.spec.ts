import { expect, test, type Page } from '@playwright/test';
import { t } from '../helpers/i18n';
import { DEMO_USERS, expectAccessible, signInAs, CART_USERS } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);
const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);

/** A spare part no other spec puts in a cart. */
const PART = 'RD-NARVIK-ASK';

/** Empties the signed-in user's cart on the server, so what a step sees is its own doing. */
async function emptyCart(page: Page) {
  await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    const res = await fetch('/api/cart', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`emptying the cart answered ${res.status}`);
  });
}

test.describe('the cart of a user', () => {
  test('follows anna from one browser to another, and is gone for the next user (Juha) after anna signs out', async ({ browser }) => {
    // Four sign-ins in four browsers, each loading the home screen with its news overlay: more than the usual two minutes on
    // the 2-core machine with two workers.
    test.setTimeout(240_000);
    // Juha's own cart starts empty.
    const juhasBrowser = await browser.newContext();
    const juhaFirst = await juhasBrowser.newPage();
    await signInAs(juhaFirst, CART_USERS.juha);
    await emptyCart(juhaFirst);
    await juhasBrowser.close();

    // Anna fills her cart on her desktop.
    const desktop = await browser.newContext();
    const page = await desktop.newPage();
    await signInAs(page, DEMO_USERS.anna);
    await emptyCart(page);
    await page.goto(`/shop/product/${PART}`);
    await expect(page.getByText(sv('shop.item-number', { itemNumber: PART }))).toBeVisible();
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    expect(title).not.toBe(sv('page.shop-product'));
    const quantity = page.getByRole('textbox', { name: sv('cart.quantity-of', { title }) });
    await quantity.fill('3');
    await quantity.press('Enter');
    await page.getByRole('button', { name: sv('shop.add-to-cart') }).click();
    await page.getByRole('button', { name: new RegExp(sv('header.cart')) }).click();
    const drawer = page.getByRole('dialog', { name: sv('cart.title') });
    await expect(drawer.getByRole('textbox', { name: sv('cart.quantity-of', { title }) })).toHaveValue('3');
    // A fraction typed in the cart becomes 1, never another number.
    const inCart = drawer.getByRole('textbox', { name: sv('cart.quantity-of', { title }) });
    await inCart.fill('2.5');
    await inCart.press('Enter');
    await expect(inCart).toHaveValue('1');
    await inCart.fill('4');
    await inCart.press('Enter');
    await expect(inCart).toHaveValue('4');
    await expectAccessible(page);

    // On her phone (another browser) the same cart waits, priced by the server.
    const phone = await browser.newContext();
    const other = await phone.newPage();
    await signInAs(other, DEMO_USERS.anna);
    await other.getByRole('button', { name: new RegExp(sv('header.cart')) }).click();
    const phoneDrawer = other.getByRole('dialog', { name: sv('cart.title') });
    await expect(phoneDrawer.getByRole('textbox', { name: sv('cart.quantity-of', { title }) })).toHaveValue('4');
    await expect(phoneDrawer.getByRole('link', { name: title })).toBeVisible();
    await phoneDrawer.getByRole('button', { name: sv('cart.close') }).click();
    await desktop.close();

    // She signs out on the phone (confirming the warning) and Juha signs in on the same browser.
    await other.getByRole('button', { name: sv('header.user-menu', { name: 'Anna Bergström' }) }).click();
    await other.getByRole('menuitem', { name: sv('menu.sign-out') }).click();
    await other
      .getByRole('dialog', { name: sv('sign-out-warning.title') })
      .getByRole('button', { name: sv('menu.sign-out') })
      .click();
    await expect(other.getByRole('button', { name: t('sv', 'login.button') })).toBeVisible();
    expect(await other.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal.cart')))).toEqual([]);

    await signInAs(other, CART_USERS.juha);
    await expect(other.getByRole('button', { name: new RegExp(en('header.cart-count', { count: 0 })) })).toBeVisible();
    await other.getByRole('button', { name: new RegExp(en('header.cart')) }).click();
    const juhasDrawer = other.getByRole('dialog', { name: en('cart.title') });
    await expect(juhasDrawer.getByText(en('cart.empty'))).toBeVisible();
    await expect(juhasDrawer.getByText(title)).toHaveCount(0);
    await expectAccessible(other);
    await phone.close();

    // Anna's cart is still hers, wherever she signs in next.
    const later = await browser.newContext();
    const again = await later.newPage();
    await signInAs(again, DEMO_USERS.anna);
    await again.getByRole('button', { name: new RegExp(sv('header.cart')) }).click();
    await expect(
      again.getByRole('dialog', { name: sv('cart.title') }).getByRole('textbox', { name: sv('cart.quantity-of', { title }) }),
    ).toHaveValue('4');
    await emptyCart(again);
    await later.close();
  });
});
