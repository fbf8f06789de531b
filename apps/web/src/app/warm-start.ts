/** What a tab with a session needs besides the entry: the signed-in frame's files, and each language's texts. */
export type WarmFiles = { portal: string[]; texts: Record<string, string[]> };

/**
 * Runs in the page as it is parsed, before any of the app's code has arrived: a tab that holds a
 * session (the OpenID client's stored user, unexpired) asks at once for the signed-in frame's files
 * and its language's texts, which otherwise wait until the entry has loaded and run. A tab without
 * one (the login screen) loads none of them. vite-warm-start.ts puts it into the built page as it is
 * written here, so it imports nothing; it reads storage and adds links, nothing else.
 */
export function warmStart(files: WarmFiles, marketLanguage: Record<string, string>) {
  try {
    // The pages a link opens before sign-in, the way back from the provider and the full-screen configurator.
    if (
      /^\/(idp\/interaction\/|invitation\/|reset-password\/|email-change\/|forgot-password\/?$|signin-callback|cpq$)/.test(
        location.pathname,
      )
    )
      return;
    let profile: { market?: unknown } | undefined;
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (!key || key.indexOf('oidc.user:') !== 0) continue;
      const user = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { expires_at?: number; profile?: { market?: unknown } } | null;
      if (user && typeof user.expires_at === 'number' && user.expires_at * 1000 > Date.now()) profile = user.profile;
    }
    if (!profile || typeof profile.market !== 'string') return;
    const language = localStorage.getItem('portal.language') || marketLanguage[profile.market.toLowerCase()] || 'en';
    const wanted = files.portal.concat(files.texts[language] || []);
    for (const href of wanted) {
      const link = document.createElement('link');
      if (/\.css$/.test(href)) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
        link.crossOrigin = '';
      }
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // Storage refused: the entry loads what it needs itself.
  }
}
