// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { ConfigOption } from '@portal/contracts/configurator';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import sv from '../../../../locales/sv.json';
import { NumberField } from './input-fields';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';

const height: ConfigOption = {
  ID: 'heightInside',
  Caption: 'Height',
  Value: '',
  DisplayType: 'Number',
  DisplayFormat: null,
  IsVisible: true,
  IsEnabled: true,
  IsRequired: false,
  InformationLink: null,
  Ranges: [{ Min: 0.5, Max: 14.5, Increment: 0.5 }],
  SelectableValues: [],
};

let root: Root | null = null;
let sent: string[] = [];

beforeAll(() => {
  stubBrowser();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  sent = [];
});

/** The field as the configurator shows it, with the engine's value, in one language. */
async function render(language: 'sv' | 'de' | 'en', value: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { sv: { translation: sv }, de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <NumberField option={{ ...height, Value: value }} value={value} onChange={(v) => sent.push(v)} aside={null} />
        </MantineProvider>
      </I18nextProvider>,
    ),
  );
  return container.querySelector('input')!;
}

async function type(input: HTMLInputElement, text: string, key = 'Enter') {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
}

const hintOf = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;

describe('the configurator’s number field', () => {
  it('writes its value, hint and placeholder with a decimal comma in Swedish', async () => {
    const input = await render('sv', '4.5');
    expect(input.value).toBe('4,5');
    expect(input.placeholder).toBe('0,5 – 14,5');
    expect(hintOf(input)).toBe('Från 0,5 till 14,5, i steg om 0,5');
  });

  it('takes 4,5, 4.5 and 4 500 and sends the engine a decimal point', async () => {
    const input = await render('sv', '');
    await type(input, '4,5');
    expect(sent).toEqual(['4.5']);
    expect(input.value).toBe('4,5');
    await type(input, '4.5');
    expect(input.value).toBe('4,5');
    await type(input, '4 500');
    // Clamped into the range, shown back the Swedish way.
    expect(sent.at(-1)).toBe('14.5');
    expect(input.value).toBe('14,5');
  });

  it('steps with the arrow keys in the language’s way', async () => {
    const input = await render('de', '4.5');
    expect(input.value).toBe('4,5');
    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true })));
    expect(input.value).toBe('5');
    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    expect(input.value).toBe('4');
    await act(async () => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    expect(input.value).toBe('3,5');
  });

  it('keeps a decimal point in English and refuses what is no number', async () => {
    const input = await render('en', '');
    expect(input.placeholder).toBe('0.5 – 14.5');
    await type(input, '2,5');
    expect(sent).toEqual(['2.5']);
    expect(input.value).toBe('2.5');
    await type(input, '2,5,5');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual(['2.5']);
  });
});
