// Part of the entry: small, and everything it names loads on demand.

/** What a failed early load leaves: the router loads the chunk again when it needs it and shows its own error. */
const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/**
 * Started by the entry beside the app's own chunks when this tab holds a session: the portal's frame
 * and, for home (where / leads a signed-in user), its screen, its news and the first news picture,
 * so that none of them waits for the one before (entry → app → layout → home → news → picture).
 * The router's own loading then finds the same modules done.
 */
export function preloadSignedIn(pathname: string, market: string | null) {
  // The configurator is full screen, without the portal's frame.
  if (pathname === '/cpq') return;
  quietly(import('./layout/app-layout'));
  if (pathname !== '/home' && pathname !== '/') return;
  quietly(import('./routes/home-page'));
  if (market) quietly(import('./routes/home-preload').then((m) => m.preloadHomeNews(market)));
}
