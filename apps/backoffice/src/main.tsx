// First: zod is configured before any module builds a schema.
import '@portal/ui/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createUserManager } from '@portal/ui/auth';
import { BaseProviders } from '@portal/ui/base-providers';
import { portalConfig } from '@portal/ui/config';
import { createI18n } from '@portal/ui/i18n';
import { DEFAULT_LANGUAGE, storedLanguage } from '@portal/ui/languages';
import { BACKOFFICE_BASE } from '@portal/contracts/app-routes';
import { App } from './app/app';
import { backofficeLocales } from './lib/locales';
import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@portal/ui/global.css';

const i18n = await createI18n(backofficeLocales, storedLanguage() ?? DEFAULT_LANGUAGE);
const userManager = createUserManager(portalConfig(), BACKOFFICE_BASE);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BaseProviders i18n={i18n}>
      <App userManager={userManager} />
    </BaseProviders>
  </StrictMode>,
);
