// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BaseProviders } from '@portal/ui/base-providers';
import { createI18n } from '@portal/ui/i18n';
import { storedLanguage, visitorLanguage } from '@portal/ui/languages';
import de from '../../../locales/de.json';
import no from '../../../locales/no.json';
import { webLocales } from '../../../lib/locales';
import { LoginScreen, type LogIn } from './login-screen';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';

let root: Root | null = null;

beforeAll(() => {
  stubBrowser();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  localStorage.clear();
});

/** The login screen as main.tsx starts it for a browser whose languages are given. */
async function render(browserLanguages: string[], onLogIn: LogIn) {
  Object.defineProperty(navigator, 'languages', { value: browserLanguages, configurable: true });
  const i18n = await createI18n(webLocales, visitorLanguage());
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <BaseProviders i18n={i18n}>
        <LoginScreen onLogIn={onLogIn} />
      </BaseProviders>,
    ),
  );
}

const heading = () => document.querySelector('h1')?.textContent;

/** Lets React and pending loads run until the condition holds, for at most five seconds. */
async function until(condition: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition() && Date.now() - started < timeoutMs) await act(() => new Promise((r) => setTimeout(r, 10)));
}
const languageSelect = () => {
  const label = [...document.querySelectorAll('label')].find((l) => document.getElementById(l.htmlFor)?.tagName === 'SELECT')!;
  return { label: label.textContent, select: document.getElementById(label.htmlFor) as HTMLSelectElement };
};

describe('the login screen', () => {
  it('speaks the browser’s language, Swedish when the portal speaks none of them', async () => {
    await render(['de-DE', 'en'], async () => {});
    expect(heading()).toBe(de.login.title);
    expect(document.documentElement.lang).toBe('de');
    expect(languageSelect().label).toBe(de.menu.language);
    expect(languageSelect().select.value).toBe('de');
    await act(async () => root?.unmount());

    await render(['fr-FR', 'es'], async () => {});
    expect(document.documentElement.lang).toBe('sv');
    expect(languageSelect().select.value).toBe('sv');
  });

  it('names and describes the page in its language, over the Swedish of index.html', async () => {
    const description = document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'description', content: 'sv' }));
    await render(['de-DE'], async () => {});
    expect(document.title).toBe(de.app.name);
    expect(description.content).toBe(de.login.intro);
    description.remove();
  });

  it('switches language from a labelled select, remembers it and asks the provider for it', async () => {
    const asked: Parameters<LogIn>[0][] = [];
    await render(['de-DE'], async (options) => {
      asked.push(options);
    });
    const { select } = languageSelect();
    // Every language is named in itself.
    expect([...select.options].map((o) => [o.value, o.lang, o.textContent])).toEqual([
      ['en', 'en', 'English'],
      ['sv', 'sv', 'Svenska'],
      ['dk', 'da', 'Dansk'],
      ['de', 'de', 'Deutsch'],
      ['no', 'no', 'Norsk'],
      ['fi', 'fi', 'Suomi'],
    ]);
    await act(async () => {
      select.value = 'no';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // The Norwegian texts load on demand: wait for them rather than for a fixed time, which a busy machine outlasts.
    await until(() => heading() === no.login.title);
    expect(heading()).toBe(no.login.title);
    expect(document.documentElement.lang).toBe('no');
    expect(storedLanguage()).toBe('no');

    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === no.login.button)!;
    await act(async () => button.click());
    expect(asked).toEqual([{ returnTo: '/home', uiLocales: 'nb-NO' }]);
  });
});
