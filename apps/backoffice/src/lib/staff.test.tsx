// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getStaffMe, putStaffLanguage, type StaffMe } from '@portal/contracts/staff';
import { apiRequest } from '@portal/ui/auth';
import { storedLanguage } from '@portal/ui/languages';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { useAccountLanguage } from './staff';

vi.mock('@portal/ui/auth', () => ({ apiRequest: vi.fn() }));

const ME: StaffMe = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'a@b.test',
  firstname: 'A',
  lastname: 'B',
  roles: [],
  language: 'de',
};
let root: Root | null = null;

beforeAll(() => stubBrowser());
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  localStorage.clear();
});

async function mount() {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: {} }, de: { translation: {} }, fi: { translation: {} } } });
  let keep: ((language: 'fi') => void) | null = null;
  function Probe() {
    const account = useAccountLanguage();
    useEffect(() => {
      keep = account.keep;
    });
    return null;
  }
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <Probe />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
  return { i18n, keep: (language: 'fi') => keep!(language) };
}

describe('the language kept with the staff member’s account', () => {
  it('opens the back office in the account’s language and remembers it on this device', async () => {
    vi.mocked(apiRequest).mockImplementation(async (endpoint) => (endpoint === getStaffMe ? ME : null) as never);
    const { i18n } = await mount();
    await vi.waitFor(() => expect(i18n.language).toBe('de'));
    expect(storedLanguage()).toBe('de');
  });

  it('keeps a choice from the menu with the account', async () => {
    vi.mocked(apiRequest).mockImplementation(
      async (endpoint) => ({ ...ME, language: endpoint === putStaffLanguage ? 'fi' : null }) as never,
    );
    const { i18n, keep } = await mount();
    await act(async () => keep('fi'));
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalledWith(putStaffLanguage, { body: { language: 'fi' } }));
    await vi.waitFor(() => expect(i18n.language).toBe('fi'));
  });
});
