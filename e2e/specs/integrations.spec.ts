import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { tb } from '../helpers/i18n';
import { addToCart, fillCheckout, sendCheckout } from '../helpers/ordering';
import {
  closeFlaggedNewsWhenShown,
  DEMO_USERS,
  expectAccessible,
  expectNoSidewaysScrollOnPhone,
  signInAs,
  signInToBackOffice,
} from '../helpers/portal';

/** An accessory every price list holds. */
const PRODUCT = 'TB-GP-GL1010';
const bo = (key: string, values?: Record<string, string | number>) => tb('sv', key, values);

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** The ERP's receiver: answers every POST with 200 and keeps what came. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/portal-events`, close: () => server.close() };
}

/** Standard Webhooks: the signature header holds `v1,<base64 HMAC-SHA256 of id.timestamp.body>` under the secret's key. */
function signedWith(secret: string, { headers, body }: Received) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`)
    .digest('base64');
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .includes(`v1,${expected}`);
}

// The ERP is connected the way an administrator does it: a client and a webhook made in the back office's screens, the
// client's secret and the signing key copied from them. A dealer's order then reaches the ERP twice: pushed as a signed
// webhook, and read back with the client's own token; the delivery log shows the push delivered.
test('an ERP connected in the back office learns of a dealer’s order and reads it', async ({ page, browser, request }) => {
  const receiver = await startReceiver();
  try {
    await signInToBackOffice(page, 'backoffice@manufacturer.test');

    // The client: a name and the scope to read orders; its id and secret are shown once.
    await page.goto('/backoffice/integrations');
    await expect(page.getByRole('heading', { level: 1, name: bo('integration.title') })).toBeVisible();
    await page.getByRole('button', { name: bo('integration.add') }).click();
    const clientDialog = page.getByRole('dialog', { name: bo('integration.add') });
    const name = `ERP ${Date.now()}`;
    await clientDialog.getByRole('textbox', { name: bo('integration.name') }).fill(name);
    await clientDialog.getByRole('checkbox', { name: /^orders\.read – / }).check();
    await expectAccessible(page);
    await clientDialog.getByRole('button', { name: bo('integration.create') }).click();
    const shown = page.getByRole('status').filter({ hasText: bo('integration.secret.title', { name }) });
    await expect(shown).toBeVisible();
    const clientId = await shown.getByRole('textbox', { name: bo('integration.client-id') }).inputValue();
    const clientSecret = await shown.getByRole('textbox', { name: bo('integration.secret.label') }).inputValue();
    expect(clientSecret.length).toBeGreaterThan(20);
    await expectAccessible(page);

    // The client's token, from the token endpoint discovery names.
    const discovery = (await (await request.get('/idp/.well-known/openid-configuration')).json()) as { token_endpoint: string };
    const tokenAnswer = await request.post(discovery.token_endpoint, {
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
      },
      form: { grant_type: 'client_credentials', scope: 'orders.read' },
    });
    expect(tokenAnswer.status()).toBe(200);
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };

    // The webhook: the receiver's address and the event of a placed order; the signing key is shown once.
    await page.goto('/backoffice/integrations/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: bo('webhooks.title') })).toBeVisible();
    await page.getByRole('button', { name: bo('webhooks.add') }).click();
    const hookDialog = page.getByRole('dialog', { name: bo('webhooks.add') });
    await hookDialog.getByRole('textbox', { name: bo('webhooks.url') }).fill(receiver.url);
    await hookDialog.getByRole('checkbox', { name: 'order.placed', exact: true }).check();
    await hookDialog.getByRole('button', { name: bo('webhooks.create') }).click();
    const key = page.getByRole('status').filter({ hasText: bo('webhooks.secret.title', { url: receiver.url }) });
    await expect(key).toBeVisible();
    const signingSecret = await key.getByRole('textbox', { name: bo('webhooks.secret.label') }).inputValue();
    expect(signingSecret).toMatch(/^whsec_/);

    // A Finnish dealer orders in the portal.
    const dealer = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await closeFlaggedNewsWhenShown(dealer);
    await signInAs(dealer, DEMO_USERS.mia);
    await addToCart(dealer, PRODUCT, 'en');
    await fillCheckout(dealer, `ERP ${name}`, { lang: 'en' });
    const orderNumber = await sendCheckout(dealer, 'en');

    // The receiver is told, signed with the key the screen showed.
    const placed = () =>
      receiver.received.find((r) => {
        const event = JSON.parse(r.body) as { type: string };
        return event.type === 'order.placed' && r.body.includes(`"${orderNumber}"`);
      });
    await expect.poll(() => placed() !== undefined, { message: `order.placed for ${orderNumber}`, timeout: 30_000 }).toBe(true);
    expect(signedWith(signingSecret, placed()!)).toBe(true);

    // The client reads the order with its own token.
    const read = await request.get(`/api/integration/v1/orders/${orderNumber}`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status()).toBe(200);
    expect(await read.json()).toMatchObject({ orderNumber, customerNumber: expect.any(String) });

    // The delivery log, open below the endpoints since it was added, shows the push delivered with the receiver's 200.
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText(bo('webhooks.delivery-state.delivered'));
    await expect(row).toContainText('200');
    await expectAccessible(page);
    await expectNoSidewaysScrollOnPhone(page);
  } finally {
    receiver.close();
  }
});
