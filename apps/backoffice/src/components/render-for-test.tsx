import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/**
 * Renders a piece of the back office as the app shows it, in Mantine, with a query client and with texts (each key as
 * itself unless `translation` holds it), for the shared components' DOM tests. Answers the way to
 * take it down again, for afterEach.
 */
export async function renderShown(node: ReactNode, translation: Record<string, unknown> = {}) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation } } });
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MantineProvider>{node}</MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
  return async () => {
    await act(async () => root.unmount());
    document.body.innerHTML = '';
  };
}
