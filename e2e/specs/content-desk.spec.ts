import { expect, test } from '@playwright/test';
import { tb } from '../helpers/i18n';
import { closeFlaggedNewsWhenShown, DEMO_USERS, expectAccessible, signInAs, signInToBackOffice } from '../helpers/portal';

// A 1×1 PNG: what the server checks is the file's bytes, not its name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test.describe('content desk', () => {
  test('marketing publishes an article with a picture for market no: Ola reads it, Anna never sees it', async ({ page, browser }) => {
    const title = `Nye peisovner ${Date.now()}`;
    await signInToBackOffice(page, 'marketing@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.news'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'content-desk.title') })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: tb('sv', 'content-desk.title') })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: tb('sv', 'content-desk.new') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'content-desk.new') })).toBeVisible();

    // Saving an empty article names what is missing.
    await page.getByRole('button', { name: tb('sv', 'content-desk.editor.save') }).click();
    await expect(page.getByRole('textbox', { name: tb('sv', 'content-desk.editor.title-field') })).toBeFocused();
    await expect(page.getByText(tb('sv', 'content-desk.validation.required')).first()).toBeVisible();

    await page.getByRole('textbox', { name: tb('sv', 'content-desk.editor.title-field') }).fill(title);
    await page.getByRole('textbox', { name: tb('sv', 'content-desk.editor.abstract') }).fill('Tre nye modeller er klare for levering.');
    const text = page.getByRole('textbox', { name: tb('sv', 'content-desk.editor.content'), exact: true });
    await text.click();
    await page.getByRole('button', { name: tb('sv', 'editor.bold') }).click();
    await text.pressSequentially('Vinterens nyheter');
    await expect(page.getByRole('button', { name: tb('sv', 'editor.bold') })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('combobox', { name: tb('sv', 'content-desk.column.market') }).click();
    await page.getByRole('option', { name: tb('sv', 'markets.no') }).click();
    await page.getByRole('combobox', { name: tb('sv', 'content-desk.column.language') }).click();
    await page.getByRole('option', { name: tb('sv', 'content-desk.language.no') }).click();
    // The segmented control's options are labelled radios; the label is what a person clicks.
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${tb('sv', 'content-desk.status.published')}$`) })
      .click();
    await expect(page.getByRole('radio', { name: tb('sv', 'content-desk.status.published') })).toBeChecked();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: tb('sv', 'content-desk.picture.upload') }).click();
    await (await chooser).setFiles({ name: 'vinter.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: tb('sv', 'content-desk.picture.alt') })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: tb('sv', 'content-desk.editor.save') }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'content-desk.editor.heading', { title }) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: tb('sv', 'content-desk.editor.saved') })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/news\/[\w-]+$/);

    // Ola, in Norway, reads it with its picture and bold text; Anna, in Sweden, does not see it.
    const ola = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await closeFlaggedNewsWhenShown(ola);
    await signInAs(ola, DEMO_USERS.ola);
    await ola.goto('/news');
    await ola.getByRole('link', { name: title }).click();
    await expect(ola.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(ola.locator('strong', { hasText: 'Vinterens nyheter' })).toBeVisible();
    await ola.context().close();

    const anna = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await closeFlaggedNewsWhenShown(anna);
    await signInAs(anna, DEMO_USERS.anna);
    await anna.goto('/news');
    await expect(anna.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(anna.getByText(title)).toHaveCount(0);
    await anna.context().close();
  });

  test('marketing uploads a document to the Norwegian manuals, renames it, and a bad file is refused', async ({ page }) => {
    const name = `Monteringsanvisning ${Date.now()}`;
    await signInToBackOffice(page, 'marketing@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.media'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'content-desk.files.title') })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: tb('sv', 'content-desk.files.upload') }).click();
    const dialog = page.getByRole('dialog', { name: tb('sv', 'content-desk.files.upload') });
    const chooseFile = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: tb('sv', 'content-desk.files.file'), exact: true }).click();
      await (await chooser).setFiles(file);
    };
    // Text dressed as a PDF: the server reads the bytes and refuses it.
    await chooseFile({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
    await dialog.getByRole('combobox', { name: tb('sv', 'content-desk.files.kind') }).click();
    await page.getByRole('option', { name: tb('sv', 'content-desk.kind.iav') }).click();
    await dialog.getByRole('textbox', { name: tb('sv', 'content-desk.files.name') }).fill(name);
    await dialog.getByRole('textbox', { name: tb('sv', 'content-desk.files.folder') }).fill('Montering');
    await dialog.getByRole('combobox', { name: tb('sv', 'content-desk.column.market') }).click();
    await page.getByRole('option', { name: tb('sv', 'markets.no') }).click();
    await dialog.getByRole('button', { name: tb('sv', 'content-desk.files.upload') }).click();
    await expect(dialog.getByText(tb('sv', 'content-desk.validation.file-type'))).toBeVisible();
    await expectAccessible(page);

    await chooseFile({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: tb('sv', 'content-desk.files.upload') }).click();
    await expect(page.getByRole('status').filter({ hasText: tb('sv', 'content-desk.files.uploaded', { name }) })).toBeVisible();

    await page.getByRole('textbox', { name: tb('sv', 'content-desk.search') }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(tb('sv', 'content-desk.kind.iav'));
    await row.getByRole('button', { name: tb('sv', 'content-desk.files.edit-for', { name }) }).click();
    const edit = page.getByRole('dialog', { name: tb('sv', 'content-desk.files.edit-title', { name }) });
    await edit.getByRole('textbox', { name: tb('sv', 'content-desk.files.name') }).fill(`${name} (2027)`);
    await edit.getByRole('button', { name: tb('sv', 'content-desk.files.save') }).click();
    await expect(page.getByRole('row').filter({ hasText: `${name} (2027)` })).toBeVisible();
  });

  test('marketing gives Norway its own customer-service address, which Ola reads on the contact page', async ({ page, browser }) => {
    const address = `kundeservice.${Date.now()}@manufacturer.test`;
    await signInToBackOffice(page, 'marketing@manufacturer.test');
    await page.getByRole('link', { name: tb('sv', 'menu.contact-texts'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: tb('sv', 'contact-texts.title') })).toBeVisible();
    await page.getByRole('tab', { name: tb('sv', 'markets.no') }).click();
    const field = (department: string) =>
      page.getByRole('textbox', {
        name: tb('sv', 'contact-texts.field', {
          department: tb('sv', `contact-texts.department.${department}`),
          kind: tb('sv', 'contact-texts.kind.email'),
        }),
      });
    await field('customer-service').fill('not an address');
    await page.getByRole('button', { name: tb('sv', 'contact-texts.save') }).click();
    await expect(page.getByText(tb('sv', 'contact-texts.invalid-email'))).toBeVisible();
    await expectAccessible(page);
    await field('customer-service').fill(address);
    await page.getByRole('button', { name: tb('sv', 'contact-texts.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: tb('sv', 'contact-texts.saved') })).toBeVisible();

    const ola = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await closeFlaggedNewsWhenShown(ola);
    await signInAs(ola, DEMO_USERS.ola);
    await ola.goto('/contact');
    await expect(ola.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
    await ola.context().close();
  });
});
