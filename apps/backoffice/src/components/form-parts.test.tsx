// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import en from '../locales/en.json';
import { FailedNotice, FormActions, MarketSelect, SavedNotice } from './form-parts';

let root: Root | null = null;

async function render(node: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>{node}</MantineProvider>
      </I18nextProvider>,
    ),
  );
}

beforeAll(() => stubBrowser());
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

describe('the forms’ shared parts', () => {
  it('keep the status region for a saved change and show a failure only when there is one', async () => {
    await render(
      <>
        <SavedNotice text={false} />
        <FailedNotice text={null} />
      </>,
    );
    expect(document.querySelector('[role="status"]')?.textContent).toBe('');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('end a dialog’s form with the way out first, then the submit', async () => {
    const cancel = vi.fn();
    await render(<FormActions submit="Save" cancel={{ label: 'Cancel', onClick: cancel }} />);
    const buttons = [...document.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.type])).toEqual([
      ['Cancel', 'button'],
      ['Save', 'submit'],
    ]);
    await act(async () => buttons[0]!.click());
    expect(cancel).toHaveBeenCalled();
  });

  it('name the markets, led by every market where a record can serve them all', async () => {
    await render(<MarketSelect label="Market" every="Every market" value="all" onChange={() => undefined} />);
    const input = document.querySelector('input');
    expect(input?.labels?.[0]?.textContent).toBe('Market');
    expect(input?.value).toBe('Every market');
  });
});
