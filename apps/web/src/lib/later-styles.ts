let loading: Promise<unknown> | null = null;

/**
 * The styles of the components no first screen shows (styles/later-screens.css; the first screens' are in the
 * entry's stylesheet). Every screen but home and the login screen waits for them before it renders, as do home's
 * blocks below the news; the frame asks for them once the first screen has painted, so a later screen finds them.
 */
export function loadLaterStyles(): Promise<unknown> {
  loading ??= import('../styles/later-screens.css').catch((error: unknown) => {
    // Asked for again by the next screen.
    loading = null;
    throw error;
  });
  return loading;
}

/** A lazy load that also waits for the later styles, which go into the page before the loaded code's own. */
export const withLaterStyles =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([loadLaterStyles(), load()]).then(([, loaded]) => loaded);
