import { expect, test } from '@playwright/test';
import { t } from '../helpers/i18n';
import { DEMO_USERS, expectAccessible, signInAs } from '../helpers/portal';
import { mailedInvitationLink } from '../helpers/mail';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);

test.describe('invitations', () => {
  test("a dealer's Portal Admin invites a colleague, whose link sets a password that signs in", async ({ page, browser }) => {
    await signInAs(page, DEMO_USERS.admin);
    await page.goto('/user-admin');
    await page.getByRole('button', { name: sv('users.invite.open') }).click();
    const dialog = page.getByRole('dialog', { name: sv('users.invite.title') });

    // Sent empty, the contract's rules mark the fields.
    await dialog.getByRole('button', { name: sv('invite-user.send') }).click();
    await expect(dialog.getByText(sv('form.required')).first()).toBeVisible();
    await dialog.getByRole('textbox', { name: sv('invite-user.email') }).fill('nils.berg@reseller-se.test');
    await dialog.getByRole('textbox', { name: sv('invite-user.first-name') }).fill('Nils');
    await dialog.getByRole('textbox', { name: sv('invite-user.last-name') }).fill('Berg');
    await dialog.getByRole('button', { name: sv('invite-user.send') }).click();
    // The answer names the address only; the link goes by e-mail.
    await expect(dialog.getByRole('status')).toContainText(sv('invite-user.sent-title', { email: 'nils.berg@reseller-se.test' }));
    await expect(dialog.getByRole('textbox', { name: sv('invitation-link.link') })).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: sv('invite-user.done') }).click();
    const row = page.getByRole('row').filter({ hasText: 'nils.berg@reseller-se.test' });
    await expect(row.getByText(sv('users.status.invited'))).toBeVisible();

    // The colleague, on another computer: the link from the invitation e-mail, a password, then the ordinary sign-in.
    const link = await mailedInvitationLink('nils.berg@reseller-se.test');
    const other = await browser.newContext({ locale: 'sv-SE' });
    const colleague = await other.newPage();
    await colleague.goto(new URL(link).pathname);
    await expect(colleague.getByRole('heading', { name: sv('invitation.title') })).toBeVisible();
    await expect(colleague.getByText('nils.berg@reseller-se.test')).toBeVisible();
    await expect(colleague.locator('html')).toHaveAttribute('lang', 'sv');
    await colleague.getByRole('textbox', { name: sv('invitation.password'), exact: true }).fill('Kakelugn-2026!');
    await colleague.getByRole('textbox', { name: sv('invitation.confirm'), exact: true }).fill('Kakelugn-2026?');
    await colleague.getByRole('button', { name: sv('invitation.submit') }).click();
    await expect(colleague.getByText(sv('invitation.mismatch'))).toBeVisible();
    await expectAccessible(colleague);
    await colleague.getByRole('textbox', { name: sv('invitation.confirm'), exact: true }).fill('Kakelugn-2026!');
    await colleague.getByRole('button', { name: sv('invitation.submit') }).click();
    await expect(colleague.getByText(sv('invitation.done'))).toBeVisible();
    await colleague.getByRole('button', { name: sv('login.button') }).click();
    await expect(colleague.getByRole('heading', { name: sv('idp.title') })).toBeVisible();
    await expect(colleague.getByRole('textbox', { name: sv('idp.username') })).toHaveValue('nils.berg@reseller-se.test');
    await colleague.getByRole('textbox', { name: sv('idp.password'), exact: true }).fill('Kakelugn-2026!');
    await colleague.getByRole('button', { name: sv('idp.submit') }).click();
    await expect(colleague.getByRole('heading', { level: 1, name: sv('home.welcome', { name: 'Nils' }) })).toBeVisible();

    // Used once: the link now says so.
    await colleague.goto(new URL(link).pathname);
    await expect(colleague.getByText(sv('invitation.invalid'))).toBeVisible();
    await other.close();

    // Once signed up the colleague is no longer "invited"; deactivated, the row says so.
    await page.reload();
    await expect(row.getByText(sv('users.status.invited'))).toHaveCount(0);
    await row.getByRole('button', { name: sv('users.action.deactivate-for', { name: 'Nils Berg' }) }).click();
    await expect(row.getByText(sv('users.status.deactivated'))).toBeVisible();
    await expectAccessible(page);
  });
});
