import type { Texts } from '@portal/ui/texts';

/**
 * The portal's texts the first screens show (the login screen, the signed-in frame with its menus and dialogs, home's
 * greeting and news), as key prefixes. Each language's file is split by them at build time (vite-texts.ts): these
 * load with the entry, the rest with the later screens (lib/later-screens.ts). The build fails when the first screens'
 * code names a text outside them. The shared components' texts all load first.
 */
export const FIRST_SCREEN_TEXTS: readonly string[] = [
  'app.',
  'auth.',
  'login.',
  'menu.',
  'header.',
  'home.intro',
  'home.welcome',
  'home.news.',
  'news.overlay.',
  'search.',
  'no-access.',
  'sign-out-warning.',
  'error.',
  'catalogue.add-to-cart-of',
  'catalogue.added',
  'shop.add-to-cart',
  'quick-order.title',
  // Messages of the shared input rules, which the frame's code carries.
  'password-reset.too-long',
  'password-reset.too-short',
];

/** Whether a text's full key belongs to the first screens: a prefix ending in a dot takes a section, any other a key and its plural forms. */
export const isFirstScreenText = (key: string, prefixes: readonly string[] = FIRST_SCREEN_TEXTS) =>
  prefixes.some((prefix) => (prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix || key.startsWith(`${prefix}_`)));

/** The texts whose keys `keep` accepts, in the same nesting; sections left empty are dropped. */
export function pickTexts(texts: Texts, keep: (key: string) => boolean, path = ''): Texts {
  const picked: Texts = {};
  for (const [name, value] of Object.entries(texts)) {
    const key = `${path}${name}`;
    if (typeof value === 'string') {
      if (keep(key)) picked[name] = value;
    } else {
      const inner = pickTexts(value, keep, `${key}.`);
      if (Object.keys(inner).length > 0) picked[name] = inner;
    }
  }
  return picked;
}
