import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LANGUAGES } from '@portal/contracts/languages';

const web = path.resolve(import.meta.dirname, '../..');

describe('the page', () => {
  it('carries the mark of public/favicon.svg as its icon, written in rather than asked for', () => {
    const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
    const icon = /<link\s+rel="icon"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1];
    expect(icon).toBeDefined();
    const file = fs.readFileSync(path.join(web, 'public/favicon.svg'), 'utf8').trim();
    expect(decodeURIComponent(icon ?? '')).toBe(file.replaceAll('"', "'"));
  });

  it('names and describes itself in its language, as the login screen does: its title and meta description', () => {
    const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
    const language = LANGUAGES.find((code) => LANGUAGE_TAGS[code].html === lang);
    expect(language).toBeDefined();
    const texts = JSON.parse(fs.readFileSync(path.join(web, `src/locales/${language}.json`), 'utf8')) as {
      app: { name: string };
      login: { intro: string };
    };
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(texts.app.name);
    expect(/<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1]).toBe(texts.login.intro);
  });
});
