import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { t, tb, type Lang } from './i18n';

export const PASSWORD = 'portal';

export const DEMO_USERS = {
  anna: { email: 'anna@reseller-se.test', givenName: 'Anna', lang: 'sv', htmlLang: 'sv', admin: false },
  admin: { email: 'admin@reseller-se.test', givenName: 'Erik', lang: 'sv', htmlLang: 'sv', admin: true },
  ola: { email: 'ola@reseller-no.test', givenName: 'Ola', lang: 'no', htmlLang: 'no', admin: false },
  jonas: { email: 'jonas@reseller-de.test', givenName: 'Jonas', lang: 'en', htmlLang: 'en', admin: true },
  mia: { email: 'mia@reseller-fi.test', givenName: 'Mia', lang: 'en', htmlLang: 'en', admin: false },
  soren: { email: 'soren.jensen@reseller-dk.test', givenName: 'Søren', lang: 'en', htmlLang: 'en', admin: true },
} as const satisfies Record<string, { email: string; givenName: string; lang: Lang; htmlLang: string; admin: boolean }>;

/**
 * Colleagues of the demo users with a cart of their own: a cart lives on the server under its
 * user, so specs that fill one sign in as different people and cannot empty each other's.
 */
export const CART_USERS = {
  johan: { email: 'johan.lund@reseller-se.test', givenName: 'Johan', lang: 'sv', htmlLang: 'sv', admin: false },
  elin: { email: 'elin.berg@reseller-se.test', givenName: 'Elin', lang: 'sv', htmlLang: 'sv', admin: false },
  per: { email: 'per.holm@reseller-se.test', givenName: 'Per', lang: 'sv', htmlLang: 'sv', admin: false },
  karin: { email: 'karin.dahl@reseller-se.test', givenName: 'Karin', lang: 'sv', htmlLang: 'sv', admin: false },
  nils: { email: 'nils.strand@reseller-se.test', givenName: 'Nils', lang: 'sv', htmlLang: 'sv', admin: false },
  eva: { email: 'eva.lind@reseller-se.test', givenName: 'Eva', lang: 'sv', htmlLang: 'sv', admin: false },
  juha: { email: 'juha.makinen@reseller-fi.test', givenName: 'Juha', lang: 'en', htmlLang: 'en', admin: true },
  kari: { email: 'kari.solberg@reseller-no.test', givenName: 'Kari', lang: 'no', htmlLang: 'no', admin: true },
  sofia: { email: 'sofia.ek@reseller-se.test', givenName: 'Sofia', lang: 'sv', htmlLang: 'sv', admin: false },
} as const satisfies Record<string, { email: string; givenName: string; lang: Lang; htmlLang: string; admin: boolean }>;

export type PortalUser = { email: string; givenName: string; lang: Lang; htmlLang: string };

/** Every WCAG 2.0–2.2 A and AA rule, axe's best practices, and its experimental rules, which axe leaves out by default. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice', 'experimental'];

/**
 * Fails on any accessibility violation of the screen as it stands, whatever its impact (critical, serious, moderate or
 * minor). `exclude` leaves parts out: a frame with sandbox="" runs no script, so axe, which runs inside every frame,
 * would wait there for ever (the spec checks such a frame's title itself).
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')}`,
  );
  expect(violations, violations.join('\n')).toEqual([]);
}

/** Fails when the screen scrolls sideways in a phone's 375 px window; the window gets its size back after. */
export async function expectNoSidewaysScrollOnPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  // Charts and tables that follow the width in script are drawn again a moment after the resize: the page must come
  // to fit, and stay too wide only when it does not.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: 'px the page is wider than a 375 px window', timeout: 5_000 }).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

/**
 * Opens the sign-in page from the login screen. Both speak the browser's language (or the one
 * picked on them) until the market is known, so the helpers find them in any language.
 */
export async function startSignIn(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('button', { name: anyOf('login.button') }).click();
  await expect(page.getByRole('heading', { name: anyOf('idp.title') })).toBeVisible();
}

/** Signs in through the real login page of the identity provider. */
export async function signIn(page: Page, email: string, options: { path?: string; password?: string } = {}) {
  await startSignIn(page, options.path);
  await page.getByRole('textbox', { name: anyOf('idp.username') }).fill(email);
  await page.getByRole('textbox', { name: anyOf('idp.password') }).fill(options.password ?? PASSWORD);
  await page.getByRole('button', { name: anyOf('idp.submit') }).click();
}

const LANGS: Lang[] = ['en', 'sv', 'dk', 'de', 'no', 'fi'];
/** A web text in whichever of the six languages the screen shows. */
export const anyOf = (key: string) => new RegExp(`^(${LANGS.map((l) => t(l, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/**
 * Home opens the flagged-news overlay on entry (spec 001 §2) at a moment of its own; whenever it
 * stands in the way of a step, close it. Specs about the overlay itself sign in with signIn.
 */
export async function closeFlaggedNewsWhenShown(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: anyOf('news.overlay.label') }), async (overlay) => {
    // Leaving home unmounts the overlay under the click; then there is nothing left to close.
    await overlay
      .getByRole('button', { name: anyOf('news.overlay.close') })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
  });
}

export async function signInAs(page: Page, user: PortalUser) {
  await closeFlaggedNewsWhenShown(page);
  await signIn(page, user.email);
  await expect(page.getByRole('heading', { level: 1, name: t(user.lang, 'home.welcome', { name: user.givenName }) })).toBeVisible();
  // Home shows its news first and the rest once that has painted (the flagged-news overlay's dialog, the user menu's
  // dropdown, the blocks below): the next step starts once all of it has come, so that the overlay does not open over a
  // menu the step has just opened.
  await page.waitForLoadState('networkidle');
}

/** Signs a staff member in to the back office through the same login page as the dealers. */
export async function signInToBackOffice(page: Page, email: string) {
  await page.goto('/backoffice/');
  await page.getByRole('button', { name: tb('sv', 'signin.button') }).click();
  await expect(page.getByRole('heading', { name: anyOf('idp.title') })).toBeVisible();
  await page.getByRole('textbox', { name: anyOf('idp.username') }).fill(email);
  await page.getByRole('textbox', { name: anyOf('idp.password') }).fill(PASSWORD);
  await page.getByRole('button', { name: anyOf('idp.submit') }).click();
  // Signed in once the back office shows its start, or tells a dealer it is for staff.
  const landed = [tb('sv', 'start.title'), tb('sv', 'no-access.title')].join('|');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^(${landed})$`) })).toBeVisible();
}
