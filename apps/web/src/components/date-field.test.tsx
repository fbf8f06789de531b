// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fi from '../locales/fi.json';
import sv from '../locales/sv.json';
import { DateField } from './date-field';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';

let root: Root | null = null;
let values: string[] = [];

beforeAll(() => {
  stubBrowser();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  values = [];
});

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Requested delivery date"
      value={value}
      earliest="2026-01-01"
      onChange={(next) => {
        values.push(next);
        setValue(next);
      }}
    />
  );
}

async function render(language: 'en' | 'sv' | 'de' | 'fi', initial: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { translation: en }, sv: { translation: sv }, de: { translation: de }, fi: { translation: fi } },
    interpolation: { escapeValue: false },
  });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <Field initial={initial} />
        </MantineProvider>
      </I18nextProvider>,
    ),
  );
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.includes('Requested delivery date'))!;
  return document.getElementById(label.htmlFor) as HTMLInputElement;
}

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => input.blur());
}

describe('the date field', () => {
  it('shows the date the way the UI language writes it, whatever the browser', async () => {
    expect((await render('de', '2026-05-01')).value).toBe('01.05.2026');
    await act(async () => root?.unmount());
    expect((await render('sv', '2026-05-01')).value).toBe('2026-05-01');
    await act(async () => root?.unmount());
    expect((await render('fi', '2026-05-01')).value).toBe('1.5.2026');
    await act(async () => root?.unmount());
    const english = await render('en', '2026-05-01');
    expect(english.value).toBe('01/05/2026');
    expect(english.placeholder).toBe('DD/MM/YYYY');
  });

  it('takes a typed date in the language’s way or year first, and keeps the value yyyy-mm-dd', async () => {
    const input = await render('de', '2026-05-01');
    expect(input.placeholder).toBe('TT.MM.JJJJ');
    await type(input, '24.12.2026');
    expect(values.at(-1)).toBe('2026-12-24');
    expect(input.value).toBe('24.12.2026');
    await type(input, '2026-06-15');
    expect(values.at(-1)).toBe('2026-06-15');
    // Left, the field writes it the German way.
    expect(input.value).toBe('15.06.2026');
  });

  it('gives no date for text that is no day, and keeps the text for the user to correct', async () => {
    const input = await render('fi', '2026-05-01');
    await type(input, '31.2.2026');
    expect(values).toEqual(['']);
    expect(input.value).toBe('31.2.2026');
  });

  it('opens a calendar in the UI language from a labelled button, and a picked day becomes the value', async () => {
    await render('de', '2026-05-01');
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Im Kalender auswählen"]')!;
    expect(button).not.toBeNull();
    await act(async () => button.click());
    const dropdown = await waitFor(() => document.querySelector<HTMLElement>('.mantine-Popover-dropdown'));
    expect(dropdown.textContent).toContain('Mai 2026');
    expect(dropdown.querySelector('button[aria-label="Nächster Monat"]')).not.toBeNull();
    const day = [...dropdown.querySelectorAll<HTMLButtonElement>('table button')].find((b) => b.textContent === '20')!;
    await act(async () => day.click());
    expect(values.at(-1)).toBe('2026-05-20');
    expect(document.querySelector<HTMLInputElement>('input')!.value).toBe('20.05.2026');
  });
});

async function waitFor<T>(find: () => T | null): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  throw new Error('not found');
}
