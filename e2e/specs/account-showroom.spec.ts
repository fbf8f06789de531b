import { expect, test, type Page } from '@playwright/test';
import { t } from '../helpers/i18n';
import { DEMO_USERS, expectAccessible, signInAs } from '../helpers/portal';

// Mia (customer 40001, English) is used by no other spec, so these can run in parallel with them.
const mia = DEMO_USERS.mia;
const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function box(page: Page, titleKey: string) {
  const title = en(titleKey);
  const region = page.getByRole('region', { name: title });
  return {
    region,
    edit: region.getByRole('button', { name: en('account.edit-label', { box: title }) }),
    cancel: region.getByRole('button', { name: en('account.cancel-label', { box: title }) }),
    submit: region.getByRole('button', { name: en('account.submit-label', { box: title }) }),
    field: (labelKey: string) => region.getByRole('textbox', { name: en(labelKey), exact: true }),
    error: (kind: string, labelKey: string) => region.getByText(en(`account.validation.${kind}`, { field: en(labelKey) })),
  };
}

test.describe('account, campaign and showroom', () => {
  test('edit the company contact and see it after a reload; the user details validate and cancel', async ({ page }) => {
    await signInAs(page, mia);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: en('account.title') })).toBeVisible();
    for (const key of ['account.user.title', 'account.postal.title', 'account.visiting.title', 'account.company.title']) {
      await expect(page.getByRole('region', { name: en(key) })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: en('account.visiting.title') })).toContainText('Hatanpään valtatie 34');
    await expectAccessible(page);

    // User details: every field is required, Cancel brings the loaded values back.
    const user = box(page, 'account.user.title');
    await user.edit.click();
    const mobile = user.field('account.user.mobilephone');
    await expect(user.field('account.user.email')).toBeFocused();
    const mobileBefore = await mobile.inputValue();
    // The sign-in address changes only through the link sent to a new one.
    await expect(user.field('account.user.email')).not.toBeEditable();
    await mobile.fill('');
    await user.field('account.user.firstname').fill('');
    await user.submit.click();
    await expect(user.error('required', 'account.user.firstname')).toBeVisible();
    await expect(user.error('required', 'account.user.mobilephone')).toBeVisible();
    await expect(user.field('account.user.firstname')).toBeFocused();
    await expectAccessible(page);
    await user.cancel.click();
    await expect(user.edit).toBeFocused();
    await expect(user.region).toContainText(mia.email);
    await expect(user.region).toContainText(mobileBefore);

    // A saved name shows in the header at once, not only after the next sign-in.
    await user.edit.click();
    const firstname = await user.field('account.user.firstname').inputValue();
    const lastname = user.field('account.user.lastname');
    const lastBefore = await lastname.inputValue();
    const menuOf = (name: string) => page.getByRole('button', { name: en('header.user-menu', { name }) });
    await lastname.fill(`${lastBefore}-Koski`);
    await user.submit.click();
    await expect(menuOf(`${firstname} ${lastBefore}-Koski`)).toBeVisible();
    await user.edit.click();
    await lastname.fill(lastBefore);
    await user.submit.click();
    await expect(menuOf(`${firstname} ${lastBefore}`)).toBeVisible();

    // Company contact: a real save.
    const company = box(page, 'account.company.title');
    await company.edit.click();
    const storeName = company.field('account.company.common-name');
    await storeName.fill(' ');
    await company.submit.click();
    await expect(company.error('required', 'account.company.common-name')).toBeVisible();
    await expect(storeName).toBeFocused();

    const newName = `Takkatalo Tampere ${Date.now().toString(36)}`;
    await storeName.fill(newName);
    await company.field('account.company.phone').fill('03 212 4400');
    await company.field('account.company.email').fill('tilaukset@takkatalo-tampere.test');
    await company.field('account.company.website').fill('https://www.takkatalo-tampere.test');
    await company.submit.click();
    await expect(company.edit).toBeVisible();
    await expect(company.region.getByRole('status')).toHaveText(en('account.saved'));
    await expect(company.region).toContainText(newName);

    await page.reload();
    const reloaded = box(page, 'account.company.title');
    await expect(reloaded.region).toContainText(newName);
    await expect(reloaded.region).toContainText('tilaukset@takkatalo-tampere.test');
    await expect(reloaded.region).toContainText('https://www.takkatalo-tampere.test');
  });

  test('sign up for this year’s campaign', async ({ page }) => {
    await signInAs(page, mia);
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: en('campaigns.title') })).toBeVisible();
    const signUp = page.getByRole('button', { name: en('campaigns.sign-up.button') });
    const thanks = page.getByRole('heading', { level: 2, name: en('campaigns.thanks.title') });
    await expect(signUp.or(thanks)).toBeVisible();
    // The run shares one database; a retry finds the first attempt's sign-up already stored.
    if (await signUp.isVisible()) {
      await expect(page.getByRole('heading', { level: 2, name: en('campaigns.sign-up.title') })).toBeVisible();
      await expectAccessible(page);
      await signUp.click();
      await expect(thanks).toBeFocused();
    }
    await expect(thanks).toBeVisible();
    await expect(page.getByText(en('campaigns.thanks.text'))).toBeVisible();

    await page.reload();
    await expect(thanks).toBeVisible();
    await expect(signUp).toHaveCount(0);
    await expectAccessible(page);
  });

  test('add a product to the showroom, toggle its live display and delete it', async ({ page }) => {
    await signInAs(page, mia);
    await page.goto('/my-pages/add-products');
    await expect(page.getByRole('heading', { level: 1, name: en('showroom.add-page.title') })).toBeVisible();

    const series = page.getByRole('button', { name: 'Narvik', exact: true });
    await expect(series).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);
    await series.click();
    await expect(series).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Narvik' });

    // The first stove of the series that is not on display yet.
    const addPrefix = `${en('showroom.add-page.add-label', { name: '' })}`;
    const add = panel.getByRole('button', { name: new RegExp(`^${escapeRegExp(addPrefix)}`) }).first();
    await expect(add).toBeVisible();
    const name = (await add.getAttribute('aria-label'))!.slice(addPrefix.length);
    expect(name).toMatch(/^Glödhus Narvik /);

    // Held back a moment so the loading state can be seen.
    await page.route(
      (url) => url.pathname === '/api/product/addProductToStore',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      },
    );
    await add.click();
    await expect(panel.getByRole('button', { name: en('showroom.add-page.adding-label', { name }) })).toHaveAttribute('aria-busy', 'true');
    const inShowroom = panel.getByRole('button', { name: en('showroom.add-page.in-showroom-label', { name }) });
    await expect(inShowroom).toHaveAttribute('aria-disabled', 'true');
    await expect(inShowroom).toBeFocused();
    await expectAccessible(page);

    await page.getByRole('link', { name: en('showroom.add-page.to-showroom') }).click();
    await expect(page.getByRole('heading', { level: 1, name: en('showroom.title') })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    const live = row.getByRole('switch', { name: en('showroom.live-label', { name }) });
    await expect(live).not.toBeChecked();
    await expectAccessible(page);
    // On a phone the table scrolls sideways: a named region a keyboard reaches and scrolls.
    await page.setViewportSize({ width: 375, height: 800 });
    const region = page.getByRole('region', { name: new RegExp(`${escapeRegExp(en('table.scroll', { label: '' }))}$`) });
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    // By keyboard, as the switch is drawn over a hidden checkbox.
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/product/updatecombustible');
    await live.focus();
    await page.keyboard.press('Space');
    await expect(live).toBeChecked();
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('switch', { name: en('showroom.live-label', { name }) }),
    ).toBeChecked();

    await page.getByRole('button', { name: en('showroom.remove-label', { name }) }).click();
    const dialog = page.getByRole('dialog', { name: en('showroom.remove-dialog.title') });
    await expect(dialog).toContainText(en('showroom.remove-dialog.text', { name }));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: en('showroom.remove-dialog.keep') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

    await page.getByRole('button', { name: en('showroom.remove-label', { name }) }).click();
    await dialog.getByRole('button', { name: en('showroom.remove-dialog.confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: en('showroom.title') })).toBeVisible();
    // Mia reads the catalogue in English, the language of her market.
    await expect(page.getByRole('row').filter({ hasText: 'Glödhus Tampere 7 stove, black' })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
