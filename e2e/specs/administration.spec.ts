import { expect, test } from '@playwright/test';
import { tb } from '../helpers/i18n';
import { expectAccessible, expectNoSidewaysScrollOnPhone, signInToBackOffice } from '../helpers/portal';

test.describe('back-office administration', () => {
  test('the back-office admin adds a staff member, changes the roles, and finds both changes in the audit log', async ({ page }) => {
    const email = `lena.${Date.now()}@manufacturer.test`;
    await signInToBackOffice(page, 'backoffice@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.staff'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'staff-admin.title') })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: tb('sv', 'staff-admin.title') })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: tb('sv', 'staff-admin.add') }).click();
    const dialog = page.getByRole('dialog', { name: tb('sv', 'staff-admin.add') });
    await dialog.getByRole('textbox', { name: tb('sv', 'staff-admin.email') }).fill(email);
    await dialog.getByRole('textbox', { name: tb('sv', 'staff-admin.first-name') }).fill('Lena');
    await dialog.getByRole('textbox', { name: tb('sv', 'staff-admin.last-name') }).fill('Holm');
    // No role yet: the contract's rule speaks.
    await dialog.getByRole('button', { name: tb('sv', 'staff-admin.create') }).click();
    await expect(dialog.getByText(tb('sv', 'staff-admin.validation.roles'))).toBeVisible();
    await dialog.getByRole('checkbox', { name: tb('sv', 'roles.marketing') }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: tb('sv', 'staff-admin.create') }).click();
    await expect(page.getByRole('textbox', { name: tb('sv', 'invitation-link.link') })).toHaveValue(/\/invitation\/[\w-]{20,}$/);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(tb('sv', 'staff-admin.invited'));

    await row.getByRole('button', { name: tb('sv', 'staff-admin.edit-for', { name: 'Lena Holm' }) }).click();
    const edit = page.getByRole('dialog', { name: tb('sv', 'staff-admin.edit-title', { name: 'Lena Holm' }) });
    await edit.getByRole('checkbox', { name: tb('sv', 'roles.customer-service') }).check();
    await edit.getByRole('button', { name: tb('sv', 'staff-admin.save') }).click();
    await expect(row).toContainText(tb('sv', 'roles.customer-service'));

    await page.getByRole('link', { name: tb('sv', 'menu.audit-log'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'audit.title') })).toBeVisible();
    await page.getByRole('combobox', { name: tb('sv', 'audit.object-type') }).click();
    await page.getByRole('option', { name: tb('sv', 'audit.object.staff') }).click();
    const log = page.getByRole('table', { name: tb('sv', 'audit.title') });
    await expect(log.getByRole('row').nth(1)).toContainText(tb('sv', 'audit.action.staff.update'));
    await expect(log.getByRole('row').nth(2)).toContainText(tb('sv', 'audit.action.staff.create'));
    await expectAccessible(page);
    await log.getByRole('row').nth(1).getByRole('button').click();
    const change = page.getByRole('dialog', { name: tb('sv', 'audit.action.staff.update') });
    await expect(change.getByRole('row').filter({ hasText: 'roles' })).toContainText('customer-service');
    await expectAccessible(page);
    // On a phone the values' table scrolls sideways, in a region the keyboard reaches.
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSidewaysScrollOnPhone(page);
    await expectAccessible(page);
  });
});
