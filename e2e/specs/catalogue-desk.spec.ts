import { expect, test, type Page } from '@playwright/test';
import { t, tb } from '../helpers/i18n';
import { DEMO_USERS, expectAccessible, signInAs, signInToBackOffice } from '../helpers/portal';

// Accessories no other spec orders, so their texts and sale may change here.
const TRANSLATED = 'TB-RS-SB';
const WITHDRAWN = 'TB-VK-FILT-BK';

async function openProduct(page: Page, itemNumber: string) {
  await page.getByRole('link', { name: tb('sv', 'menu.products'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'products.title') })).toBeVisible();
  await page.getByRole('textbox', { name: tb('sv', 'products.search') }).fill(itemNumber);
  await page.getByRole('link', { name: itemNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: tb('sv', 'products.detail.details') })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: tb('sv', 'products.form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: tb('sv', 'products.detail.saved') })).toBeVisible();
}

test.describe('products edited by hand', () => {
  test('sales administration writes a Norwegian text and withdraws a product; a Norwegian dealer sees both', async ({ page, browser }) => {
    const text = `Askeskuffe og børste ${Date.now() % 100_000}`;
    await signInToBackOffice(page, 'sales@manufacturer.test');
    await openProduct(page, TRANSLATED);
    await expectAccessible(page);
    await page.getByRole('tab', { name: new RegExp(`^${tb('sv', 'products.language.no')}`) }).click();
    await page.getByRole('textbox', { name: `${tb('sv', 'products.form.description')} (${tb('sv', 'products.language.no')})` }).fill(text);
    await save(page);
    await expectAccessible(page);

    await openProduct(page, WITHDRAWN);
    const onSale = page.getByRole('switch', { name: tb('sv', 'products.form.active') });
    await onSale.uncheck();
    await save(page);
    await expect(onSale).not.toBeChecked();

    const dealer = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    try {
      await signInAs(dealer, DEMO_USERS.ola);
      await dealer.goto(`/shop/product/${TRANSLATED}`);
      await expect(dealer.getByRole('heading', { level: 1, name: text })).toBeVisible();
      await dealer.goto(`/shop/product/${WITHDRAWN}`);
      await expect(dealer.getByText(t('no', 'shop.inactive-title'))).toBeVisible();
      await expect(dealer.getByRole('button', { name: t('no', 'shop.add-to-cart') })).toHaveCount(0);
      await expectAccessible(dealer);
    } finally {
      await dealer.close();
      // Back on sale for the next run.
      await onSale.check();
      await save(page);
    }
  });
});

test.describe('configurator campaigns', () => {
  test('marketing plans a campaign for next year and removes it again', async ({ page }) => {
    const name = `Vinterkampanj ${Date.now() % 100_000}`;
    const year = new Date().getFullYear() + 1;
    await signInToBackOffice(page, 'marketing@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.cpq-campaigns'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'cpq-campaigns.title') })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: tb('sv', 'cpq-campaigns.add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: tb('sv', 'cpq-campaigns.field.campaign-id') }).fill('E2E-VINTER');
    await dialog.getByRole('textbox', { name: tb('sv', 'cpq-campaigns.field.name') }).fill(name);
    await dialog.getByRole('textbox', { name: tb('sv', 'cpq-campaigns.field.pattern') }).fill('NF-OSLO-%');
    await dialog.getByRole('textbox', { name: tb('sv', 'cpq-campaigns.field.percent') }).fill('15');
    // The last day before the first is refused before anything is sent.
    await dialog.getByLabel(tb('sv', 'cpq-campaigns.field.valid-from')).fill(`${year}-01-31`);
    await dialog.getByLabel(tb('sv', 'cpq-campaigns.field.valid-to')).fill(`${year}-01-01`);
    await dialog.getByRole('button', { name: tb('sv', 'cpq-campaigns.save') }).click();
    await expect(dialog.getByText(tb('sv', 'cpq-campaigns.validation.order'))).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel(tb('sv', 'cpq-campaigns.field.valid-from')).fill(`${year}-01-01`);
    await dialog.getByLabel(tb('sv', 'cpq-campaigns.field.valid-to')).fill(`${year}-01-31`);
    await dialog.getByRole('button', { name: tb('sv', 'cpq-campaigns.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: tb('sv', 'cpq-campaigns.saved', { name }) })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(tb('sv', 'cpq-campaigns.status.upcoming'));

    await row.getByRole('button', { name: tb('sv', 'cpq-campaigns.delete-for', { name }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: tb('sv', 'cpq-campaigns.delete'), exact: true })
      .click();
    await expect(page.getByRole('status').filter({ hasText: tb('sv', 'cpq-campaigns.deleted', { name }) })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
