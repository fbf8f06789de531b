import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { t } from '../helpers/i18n';
import { DEMO_USERS, expectAccessible, signInAs } from '../helpers/portal';

const sv = (key: string, values?: Record<string, string | number>) => t('sv', key, values);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG of one colour. */
function png(rgb: [number, number, number], width = 24, height = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of noise, which does not compress: a stand-in for a phone photo of several megabytes. */
function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  // Each row: filter byte 0, then random pixels.
  const rows = Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows), { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Chooses files through the visible button, as a keyboard or mouse user would. */
async function chooseFiles(page: Page, buttonName: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await (await chooser).setFiles(files);
}

/**
 * From the order history's create-complaint links, the first delivered order with an article
 * that needs a serial number: link → prefilled search → the form with that order's articles.
 */
async function openFormForOrderWithSerial(page: Page): Promise<string> {
  const linkName = new RegExp(`^${escape(sv('orders.action.complaint-label', { number: '000000' })).replace('000000', '(\\d{6})')}$`);
  await page.goto('/order-history');
  const links = page.getByRole('link', { name: linkName });
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  for (let i = 0; i < count; i++) {
    if (i > 0) await page.goto('/order-history');
    const link = page.getByRole('link', { name: linkName }).nth(i);
    const orderNumber = linkName.exec((await link.getAttribute('aria-label')) ?? '')![1]!;
    await link.click();

    await expect(page.getByRole('heading', { level: 1, name: sv('menu.complaints-new') })).toBeVisible();
    const search = page.getByRole('textbox', { name: sv('complaints.search.label') });
    await expect(search).toHaveValue(orderNumber);
    if (i === 0) await expectAccessible(page);
    const lookup = page.waitForResponse((r) => r.url().includes('/api/complaint/order?'));
    await page.getByRole('button', { name: sv('complaints.search.button'), exact: true }).click();
    expect((await lookup).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: sv('complaints.form.title', { number: orderNumber }) })).toBeVisible();
    if (
      (await page
        .getByRole('row')
        .filter({ hasText: sv('complaints.form.serial-required') })
        .count()) > 0
    )
      return orderNumber;
  }
  throw new Error('No delivered order with a serial-numbered article in the order history');
}

test.describe('complaints', () => {
  test('create a complaint from the order history, then add a note and a PDF to it', async ({ page }) => {
    await signInAs(page, DEMO_USERS.anna);
    await openFormForOrderWithSerial(page);

    // A quantity above the delivered one says so as soon as its field is left, and the message goes once it is right.
    const stoveRow = page
      .getByRole('row')
      .filter({ hasText: sv('complaints.form.serial-required') })
      .first();
    const tooMany = page.getByText(sv('complaints.form.quantity-max', { max: 1 }), { exact: true });
    await stoveRow.getByRole('textbox').fill('5');
    await stoveRow.getByRole('textbox').press('Tab');
    await expect(tooMany).toBeVisible();
    await expect(stoveRow.getByRole('textbox')).toHaveValue('5');
    await stoveRow.getByRole('textbox').fill('0');
    await expect(tooMany).toHaveCount(0);

    // Sending the empty form shows the rules at once.
    await page.getByRole('button', { name: sv('complaints.form.send') }).click();
    await expect(page.getByRole('alert').filter({ hasText: sv('complaints.form.fix-errors') })).toBeVisible();
    await expect(page.getByText(sv('complaints.no-articles-error'))).toBeVisible();
    await expectAccessible(page);

    await stoveRow.getByRole('textbox').fill('1');
    const serial = page.getByRole('combobox', { name: sv('complaints.form.serial-number') });
    await expect(serial).toBeVisible();
    await serial.selectOption({ index: 1 });
    await page.getByRole('radio', { name: sv('complaints.type.transport-damage') }).check();
    await page.getByRole('textbox', { name: sv('complaints.form.description') }).fill('E2E: the side glass was cracked on arrival.');
    await page.getByRole('textbox', { name: sv('complaints.form.order-mark'), exact: true }).fill('E2E Villa Ek');
    await chooseFiles(page, sv('complaints.files.add-images'), [
      { name: 'glass-front.png', mimeType: 'image/png', buffer: png([200, 60, 40]) },
      { name: 'pallet.png', mimeType: 'image/png', buffer: png([40, 90, 200]) },
    ]);
    const chosen = page.getByRole('list', { name: sv('complaints.files.chosen') });
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(sv('complaints.files.count', { chosen: 2, max: 4 }))).toBeVisible();
    await expectAccessible(page);

    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/complaint' && r.request().method() === 'POST');
    await page.getByRole('button', { name: sv('complaints.form.send') }).click();
    const response = await created;
    expect(response.status()).toBe(200);
    const incident = (await response.json()) as { incidentid: string; ed_casenumber: string };
    const number = incident.ed_casenumber;
    await expect(page.getByRole('heading', { level: 2, name: sv('complaints.done.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: sv('complaints.done.another') })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: sv('complaints.done.open', { number }) }).click();
    await expect(page).toHaveURL(new RegExp(`/complaint/${incident.incidentid}$`));
    await expect(page.getByRole('heading', { level: 1, name: sv('complaints.detail.title', { number }) })).toBeVisible();
    await expect(page.getByText('E2E: the side glass was cracked on arrival.')).toBeVisible();
    await expect(page.getByText(sv('complaints.status.757550000'), { exact: true })).toBeVisible();
    // The order's day out of the factory and its tracking show with the complaint.
    await expect(page.getByText(sv('complaints.detail.delivery-date'), { exact: true })).toBeVisible();
    await expect(page.getByText(sv('complaints.detail.tracking-id'), { exact: true })).toBeVisible();
    const files = page.getByRole('list', { name: sv('complaints.detail.files-list') });
    await expect(files.getByRole('button')).toHaveCount(2);
    await expectAccessible(page);

    // An attachment opens in a new window through its signed address.
    const popup = page.waitForEvent('popup');
    await files.getByRole('button', { name: sv('complaints.detail.open-file', { name: 'pallet.png' }) }).click();
    const opened = await popup;
    await opened.waitForURL(/\/api\/complaint\/file\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    await opened.close();

    const noteField = page.getByRole('textbox', { name: sv('complaints.detail.note-label'), exact: true });
    const addNote = page.getByRole('button', { name: sv('complaints.detail.add-note') });
    await expect(addNote).toBeDisabled();
    await noteField.fill('   ');
    await expect(addNote).toBeDisabled();
    await noteField.fill('E2E: the end customer is home on Friday.');
    const noteSent = page.waitForResponse((r) => r.url().endsWith('/api/complaint/messages') && r.request().method() === 'POST');
    await addNote.click();
    expect((await noteSent).status()).toBe(200);
    const notes = page.getByRole('list', { name: sv('complaints.detail.notes-history') });
    await expect(notes.getByRole('listitem').filter({ hasText: 'E2E: the end customer is home on Friday.' })).toBeVisible();
    await expect(noteField).toHaveValue('');

    await chooseFiles(page, sv('complaints.files.add-files'), [{ name: 'fraktsedel.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await expect(page.getByRole('list', { name: sv('complaints.files.chosen') }).getByRole('listitem')).toHaveCount(1);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/complaint/images') && r.request().method() === 'POST');
    await page.getByRole('button', { name: sv('complaints.detail.upload'), exact: true }).click();
    expect((await uploaded).status()).toBe(200);
    await expect(page.getByText(sv('complaints.detail.uploaded'))).toBeVisible();
    await expect(files.getByRole('button', { name: sv('complaints.detail.open-file', { name: 'fraktsedel.pdf' }) })).toBeVisible();
    await expect(files.getByRole('button')).toHaveCount(3);
    await expect(notes.getByRole('listitem').filter({ hasText: 'E2E: the end customer is home on Friday.' })).toBeVisible();
    await expectAccessible(page);

    // The new complaint leads the open list.
    await page.goto('/complaints');
    await expect(page.getByRole('heading', { level: 1, name: sv('menu.complaints-open') })).toBeVisible();
    await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) })).toContainText(
      sv('complaints.status.757550000'),
    );
  });

  test('leaving a new complaint with a description asks first, and staying keeps it', async ({ page }) => {
    await signInAs(page, DEMO_USERS.anna);
    await openFormForOrderWithSerial(page);
    const description = page.getByRole('textbox', { name: sv('complaints.form.description') });
    await description.fill('E2E: a half-written complaint.');

    const home = page.getByRole('link', { name: sv('app.name') });
    await home.click();
    const dialog = page.getByRole('dialog', { name: sv('complaints.leave.title') });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: sv('complaints.leave.stay') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/complaint-new\/\d{6}$/);
    await expect(description).toHaveValue('E2E: a half-written complaint.');

    await home.click();
    await page
      .getByRole('dialog', { name: sv('complaints.leave.title') })
      .getByRole('button', { name: sv('complaints.leave.leave') })
      .click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a photo over 4 MB is made smaller in the browser and then accepted', async ({ page }) => {
    const photo = noisePng(1600, 1000);
    expect(photo.length).toBeGreaterThan(4_000_000);
    await signInAs(page, DEMO_USERS.admin);
    await page.goto('/complaints');
    const listed = page.waitForResponse((r) => r.url().includes('/api/complaint/images?') && r.request().method() === 'GET');
    // The oldest open complaint on the page: a seeded one, not the one another test is creating.
    await page
      .getByRole('table', { name: sv('menu.complaints-open') })
      .getByRole('link')
      .last()
      .click();
    const before = ((await (await listed).json()) as { value: unknown[] }).value.length;
    const files = page.getByRole('list', { name: sv('complaints.detail.files-list') });
    await expect(files.getByRole('button')).toHaveCount(before);

    await chooseFiles(page, sv('complaints.files.add-files'), [{ name: 'phone-photo.png', mimeType: 'image/png', buffer: photo }]);
    await expect(page.getByRole('list', { name: sv('complaints.files.chosen') }).getByRole('listitem')).toHaveCount(1);
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/complaint/images') && r.request().method() === 'POST');
    await page.getByRole('button', { name: sv('complaints.detail.upload'), exact: true }).click();
    const response = await uploaded;
    // The API refuses any file of 4,000,000 bytes or more, so a 200 means the browser made it fit.
    expect(response.status()).toBe(200);
    await expect(files.getByRole('button')).toHaveCount(before + 1);
  });

  test('the open and historic lists show their rows, each linking to its complaint', async ({ page }) => {
    await signInAs(page, DEMO_USERS.anna);

    await page.goto('/complaints');
    const open = page.getByRole('table', { name: sv('menu.complaints-open') });
    await expect(open.getByRole('row').nth(1).getByRole('link')).toBeVisible();
    await expect(open.getByRole('columnheader', { name: sv('complaints.column.status') })).toBeVisible();
    await expect(open).toContainText(sv('complaints.status.757550003'));
    await expectAccessible(page);

    await page.goto('/complaints-history');
    const history = page.getByRole('table', { name: sv('menu.complaints-closed') });
    const firstLink = history.getByRole('row').nth(1).getByRole('link');
    await expect(firstLink).toBeVisible();
    await expect(history.getByRole('columnheader', { name: sv('complaints.column.status') })).toHaveCount(0);
    await expectAccessible(page);

    const number = (await firstLink.textContent())!.trim();
    await firstLink.click();
    await expect(page.getByRole('heading', { level: 1, name: sv('complaints.detail.title', { number }) })).toBeVisible();
    await expect(page.getByText(sv('complaints.status.757550002'), { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/complaint/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: sv('complaints.detail.not-found-title') })).toBeVisible();
  });

  test('the open list asks the server for what it shows: a status, an order and a search, a page at a time', async ({ page }) => {
    await signInAs(page, DEMO_USERS.anna);
    await page.goto('/complaints');
    const open = page.getByRole('table', { name: sv('menu.complaints-open') });
    await expect(open.getByRole('row').nth(1).getByRole('link')).toBeVisible();
    const waitingText = sv('complaints.status.757550003');
    const rows = open.getByRole('row').filter({ has: page.getByRole('cell') });
    const listed = (part: string) =>
      page.waitForResponse((r) => r.url().includes('/api/complaint/openComplaints?') && r.url().includes(part) && r.ok());

    // Only the complaints waiting for details.
    let answer = listed('status=757550003');
    await page.getByRole('combobox', { name: sv('complaints.column.status'), exact: true }).click();
    await page.getByRole('option', { name: waitingText }).click();
    const waiting = (await (await answer).json()) as { value: unknown[]; total: number };
    expect(waiting.total).toBeGreaterThan(0);
    await expect(rows).toHaveCount(waiting.value.length);
    await expect(rows.filter({ hasNotText: waitingText })).toHaveCount(0);

    // Sorted by order number by the server, the status kept.
    answer = listed('sort=order');
    await open.getByRole('button', { name: sv('complaints.column.order') }).click();
    expect((await answer).url()).toContain('status=757550003');
    await expect(open.getByRole('columnheader', { name: sv('complaints.column.order') })).toHaveAttribute('aria-sort', 'ascending');

    // A search for the first row's order number finds its rows only.
    const headers = await open.getByRole('columnheader').allTextContents();
    const orderNumber = (await rows
      .first()
      .getByRole('cell')
      .nth(headers.indexOf(sv('complaints.column.order')))
      .textContent())!.trim();
    answer = listed(`q=${orderNumber}`);
    await page.getByRole('searchbox').fill(orderNumber);
    const found = (await (await answer).json()) as { value: unknown[]; total: number };
    expect(found.total).toBeGreaterThan(0);
    await expect(rows).toHaveCount(found.value.length);
    for (const row of await rows.all()) await expect(row).toContainText(orderNumber);
    await expectAccessible(page);
  });
});
