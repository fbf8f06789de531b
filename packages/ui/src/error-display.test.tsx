// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiErrorOf } from './auth/api-client';
import { ErrorDialogProvider, useErrorDialog } from './error-dialog';
import { ErrorNotice } from './error-notice';
import en from './locales/en.json';
import sv from './locales/sv.json';
import { stubBrowser } from './testing/dom-stubs';

/** The apps' error dialog and notice name the failed request, so a dealer can quote it to customer service. */
let root: Root | null = null;

beforeAll(async () => {
  stubBrowser({ matches: true });
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en }, sv: { translation: sv } } });
});

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  await i18next.changeLanguage('en');
});

async function show(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <MantineProvider>
        <I18nextProvider i18n={i18next}>{node}</I18nextProvider>
      </MantineProvider>,
    ),
  );
}

const REQUEST_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const answered = () =>
  apiErrorOf(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side', requestId: REQUEST_ID }, 'Error');

describe('the request id of a failed call', () => {
  it('is read from the error body into the ApiError', () => {
    const error = answered();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.requestId).toBe(REQUEST_ID);
    expect(apiErrorOf(502, null, 'Bad Gateway').requestId).toBeUndefined();
  });

  it('shows under an error notice with its label, in the reader’s language', async () => {
    await show(<ErrorNotice titleKey="error.title.oops" error={answered()} />);
    expect(document.body.textContent).toContain(`Reference for customer service: ${REQUEST_ID}`);
    await act(async () => void (await i18next.changeLanguage('sv')));
    expect(document.body.textContent).toContain(`Referens till kundtjänst: ${REQUEST_ID}`);
  });

  it('is left out when the error names no request (a proxy’s page, no network)', async () => {
    await show(<ErrorNotice titleKey="error.title.oops" error={new ApiError(0, 'NETWORK_ERROR', 'The request could not be sent')} />);
    expect(document.body.textContent).toContain(en.error.text.generic);
    expect(document.querySelector('[data-request-id]')).toBeNull();
  });

  it('shows in the error dialog opened with the error', async () => {
    function Fails() {
      const { showError } = useErrorDialog();
      useEffect(() => showError({ error: answered() }), [showError]);
      return null;
    }
    await show(
      <ErrorDialogProvider>
        <Fails />
      </ErrorDialogProvider>,
    );
    // The dialog's code loads when it is first needed.
    for (let i = 0; i < 50 && !document.querySelector('[data-request-id]'); i++) {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain(en.error.title.oops);
    expect(dialog?.textContent).toContain(`Reference for customer service: ${REQUEST_ID}`);
  });
});
