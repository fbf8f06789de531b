import { loadLaterTexts } from '@portal/ui/i18n';

let loading: Promise<unknown> | null = null;

/**
 * What the components no first screen shows need: their styles (styles/later-screens.css; the first screens' are in
 * the entry's stylesheet) and their texts (all but lib/first-screen-texts.ts's). Every screen but home and the login
 * screen waits for them before it renders, as do home's blocks below the news; the frame asks for them once the
 * first screen has painted, so a later screen finds them.
 */
export function loadLaterScreens(): Promise<unknown> {
  loading ??= Promise.all([import('../styles/later-screens.css'), loadLaterTexts()]).catch((error: unknown) => {
    // Asked for again by the next screen.
    loading = null;
    throw error;
  });
  return loading;
}

/** A lazy load that also waits for the later screens' styles and texts; the styles go into the page before the loaded code's own. */
export const withLaterScreens =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([loadLaterScreens(), load()]).then(([, loaded]) => loaded);
