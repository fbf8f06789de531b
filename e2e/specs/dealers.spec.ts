import { expect, test } from '@playwright/test';
import { t, tb } from '../helpers/i18n';
import { expectAccessible, signInToBackOffice } from '../helpers/portal';
import { mailedInvitationLink } from '../helpers/mail';

test.describe('dealers and users', () => {
  test('sales administration invites a user of dealer 10001, whose link sets a password that signs in to the portal', async ({
    page,
    browser,
  }) => {
    const email = `karin.${Date.now()}@reseller-se.test`;
    await signInToBackOffice(page, 'sales@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.dealers'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'dealers.title') })).toBeVisible();
    await page.getByRole('textbox', { name: tb('sv', 'dealers.search') }).fill('10001');
    const table = page.getByRole('table', { name: tb('sv', 'dealers.title') });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectAccessible(page);
    await table.getByRole('link', { name: '10001', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /\(10001\)$/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: tb('sv', 'dealers.users.invite') }).click();
    const dialog = page.getByRole('dialog', { name: tb('sv', 'dealers.users.invite-title', { customerNumber: '10001' }) });
    // The contract's rules speak before anything is sent.
    await dialog.getByRole('button', { name: tb('sv', 'invite-user.send') }).click();
    await expect(dialog.getByText(tb('sv', 'form.required')).first()).toBeVisible();
    await dialog.getByRole('textbox', { name: tb('sv', 'invite-user.email') }).fill(email);
    await dialog.getByRole('textbox', { name: tb('sv', 'invite-user.first-name') }).fill('Karin');
    await dialog.getByRole('textbox', { name: tb('sv', 'invite-user.last-name') }).fill('Ek');
    await dialog.getByRole('button', { name: tb('sv', 'invite-user.send') }).click();
    // The answer names the address only; the link goes by e-mail.
    await expect(dialog.getByRole('status')).toContainText(tb('sv', 'invite-user.sent-title', { email }));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: tb('sv', 'invite-user.done') }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('combobox', { name: tb('sv', 'dealers.users.level-of', { name: 'Karin Ek' }) })).toHaveValue('Reseller');
    await expect(row.getByRole('button', { name: tb('sv', 'dealers.users.new-link-for', { name: 'Karin Ek' }) })).toBeVisible();

    // The new user sets a password through the link in the e-mail and signs in to the dealer portal.
    const link = await mailedInvitationLink(email);
    const other = await browser.newContext({ locale: 'sv-SE' });
    const user = await other.newPage();
    await user.goto(new URL(link).pathname);
    await expect(user.getByText(email)).toBeVisible();
    await user.getByRole('textbox', { name: t('sv', 'invitation.password'), exact: true }).fill('Rökgång-2026!');
    await user.getByRole('textbox', { name: t('sv', 'invitation.confirm'), exact: true }).fill('Rökgång-2026!');
    await user.getByRole('button', { name: t('sv', 'invitation.submit') }).click();
    await expect(user.getByText(t('sv', 'invitation.done'))).toBeVisible();
    await user.getByRole('button', { name: t('sv', 'login.button') }).click();
    await user.getByRole('textbox', { name: t('sv', 'idp.password'), exact: true }).fill('Rökgång-2026!');
    await user.getByRole('button', { name: t('sv', 'idp.submit') }).click();
    await expect(user.getByRole('heading', { level: 1, name: t('sv', 'home.welcome', { name: 'Karin' }) })).toBeVisible();
    await other.close();

    // Signed up, the user signs in; deactivated, the row says so.
    await page.reload();
    await expect(row.getByText(tb('sv', 'dealers.users.active'))).toBeVisible();

    // The dealer's activity shows the sign-in; a note about a call joins it at the top.
    const activity = page.getByRole('region', { name: tb('sv', 'dealers.activity.title') });
    await expect(activity.getByText(tb('sv', 'dealers.activity.item.sign-in', { title: email }))).toBeVisible();
    const note = `Ringde om vårkampanjen ${Date.now()}.`;
    await activity.getByRole('textbox', { name: tb('sv', 'dealers.activity.note.label') }).fill(note);
    await activity.getByRole('button', { name: tb('sv', 'dealers.activity.note.add') }).click();
    await expect(activity.getByRole('status')).toContainText(tb('sv', 'dealers.activity.note.added'));
    await expect(
      activity
        .getByRole('list', { name: tb('sv', 'dealers.activity.title') })
        .getByRole('listitem')
        .first(),
    ).toContainText(note);
    await expectAccessible(page);
    await row.getByRole('button', { name: tb('sv', 'dealers.users.deactivate-user', { name: 'Karin Ek' }) }).click();
    await expect(row.getByText(tb('sv', 'dealers.users.inactive'))).toBeVisible();
  });

  test('sales administration adds a Norwegian dealer; a number already taken is refused on its field', async ({ page }) => {
    const number = String(90_000 + Math.floor(Math.random() * 9_999));
    await signInToBackOffice(page, 'sales@manufacturer.test');
    await page.goto('/backoffice/dealers/new');
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'dealers.new') })).toBeVisible();
    await expectAccessible(page);

    const numberField = page.getByRole('textbox', { name: tb('sv', 'dealers.column.number') });
    await numberField.fill('10001');
    await page.getByRole('textbox', { name: tb('sv', 'dealers.column.name'), exact: true }).fill('Varme og Peis AS');
    await page.getByRole('combobox', { name: tb('sv', 'dealers.column.market') }).click();
    await page.getByRole('option', { name: tb('sv', 'markets.no') }).click();
    const postal = page.getByRole('group', { name: tb('sv', 'dealers.form.postal') });
    await postal.getByRole('textbox', { name: tb('sv', 'dealers.form.line1') }).fill('Storgata 12');
    await postal.getByRole('textbox', { name: tb('sv', 'dealers.form.postal-code') }).fill('0155');
    await postal.getByRole('textbox', { name: tb('sv', 'dealers.form.city') }).fill('Oslo');
    await page.getByRole('button', { name: tb('sv', 'dealers.form.create') }).click();
    await expect(page.getByText(tb('sv', 'dealers.form.number-in-use'))).toBeVisible();
    await expect(numberField).toBeFocused();

    await numberField.fill(number);
    await page.getByRole('button', { name: tb('sv', 'dealers.form.create') }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Varme og Peis AS (${number})` })).toBeVisible();
    await expect(page.getByText(tb('sv', 'dealers.form.currency', { currency: 'NOK' }))).toBeVisible();
    await expect(page.getByText(tb('sv', 'dealers.users.none'))).toBeVisible();
    await expectAccessible(page);
  });
});
