/** Settings the server hands the web app at run time (see /portal-config.js). */
export type PortalConfig = {
  authority: string;
  clientId: string;
  scope: string;
  resource: string | null;
  contentApiUrl: string;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into Window
  interface Window {
    __PORTAL_CONFIG__?: PortalConfig;
  }
}

export function portalConfig(): PortalConfig {
  const config = window.__PORTAL_CONFIG__;
  if (!config) throw new Error('portal-config.js did not load');
  return config;
}
