// First: zod is configured before any module builds a schema.
import '@portal/ui/zod-jitless';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@portal/ui';
import { BaseProviders } from '@portal/ui/base-providers';
import { portalConfig } from '@portal/ui/config';
import { createI18n } from '@portal/ui/i18n';
import { languageForMarket, storedLanguage, visitorLanguage } from '@portal/ui/languages';
import { hasStoredSession } from '@portal/ui/session-hints';
import { matchesRoute, routeOf, WEB_LINK_PAGES, WEB_ROUTES } from '@portal/contracts/app-routes';
import { VisitorApp } from './features/auth/visitor-app';
import { webLaterLocales, webLocales } from './lib/locales';
import { claimLegacyCart, storedSubject } from './lib/cart/legacy-cart-claim';
import { storedMarket, storedViewAs } from './lib/stored-session';
import { preloadSignedIn } from './app/preload';
import { loadLaterScreens } from './lib/later-screens';
import './styles/first-screen.css';
import '@portal/ui/global.css';

const config = portalConfig();
const { pathname } = window.location;
// The pages a link opens (below) need no session and speak the visitor's language.
const linkPage = routeOf(WEB_LINK_PAGES, pathname);
const signinCallback = matchesRoute(WEB_ROUTES.signinCallback, pathname);
const signedIn = !linkPage && !signinCallback && hasStoredSession(config);
// Before sign-in the market is unknown: the user's own choice, else the browser's language, else Swedish.
// A stored session's market already decides it, so only its language loads, not the browser's first.
const market = signedIn ? storedMarket(config.authority, config.clientId) : null;
const language = storedLanguage() ?? (market ? languageForMarket(market) : visitorLanguage());
// The texts load beside the entrance's own code, not before it.
const i18nReady = createI18n(webLocales, language, webLaterLocales);
const root = createRoot(document.getElementById('root')!);
const render = async (node: ReactNode) => {
  const i18n = await i18nReady;
  root.render(
    <StrictMode>
      <BaseProviders i18n={i18n}>{node}</BaseProviders>
    </StrictMode>,
  );
};

// The entrances, each loading only what it needs; the pages a link opens need no session.
// A cart an earlier version left in the browser goes only to the user whose session this page continues.
claimLegacyCart(signinCallback ? null : storedSubject(config.authority, config.clientId));
function Loading() {
  const { t } = useTranslation();
  return <FullPageLoader label={t('app.loading')} />;
}

// No top-level await: the chunks loaded here import modules of the entry's own file, which they could
// not use while it was still running.
async function start() {
  // The pages a link opens show components and texts beyond the login screen's, which come first.
  const later = linkPage ? loadLaterScreens() : null;
  if (linkPage === 'signIn') {
    const [{ IdpLoginPage }] = await Promise.all([import('./features/auth/idp/idp-login-page'), later]);
    await render(<IdpLoginPage />);
  } else if (linkPage === 'invitation') {
    const [{ InvitationPage }] = await Promise.all([import('./features/auth/invitation/invitation-page'), later]);
    await render(<InvitationPage config={config} />);
  } else if (linkPage === 'forgotPassword') {
    const [{ ForgotPasswordPage }] = await Promise.all([import('./features/auth/password-reset/forgot-password-page'), later]);
    await render(<ForgotPasswordPage config={config} />);
  } else if (linkPage === 'resetPassword') {
    const [{ ResetPasswordPage }] = await Promise.all([import('./features/auth/password-reset/reset-password-page'), later]);
    await render(<ResetPasswordPage config={config} />);
  } else if (linkPage === 'emailChange') {
    const [{ EmailChangePage }] = await Promise.all([import('./features/auth/email-change/email-change-page'), later]);
    await render(<EmailChangePage config={config} />);
  } else if (linkPage === 'viewAs') {
    const [{ ViewAsPage }] = await Promise.all([import('./features/auth/view-as/view-as-page'), later]);
    await render(<ViewAsPage config={config} />);
  } else if (!signinCallback && !signedIn) {
    await render(<VisitorApp config={config} />);
  } else {
    const app = Promise.all([import('./app/app'), import('@portal/ui/auth')]);
    // The portal's frame and the screen asked for load beside the app rather than after it, and home
    // asks for its news at once (the router's own loading then finds them done).
    if (signedIn) preloadSignedIn(pathname, market);
    // Something on screen while the portal's code arrives.
    void render(<Loading />);
    const [{ App }, { createUserManager }] = await app;
    // A staff member's view of the portal is never renewed at the provider (whose session is the staff member's)
    // and ends on its own page.
    const viewAs = storedViewAs(config.authority, config.clientId);
    await render(<App userManager={createUserManager(config, '', viewAs ? { endsAt: WEB_LINK_PAGES.viewAs } : {})} />);
  }
}

void start();
