// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DetailModal } from './detail-modal';
import { ErrorDialogProvider } from './error-dialog';
import en from './locales/en.json';
import { stubBrowser } from './testing/dom-stubs';
import { theme } from './theme';

let root: Root | null = null;

beforeAll(async () => {
  // Every media query matches: a wide screen, and a reader who asked the system for reduced motion, which the theme
  // respects, so a dialog closes without its animation.
  stubBrowser({ matches: true });
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
});

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

/** An invoice's detail opened from a list; `failed`: its load failed, as when the detail call answers 500. */
function Detail({ failed }: { failed: boolean }) {
  const [opened, setOpened] = useState(true);
  return (
    <DetailModal
      opened={opened}
      failed={opened && failed}
      onClose={() => setOpened(false)}
      title="Invoice 1"
      closeLabel="Close"
      loadingLabel="Loading"
    >
      {null}
    </DetailModal>
  );
}

const dialogTitles = () => [...document.querySelectorAll('[role="dialog"]')].map((d) => d.querySelector('h2')?.textContent ?? '');

describe('a detail whose load fails', () => {
  it('closes and shows the error dialog, without motion too', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const render = (failed: boolean) =>
      act(async () =>
        root!.render(
          <MantineProvider theme={theme}>
            <I18nextProvider i18n={i18next}>
              <ErrorDialogProvider>
                <Detail failed={failed} />
              </ErrorDialogProvider>
            </I18nextProvider>
          </MantineProvider>,
        ),
      );
    await render(false);
    expect(dialogTitles()).toEqual(['Invoice 1']);
    await render(true);
    // The error dialog's code loads when it is first needed.
    for (let i = 0; i < 50 && !dialogTitles().includes(en.error.title.oops); i++) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(dialogTitles()).toEqual([en.error.title.oops]);
  });
});
