import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { t, tb } from '../helpers/i18n';
import { closeFlaggedNewsWhenShown, DEMO_USERS, expectAccessible, signInAs, signInToBackOffice } from '../helpers/portal';

test.describe('campaign desk', () => {
  test('marketing writes the Norwegian campaign texts, Ola reads them, and the sign-ups export as CSV', async ({ page, browser }) => {
    const stamp = Date.now();
    const texts = {
      signupTitle: `Bli med i vinterkampanjen ${stamp}`,
      signupText: 'Kampanjepriser på utvalgte ovner.',
      thanksTitle: `Takk for påmeldingen ${stamp}`,
      thanksText: 'Selgeren din tar kontakt.',
    };
    await signInToBackOffice(page, 'marketing@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.campaign'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'campaign-desk.title') })).toBeVisible();
    await page.getByRole('textbox', { name: tb('sv', 'campaign-desk.name') }).fill('Vinterkampanjen');
    await page.getByRole('tab', { name: tb('sv', 'campaign-desk.language.no') }).click();
    const panel = page.getByRole('tabpanel', { name: tb('sv', 'campaign-desk.language.no') });
    // One text written, three missing: the form says which.
    await panel.getByRole('textbox', { name: tb('sv', 'campaign-desk.signup-title') }).fill(texts.signupTitle);
    await page.getByRole('button', { name: tb('sv', 'campaign-desk.save') }).click();
    await expect(panel.getByText(tb('sv', 'campaign-desk.validation.required')).first()).toBeVisible();
    await expectAccessible(page);
    await panel.getByRole('textbox', { name: tb('sv', 'campaign-desk.signup-text') }).fill(texts.signupText);
    await panel.getByRole('textbox', { name: tb('sv', 'campaign-desk.thanks-title') }).fill(texts.thanksTitle);
    await panel.getByRole('textbox', { name: tb('sv', 'campaign-desk.thanks-text') }).fill(texts.thanksText);
    await page.getByRole('button', { name: tb('sv', 'campaign-desk.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: tb('sv', 'campaign-desk.saved') })).toBeVisible();

    const ola = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await closeFlaggedNewsWhenShown(ola);
    await signInAs(ola, DEMO_USERS.ola);
    await ola.goto('/campaigns');
    await expect(ola.getByRole('heading', { level: 2, name: new RegExp(`^(${texts.signupTitle}|${texts.thanksTitle})$`) })).toBeVisible();
    // Signed up (now, or by an earlier run on the same database), Ola reads marketing's thank-you.
    const button = ola.getByRole('button', { name: t('no', 'campaigns.sign-up.button') });
    if (await button.isVisible()) await button.click();
    await expect(ola.getByRole('heading', { level: 2, name: texts.thanksTitle })).toBeVisible();
    await ola.context().close();
    await page.reload();

    const signups = page.getByRole('region', {
      name: new RegExp(`^${tb('sv', 'campaign-desk.signups-title', { count: 0 }).replace('0', '\\d+')}$`),
    });
    await expect(signups).toBeVisible();
    await expect(signups.getByRole('row').filter({ hasText: '20001' })).toBeVisible();
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: tb('sv', 'campaign-desk.export') }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.startsWith(`\uFEFF${tb('sv', 'campaign-desk.column.number')},`)).toBe(true);
    expect(csv).toContain('20001,Peisheim Bergen AS,');
  });
});
