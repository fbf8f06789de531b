/**
 * What jsdom lacks and the portal's components ask for, for DOM tests: React's act environment,
 * `matchMedia` answering every media query with `matches` (false: a phone; true: every width),
 * `ResizeObserver`, and scrolling that does nothing. Call it in beforeAll.
 */
export function stubBrowser({ matches = false }: { matches?: boolean } = {}) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

/** The settings portal-config.js gives the page (the web app's sign-in client and its content service at `contentApiUrl`). */
export function stubPortalConfig(contentApiUrl = '/mediaApi') {
  window.__PORTAL_CONFIG__ = { authority: 'http://localhost/idp', clientId: 'web', scope: 'openid', resource: null, contentApiUrl };
  return window.__PORTAL_CONFIG__;
}
