import { describe, expect, it } from 'vitest';
import { FILE_CONTENT_TYPES, youtubeVideoId } from '@portal/contracts';
import { sanitizeHtml } from '../modules/content/sanitize-html.js';
import { STORIES } from './content-articles.js';
import { formatMoney } from '@portal/contracts/money';
import { freight, FREIGHT_RATES } from '../modules/order/freight.js';
import { CONTACT_TEXT } from './content.js';
import { documentsFor, FOOTER, freightTable, type DocLanguage } from './content-documents.js';

const LANGUAGES: DocLanguage[] = ['sv', 'no', 'en'];
const banner = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

describe('the seeded news', () => {
  it('holds at least 40 articles over two years in Swedish, Norwegian and English', () => {
    const articles = STORIES.flatMap((s) => LANGUAGES.filter((l) => s.texts[l]));
    expect(articles.length).toBeGreaterThanOrEqual(40);
    for (const language of LANGUAGES) expect(STORIES.filter((s) => s.texts[language]).length).toBeGreaterThanOrEqual(14);
    expect(Math.max(...STORIES.map((s) => s.daysAgo)) - Math.min(...STORIES.map((s) => s.daysAgo))).toBeGreaterThan(600);
  });

  it('tells every story for all markets in all three languages, and one-market stories once', () => {
    for (const story of STORIES) {
      const languages = LANGUAGES.filter((l) => story.texts[l]);
      expect(languages, story.key).toEqual(story.market ? [story.market === 'se' ? 'sv' : story.market === 'no' ? 'no' : 'en'] : LANGUAGES);
    }
  });

  it('has flagged articles, pictures on all and a few YouTube videos', () => {
    expect(STORIES.filter((s) => s.flagged).length).toBeGreaterThanOrEqual(2);
    expect(STORIES[0]!.flagged).toBe(true);
    expect(STORIES.every((s) => /^(news|catalogue):[a-z-]+$/.test(s.image))).toBe(true);
    const videos = STORIES.filter((s) => s.youtube);
    expect(videos.length).toBeGreaterThanOrEqual(2);
    expect(videos.every((s) => youtubeVideoId(s.youtube!) !== null)).toBe(true);
  });

  it('writes only markup the sanitizer keeps (it adds rel to links)', () => {
    for (const story of STORIES) {
      for (const text of Object.values(story.texts))
        expect(sanitizeHtml(text.html).replace(/ rel="[^"]*"/g, ''), story.key).toBe(text.html);
    }
  });
});

describe('the seeded documents', () => {
  it.each(LANGUAGES)('has real PDFs for every file content type in %s', async (language) => {
    const docs = await documentsFor(language, banner);
    expect(new Set(docs.map((d) => d.contentType))).toEqual(new Set(FILE_CONTENT_TYPES));
    for (const doc of docs.filter((d) => d.mimeType === 'application/pdf')) {
      expect(doc.bytes.subarray(0, 5).toString('latin1'), doc.name).toBe('%PDF-');
      expect(doc.bytes.subarray(-6).toString('latin1'), doc.name).toBe('%%EOF\n');
    }
    expect(new Set(docs.map((d) => `${d.contentType}/${d.fileName}`)).size).toBe(docs.length);
    expect(docs.every((d) => !/[\\/]/.test(d.fileName) && d.folder.length > 0)).toBe(true);
  });

  it('writes the same bytes on every run', async () => {
    const first = await documentsFor('sv', banner);
    const second = await documentsFor('sv', banner);
    expect(second.map((d) => d.bytes.toString('base64'))).toEqual(first.map((d) => d.bytes.toString('base64')));
  });
});

describe('the delivery terms', () => {
  const cells = (lang: DocLanguage) => {
    const table = freightTable(lang);
    if (table.kind !== 'table') throw new Error('not a table');
    return table.rows.flat().join(' | ');
  };

  it('state the freight the portal charges: the rates and the free-freight value of the freight rules', () => {
    const sek = (n: number) => formatMoney(n, 'sv', 'SEK');
    expect(cells('sv')).toContain(sek(freight({ country: 'se', currency: 'SEK', weightKg: 10, netValue: 0, coDelivery: false })!));
    expect(cells('sv')).toContain(sek(FREIGHT_RATES['SEK']!.freeFrom));
    expect(cells('no')).toContain(formatMoney(FREIGHT_RATES['NOK']!.freeFrom, 'no', 'NOK'));
    expect(cells('no')).toContain(
      formatMoney(freight({ country: 'no', currency: 'NOK', weightKg: 500, netValue: 0, coDelivery: false })!, 'no', 'NOK'),
    );
    expect(cells('en')).toContain(formatMoney(FREIGHT_RATES['DKK']!.freeFrom, 'en', 'DKK'));
    expect(cells('en')).toContain(formatMoney(FREIGHT_RATES['EUR']!.freeFrom, 'en', 'EUR'));
    for (const lang of LANGUAGES) expect(cells(lang)).not.toMatch(/25[\s\u00a0.,]?000/);
  });
});

describe('the seeded contact texts', () => {
  // A dealer abroad dials these: a plus, the country code and the number, no trunk 0.
  const international = /^\+(46|47|45|49|358) [1-9]\d*( \d+)+$/;

  it('write every phone number in international form', () => {
    const phones = Object.entries(CONTACT_TEXT).filter(([key]) => key.endsWith('Phone'));
    expect(phones).toHaveLength(3);
    for (const [key, phone] of phones) expect(phone, key).toMatch(international);
  });

  it('write the company number in the documents’ footers in international form', () => {
    for (const footer of Object.values(FOOTER)) expect(footer.split(' · ').at(-1)).toMatch(international);
  });
});
