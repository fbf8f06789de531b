// First: zod is configured before any module builds a schema.
import '@portal/ui/zod-jitless';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseProviders } from '@portal/ui/base-providers';
import { portalConfig } from '@portal/ui/config';
import { createI18n } from '@portal/ui/i18n';
import { visitorLanguage } from '@portal/ui/languages';
import { hasStoredSession } from '@portal/ui/session-hints';
import { VisitorApp } from './features/auth/visitor-app';
import { webLocales } from './lib/locales';
import { claimLegacyCart, storedSubject } from './lib/cart/legacy-cart-claim';
import '@mantine/core/styles.css';
import '@portal/ui/global.css';

const config = portalConfig();
// Before sign-in the market is unknown: the user's own choice, else the browser's language, else Swedish.
const i18n = await createI18n(webLocales, visitorLanguage());
const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) =>
  root.render(
    <StrictMode>
      <BaseProviders i18n={i18n}>{node}</BaseProviders>
    </StrictMode>,
  );

// The entrances, each loading only what it needs; the pages a link opens need no session.
const { pathname } = window.location;
// A cart an earlier version left in the browser goes only to the user whose session this page continues.
claimLegacyCart(pathname === '/signin-callback' ? null : storedSubject(config.authority, config.clientId));
if (pathname.startsWith('/idp/interaction/')) {
  const { IdpLoginPage } = await import('./features/auth/idp/idp-login-page');
  render(<IdpLoginPage />);
} else if (pathname.startsWith('/invitation/')) {
  const { InvitationPage } = await import('./features/auth/invitation/invitation-page');
  render(<InvitationPage config={config} />);
} else if (pathname === '/forgot-password' || pathname === '/forgot-password/') {
  const { ForgotPasswordPage } = await import('./features/auth/password-reset/forgot-password-page');
  render(<ForgotPasswordPage config={config} />);
} else if (pathname.startsWith('/reset-password/')) {
  const { ResetPasswordPage } = await import('./features/auth/password-reset/reset-password-page');
  render(<ResetPasswordPage config={config} />);
} else if (pathname.startsWith('/email-change/')) {
  const { EmailChangePage } = await import('./features/auth/email-change/email-change-page');
  render(<EmailChangePage config={config} />);
} else if (pathname !== '/signin-callback' && !hasStoredSession(config)) {
  render(<VisitorApp config={config} />);
} else {
  const [{ App }, { createUserManager }] = await Promise.all([import('./app/app'), import('@portal/ui/auth')]);
  render(<App userManager={createUserManager(config)} />);
}
