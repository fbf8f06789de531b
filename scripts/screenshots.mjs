#!/usr/bin/env node
/**
 * Full-page screenshots of every screen of the dealer portal at 375 px and 1280 px wide, to compare a
 * build before and after a change.
 *
 *   node scripts/screenshots.mjs --base http://localhost:3300 --out /tmp/shots/before [--user admin@reseller-se.test]
 *
 * Start a built portal first (fresh data, so two runs see the same seed):
 *   PORT=3300 DATA_DIR=$(mktemp -d) PUBLIC_URL=http://localhost:3300 node_modules/node/bin/node apps/api/dist/main.js
 *
 * Writes <out>/<width>/<name>.png and prints one line per screen: for each width the document's
 * scrollWidth / innerWidth (a larger scrollWidth means horizontal overflow) and the path the screen
 * ended on. One failing screen is reported and skipped; the run goes on.
 *
 * The server serves the files of the build it found at its start. When the portal is built again while it
 * runs (npm run build in the same folder), index.html names files the server does not know and the old
 * ones are gone: screens come out blank and the login button never shows. The script checks for that
 * before it starts and after every screen, and stops saying so; restart the server after a build, and
 * hold the build lock while shooting in a shared folder:
 *   flock /tmp/portal-e2e.lock node scripts/screenshots.mjs …
 *
 * checkout-confirmation places a real order (one accessory) for the user at each width: use fresh data.
 *
 * Options: --base URL, --out DIR, --user E-MAIL, --password PW (default "portal"),
 *          --only name1,name2 (a subset of screens), --chromium PATH (default /usr/bin/chromium),
 *          --app backoffice (the back office's screens, signed in as a staff member).
 * Standalone ESM; needs only playwright-core (resolved from this repository's node_modules). Node >= 20.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3300' },
    out: { type: 'string', default: 'screenshots' },
    user: { type: 'string', default: 'admin@reseller-se.test' },
    password: { type: 'string', default: 'portal' },
    only: { type: 'string' },
    app: { type: 'string', default: 'web' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help) {
  console.log(
    'node scripts/screenshots.mjs --base http://localhost:3300 --out /tmp/shots/before [--user admin@reseller-se.test] [--only home,checkout] [--app backoffice --user backoffice@manufacturer.test]',
  );
  process.exit(0);
}

const BASE = args.base.replace(/\/$/, '');
const OUT = path.resolve(args.out);
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
const only = args.only ? new Set(args.only.split(',').map((s) => s.trim())) : null;

// Texts of the portal in its six languages (the language follows the user's market).
const anyText = (...texts) => new RegExp(`^(${texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
/** A text of the portal by its key, in whichever of the six languages the screen speaks. */
const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales');
const LANGUAGES = ['sv', 'en', 'fi', 'no', 'dk', 'de'];
const locales = await Promise.all(LANGUAGES.map(async (l) => JSON.parse(await fs.readFile(path.join(LOCALES, `${l}.json`), 'utf8'))));
const anyKey = (key) => anyText(...new Set(locales.map((texts) => key.split('.').reduce((o, k) => o?.[k], texts) ?? texts[key])));

const TEXT = {
  login: anyText('Logga in', 'Log in', 'Logg inn', 'Log ind', 'Anmelden', 'Kirjaudu sisään'),
  stoves: anyText('Kaminer', 'Stoves', 'Ovner', 'Brændeovne', 'Kaminöfen', 'Takat'),
  chimney: anyText('Skorsten', 'Chimney', 'Pipe', 'Schornstein', 'Savupiippu'),
  modularChimney: anyText('Modulskorsten', 'Modular chimney', 'Modulpipe', 'Modulschornstein', 'Moduulisavupiippu'),
  accessories: anyText('Tillbehör', 'Accessories', 'Tilbehør', 'Zubehör', 'Tarvikkeet'),
  addToCart: anyText('Lägg i varukorgen', 'Add to cart', 'Legg i handlekurven', 'Læg i kurven', 'In den Warenkorb', 'Lisää ostoskoriin'),
  cart: anyText('Varukorg:', 'Shopping cart:', 'Handlekurv:', 'Indkøbskurv:', 'Warenkorb:', 'Ostoskori:'),
  goodsMark: anyKey('checkout.goods-mark'),
  requestedDate: anyKey('checkout.requested-date'),
  send: anyKey('checkout.send'),
  confirmation: anyKey('checkout.confirmation.title'),
};

/**
 * Files of the app the server answered 404 for: the portal was built again after the server started. Every
 * screen from then on is blank or half there, so the run stops.
 */
const STALE_BUILD =
  'the portal was built again after the server started (it serves the files it found at its start): restart the server, and take the screenshots under flock /tmp/portal-e2e.lock so that nobody builds meanwhile';
const missingAssets = new Set();
function watchAssets(page) {
  page.on('response', (response) => {
    const address = new URL(response.url());
    if (address.origin === new URL(BASE).origin && address.pathname.includes('/assets/') && response.status() === 404)
      missingAssets.add(address.pathname);
  });
}
function checkAssets() {
  if (missingAssets.size) throw new Error(`${[...missingAssets].join(', ')} not found: ${STALE_BUILD}`);
}

/** Before anything: every file index.html names is there. */
async function checkBuildServed() {
  const html = await (await fetch(url(HOME))).text();
  for (const asset of new Set(html.match(/\/(?:backoffice\/)?assets\/[^"'\s)]+/g) ?? [])) {
    const response = await fetch(url(asset), { method: 'HEAD' });
    if (response.status === 404) missingAssets.add(asset);
  }
  checkAssets();
}

const LAUNCH = {
  executablePath: args.chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const CONTEXT = { locale: 'en-GB', timezoneId: 'Europe/Stockholm', deviceScaleFactor: 1, colorScheme: 'light' };

const url = (p) => `${BASE}${p}`;

/** Waits until the screen has loaded: network idle, no loader, skeleton or busy region in view, fonts and images in. */
async function settle(page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  const notBusy = () => {
    const shown = (el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && s.opacity !== '0';
    };
    const busy = document.querySelectorAll(
      '.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"], .mantine-LoadingOverlay-root',
    );
    return document.readyState === 'complete' && ![...busy].some(shown);
  };
  let stillBusy = false;
  await page.waitForFunction(notBusy, null, { timeout: 20_000, polling: 100 }).catch(() => (stillBusy = true));
  // Scroll through the page so that lazy images and intersection observers below the fold load too.
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() => [...document.images].every((i) => i.complete), null, { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (!stillBusy) await page.waitForFunction(notBusy, null, { timeout: 10_000, polling: 100 }).catch(() => (stillBusy = true));
  // Let transitions (modals, drawers, fades) finish.
  await page.waitForTimeout(400);
  return stillBusy;
}

async function goto(page, p) {
  await page.goto(url(p), { waitUntil: 'domcontentloaded' });
  await settle(page);
}

/** Clicks a tile of /order-add by its title and waits for where it leads. */
async function openTile(page, name, to) {
  await goto(page, '/order-add');
  const tile = page.getByRole('main').getByRole('button', { name });
  await tile.first().click();
  await page.waitForURL(to, { timeout: 15_000 });
}

/**
 * Links found once by following the first matching link of a screen's content, then reused for each width.
 * Links inside a nav (breadcrumbs, the shop's main categories) lead back up, so they are passed over.
 * (Found in the same tab: the sign-in lives in the tab's sessionStorage.)
 */
const found = {};
let currentPage;
async function discover(key, fromPath, selector) {
  if (found[key]) return found[key];
  const page = currentPage;
  await goto(page, fromPath);
  const href = await page
    .waitForFunction(
      (sel) => [...document.querySelectorAll(`main ${sel}`)].find((a) => !a.closest('nav'))?.getAttribute('href'),
      selector,
      {
        timeout: 10_000,
      },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  if (!href) throw new Error(`no link ${selector} on ${fromPath}`);
  found[key] = new URL(href, BASE).pathname;
  return found[key];
}

/** The page of the first order of a list (its number opens the detail modal, so the path is made from it). */
async function orderPagePath(page, key, listPath) {
  if (found[key]) return found[key];
  await goto(page, listPath);
  // A table row at a desktop's width, a card on a phone: either way a button named by the number.
  const first = page
    .locator('main button')
    .filter({ hasText: /^\d{6}$/ })
    .first();
  await first.waitFor({ state: 'attached', timeout: 10_000 });
  found[key] = `/orders/${(await first.textContent()).trim()}`;
  return found[key];
}

let cartFilled = false;
async function fillCart(page) {
  if (cartFilled) return;
  const product = await productPath(page);
  await goto(page, product);
  const add = page.getByRole('button', { name: TEXT.addToCart }).first();
  await add.click();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(500);
  cartFilled = true;
}

const subcategoryPath = async (page) => discover('subcategory', await categoryPath(page), 'a[href^="/shop/category/"]');
const productPath = async (page) => discover('product', await subcategoryPath(page), 'a[href^="/shop/product/"]');

let category;
async function categoryPath(page) {
  if (category) return category;
  // The accessories tile of /order-add leads into the shop.
  await openTile(page, TEXT.accessories, /\/shop\/category\//);
  category = new URL(page.url()).pathname;
  return category;
}

/**
 * Every screen: name → how to get there. Screens are taken in this order (the cart is filled
 * only towards the end, so the header looks the same on the screens before).
 */
const SCREENS = [
  // Screens with a modal or drawer open are taken as the viewport only: a full-page capture shows
  // the fixed backdrop over the first screenful and the page below it uncovered.
  {
    name: 'home-news-overlay',
    viewportOnly: true,
    run: async (page) => {
      await page.evaluate(() => localStorage.removeItem('portal.flaggedNewsViewed'));
      await goto(page, '/home');
      await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: 10_000 });
      await settle(page);
    },
  },
  {
    name: 'home',
    run: async (page) => {
      await goto(page, '/home');
      const dialog = page.getByRole('dialog');
      if (await dialog.first().isVisible()) {
        await page.keyboard.press('Escape');
        await dialog
          .first()
          .waitFor({ state: 'hidden', timeout: 5_000 })
          .catch(() => undefined);
        await settle(page);
      }
    },
  },
  { name: 'order-add', path: '/order-add' },
  { name: 'quick-order', path: '/quick-order' },
  { name: 'order-lists', path: '/order-lists' },
  {
    name: 'cpq-stoves',
    run: async (page) => {
      await openTile(page, TEXT.stoves, /\/cpq$/);
      await settle(page);
    },
  },
  {
    name: 'cpq-chimney',
    run: async (page) => {
      await openTile(page, TEXT.chimney, /\/cpq$/);
      await settle(page);
    },
  },
  {
    name: 'cpq-modular-chimney',
    run: async (page) => {
      await openTile(page, TEXT.modularChimney, /\/cpq$/);
      await settle(page);
    },
  },
  { name: 'shop-category', run: async (page) => goto(page, await categoryPath(page)) },
  { name: 'shop-subcategory', run: async (page) => goto(page, await subcategoryPath(page)) },
  { name: 'shop-product', run: async (page) => goto(page, await productPath(page)) },
  { name: 'shop-root', path: '/shop' },
  { name: 'shop-stove', path: '/shop/product/NF-OSLO-5-BK' },
  {
    name: 'search-popup',
    viewportOnly: true,
    run: async (page) => {
      await goto(page, '/order-add');
      const search = page.getByRole('banner').getByRole('combobox');
      await search.fill('oslo');
      await search.press('Enter');
      await page.getByRole('grid').waitFor({ state: 'visible', timeout: 10_000 });
      await search.press('ArrowDown');
      await settle(page);
    },
  },
  { name: 'search-results', path: '/search?q=rd-oslo' },
  { name: 'orders', path: '/orders' },
  { name: 'order-history', path: '/order-history' },
  { name: 'order-page', run: async (page) => goto(page, await orderPagePath(page, 'order-page', '/orders')) },
  { name: 'order-page-delivered', run: async (page) => goto(page, await orderPagePath(page, 'order-page-delivered', '/order-history')) },
  { name: 'invoices', path: '/invoices' },
  { name: 'finance', path: '/finance' },
  { name: 'user-admin', path: '/user-admin' },
  { name: 'account', path: '/account' },
  { name: 'forgot-password', path: '/forgot-password?email=anna%40reseller-se.test' },
  { name: 'reset-password-invalid', path: '/reset-password/this-link-is-not-valid-any-more-0000' },
  { name: 'campaigns', path: '/campaigns' },
  { name: 'contact', path: '/contact' },
  { name: 'news', path: '/news' },
  { name: 'news-article', run: async (page) => goto(page, await discover('article', '/news', 'a[href^="/news/"]')) },
  { name: 'media-documents', path: '/media' },
  { name: 'media-campaign', path: '/media-campaign' },
  { name: 'media-dop', path: '/media-dop' },
  { name: 'media-manuals', path: '/media-manuals' },
  { name: 'media-signs', path: '/media-signs' },
  { name: 'media-images', path: '/media-high-resolution' },
  { name: 'media-video', path: '/media-video' },
  { name: 'showroom-products', path: '/my-pages/products-in-showroom' },
  { name: 'showroom-add-products', path: '/my-pages/add-products' },
  { name: 'complaints-open', path: '/complaints' },
  { name: 'complaints-history', path: '/complaints-history' },
  { name: 'complaint-new', path: '/complaint-new' },
  { name: 'complaint-detail', run: async (page) => goto(page, await discover('complaint', '/complaints', 'a[href^="/complaint/"]')) },
  { name: 'not-found', path: '/this-page-does-not-exist' },
  { name: 'checkout-empty', path: '/checkout' },
  {
    name: 'cart-drawer',
    viewportOnly: true,
    run: async (page) => {
      await fillCart(page);
      await goto(page, '/home');
      const dialog = page.getByRole('dialog');
      if (await dialog.first().isVisible()) {
        await page.keyboard.press('Escape');
        await dialog
          .first()
          .waitFor({ state: 'hidden', timeout: 5_000 })
          .catch(() => undefined);
      }
      await page.getByRole('button', { name: TEXT.cart }).first().click();
      await dialog.first().waitFor({ state: 'visible', timeout: 10_000 });
      await settle(page);
    },
  },
  {
    name: 'checkout',
    run: async (page) => {
      await fillCart(page);
      await goto(page, '/checkout');
    },
  },
  // Last: it sends the cart as a real order at each width (leaving the confirmation clears it).
  { name: 'checkout-confirmation', run: placeOrder },
];

/** Sends the cart (an accessory put in if it is empty) from the checkout and waits for the confirmation. */
async function placeOrder(page) {
  cartFilled = false;
  await fillCart(page);
  await goto(page, '/checkout');
  await page.getByRole('textbox', { name: TEXT.goodsMark }).fill('Screenshot');
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(TEXT.requestedDate).fill(inTwoWeeks);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.getByRole('button', { name: TEXT.send }).click();
  await page.getByRole('heading', { level: 1, name: TEXT.confirmation }).waitFor({ timeout: 30_000 });
  cartFilled = false;
}

/** The width line of one screen at one width. */
async function measure(page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    path: location.pathname,
  }));
}

async function shoot(page, width, name, fullPage = true) {
  const file = path.join(OUT, String(width), `${name}.png`);
  // No hover effects from the last click.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  const m = await measure(page);
  const overflow = m.scrollWidth > m.innerWidth ? ' OVERFLOW' : '';
  return `${width}: ${m.scrollWidth}/${m.innerWidth}${overflow} ${m.path}`;
}

/** The back office's screens; the order and complaint are the first of their lists. */
const BACKOFFICE_SCREENS = [
  { name: 'bo-start', path: '/backoffice/' },
  { name: 'bo-orders', path: '/backoffice/orders' },
  {
    name: 'bo-order',
    run: async (page) => goto(page, await discover('bo-order', '/backoffice/orders?status=10', 'a[href^="/backoffice/orders/"]')),
  },
  {
    name: 'bo-order-dispatch',
    run: async (page) => goto(page, await discover('bo-order-dispatch', '/backoffice/orders?status=30', 'a[href^="/backoffice/orders/"]')),
  },
  { name: 'bo-invoices', path: '/backoffice/invoices?state=overdue' },
  {
    name: 'bo-invoice-payment',
    viewportOnly: true,
    run: async (page) => {
      await goto(page, '/backoffice/invoices?state=unpaid');
      await page.locator('main table tbody button').first().click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
    },
  },
  { name: 'bo-complaints', path: '/backoffice/complaints' },
  { name: 'bo-dealers', path: '/backoffice/dealers' },
  { name: 'bo-dealer', path: '/backoffice/dealers/10001' },
  { name: 'bo-dealer-new', path: '/backoffice/dealers/new' },
  { name: 'bo-news', path: '/backoffice/news' },
  {
    name: 'bo-article',
    run: async (page) => goto(page, await discover('bo-article', '/backoffice/news', 'a[href^="/backoffice/news/"]:not([href$="/new"])')),
  },
  { name: 'bo-article-new', path: '/backoffice/news/new' },
  { name: 'bo-media', path: '/backoffice/media' },
  { name: 'bo-campaign', path: '/backoffice/campaign' },
  { name: 'bo-imports', path: '/backoffice/imports' },
  { name: 'bo-products', path: '/backoffice/products' },
  { name: 'bo-product', path: '/backoffice/products/TB-RS-SB' },
  { name: 'bo-cpq-campaigns', path: '/backoffice/cpq-campaigns' },
  { name: 'bo-maintenance', path: '/backoffice/maintenance' },
  { name: 'bo-staff', path: '/backoffice/staff' },
  { name: 'bo-audit-log', path: '/backoffice/audit-log' },
  { name: 'bo-insight-sales', path: '/backoffice/insight/sales' },
  { name: 'bo-insight-delivery', path: '/backoffice/insight/delivery' },
  { name: 'bo-insight-quality', path: '/backoffice/insight/quality' },
  { name: 'bo-insight-use', path: '/backoffice/insight/use' },
  { name: 'bo-integrations', path: '/backoffice/integrations' },
  { name: 'bo-webhooks', path: '/backoffice/integrations/webhooks' },
  { name: 'bo-mail', path: '/backoffice/mail' },
  {
    name: 'bo-mail-message',
    run: async (page) => goto(page, await discover('message', '/backoffice/mail', 'a[href*="/backoffice/mail/"]')),
  },
];
const BACKOFFICE = args.app === 'backoffice';
const HOME = BACKOFFICE ? '/backoffice/' : '/';

const pad = (s) => s.padEnd(22);
const failures = [];
function report(name, parts) {
  console.log(`${pad(name)} ${parts.join('   ')}`);
}

/** Signs in through the portal's login screen and the identity provider's page. */
async function signIn(page) {
  await page.goto(url(HOME), { waitUntil: 'load' });
  checkAssets();
  await page.getByRole('button', { name: TEXT.login }).first().click();
  await page.waitForURL(/\/idp\/interaction\//, { timeout: 20_000 });
  await page.locator('input[name="username"]').fill(args.user);
  await page.locator('input[name="password"]').fill(args.password);
  await page.locator('input[name="password"]').press('Enter');
  await page.waitForURL(
    (u) => !u.pathname.startsWith('/idp') && !u.pathname.includes('signin-callback') && (BACKOFFICE || u.pathname !== '/'),
    {
      timeout: 30_000,
    },
  );
  // The back office lands on its own root: wait for the signed-in header.
  if (BACKOFFICE) await page.getByRole('banner').getByRole('button').first().waitFor({ timeout: 30_000 });
  await settle(page);
}

async function main() {
  for (const { width } of WIDTHS) await fs.mkdir(path.join(OUT, String(width)), { recursive: true });
  await checkBuildServed();
  const browser = await chromium.launch(LAUNCH);
  console.log(`${BASE} as ${args.user} → ${OUT}`);
  try {
    // Before sign-in: the portal's login screen and the identity provider's page, each in a fresh context.
    for (const [name, idp] of [
      ['login', false],
      ['idp-login', true],
    ]) {
      if (BACKOFFICE) break;
      if (only && !only.has(name)) continue;
      const parts = [];
      for (const viewport of WIDTHS) {
        const context = await browser.newContext({ ...CONTEXT, viewport });
        const page = await context.newPage();
        watchAssets(page);
        try {
          await goto(page, '/');
          checkAssets();
          if (idp) {
            await page.getByRole('button', { name: TEXT.login }).first().click();
            await page.waitForURL(/\/idp\/interaction\//, { timeout: 20_000 });
            await page.locator('input[name="password"]').waitFor({ timeout: 10_000 });
            await settle(page);
          }
          parts.push(await shoot(page, viewport.width, name));
        } catch (error) {
          parts.push(`${viewport.width}: ERROR ${String(error.message ?? error).split('\n')[0]}`);
          failures.push(`${name}@${viewport.width}`);
        } finally {
          await context.close();
        }
      }
      report(name, parts);
    }

    const context = await browser.newContext({ ...CONTEXT, viewport: WIDTHS.at(-1) });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    const page = await context.newPage();
    watchAssets(page);
    const jsErrors = [];
    page.on('pageerror', (e) => jsErrors.push(String(e.message ?? e).split('\n')[0]));
    await signIn(page);
    currentPage = page;

    for (const screen of BACKOFFICE ? BACKOFFICE_SCREENS : SCREENS) {
      if (only && !only.has(screen.name)) continue;
      const parts = [];
      for (const viewport of WIDTHS) {
        jsErrors.length = 0;
        try {
          await page.setViewportSize(viewport);
          if (screen.path) await goto(page, screen.path);
          else await screen.run(page);
          const busy = await settle(page);
          // A file of the app missing: this shot and every one after it would show a blank or broken screen.
          checkAssets();
          parts.push(
            (await shoot(page, viewport.width, screen.name, !screen.viewportOnly)) +
              (busy ? ' (still loading?)' : '') +
              (jsErrors.length ? ` js-errors: ${jsErrors.join(' | ')}` : ''),
          );
        } catch (error) {
          parts.push(`${viewport.width}: ERROR ${String(error.message ?? error).split('\n')[0]}`);
          failures.push(`${screen.name}@${viewport.width}`);
        }
        if (missingAssets.size) break;
      }
      report(screen.name, parts);
      if (missingAssets.size) break;
    }
    await context.close();
  } finally {
    await browser.close();
  }
  if (failures.length) console.log(`failed: ${failures.join(', ')}`);
  if (missingAssets.size) {
    console.log(`stopped: ${STALE_BUILD}`);
    process.exitCode = 1;
  }
  console.log(`done: ${OUT}/{${WIDTHS.map((w) => w.width).join(',')}}/*.png`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
