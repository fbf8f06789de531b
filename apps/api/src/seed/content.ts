import fs from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import type { FileStore } from '../platform/files/file-store.js';
import { createContentRepository } from '../modules/content/content.repository.js';
import { CONTENT_LANGUAGES, createContentService, type ContentLanguage } from '../modules/content/content.service.js';
import { BRANDS, SERIES } from './catalogue-data.js';
import { STORIES } from './content-articles.js';
import { documentsFor } from './content-documents.js';
import { stableId } from './ids.js';

/**
 * The content service's data: news in Swedish, Norwegian and English over two years,
 * downloadable documents for every content type, high-resolution product images, short
 * videos with thumbnails and the department contact texts. Files go to the file store;
 * articles pass the same sanitizer an editor's would.
 */

// Beside the code: src/seed/assets, or dist/seed/assets where the build copies them.
const ASSETS = new URL('./assets/', import.meta.url);
const CATALOGUE_PICTURES = new URL('../../../web/public/catalogue/', import.meta.url);

const asset = (path: string) => fs.readFile(new URL(path, ASSETS));

/** Article ids per language, as a content service numbers its nodes. */
const ARTICLE_ID_BASE: Record<ContentLanguage, number> = { sv: 1000, no: 2000, en: 3000 };

const VIDEOS = [
  {
    key: 'fire-lighting',
    names: { sv: 'Så tänder du en brasa uppifrån', no: 'Slik tenner du opp ovenfra', en: 'How to light a fire from the top' },
  },
  { key: 'embers', names: { sv: 'Glöd och eftervärme', no: 'Glør og ettervarme', en: 'Embers and afterglow' } },
  {
    key: 'brand',
    names: {
      sv: 'Nordflamme och Glödhus – varumärkesfilm',
      no: 'Nordflamme og Glödhus – merkevarefilm',
      en: 'Nordflamme and Glödhus – brand film',
    },
  },
] as const;

/**
 * The departments of the factory in Växjö, for the dealers of every market: the numbers in
 * international form, so that a Norwegian, Danish, German or Finnish dealer can dial them.
 */
export const CONTACT_TEXT = {
  renderType: 'textData',
  CustomerServiceEmail: 'kundservice@manufacturer.test',
  CustomerServicePhone: '+46 470 75 30 00',
  ServiceEmail: 'service@manufacturer.test',
  ServicePhone: '+46 470 75 30 50',
  MarketingCommunicationEmail: 'marknad@manufacturer.test',
  MarketingCommunicationPhone: '+46 470 75 30 80',
};

export async function seedContent(db: Kysely<DB>, fileStore: FileStore | null, now: Date = new Date()) {
  if (!fileStore) throw new Error('The content seed writes files and needs the file store');
  const content = createContentService({ repo: createContentRepository(db), fileStore });

  // Pictures of the articles, each stored once and shared by every language.
  const pictures = new Map<string, string>();
  for (const ref of new Set(STORIES.map((s) => s.image))) {
    const [source, name] = ref.split(':') as ['news' | 'catalogue', string];
    const bytes = source === 'news' ? await asset(`news/${name}.svg`) : await fs.readFile(new URL(`${name}.svg`, CATALOGUE_PICTURES));
    const id = stableId(`content-picture:${ref}`);
    await content.saveFile({ id, contentType: null, name, fileName: `${name}.svg`, mimeType: 'image/svg+xml', bytes });
    pictures.set(ref, id);
  }

  const seedDay = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  for (const language of CONTENT_LANGUAGES) {
    let n = 0;
    for (const story of STORIES) {
      const text = story.texts[language];
      if (!text) continue;
      n++;
      await content.saveArticle({
        id: String(ARTICLE_ID_BASE[language] + n),
        language,
        market: story.market ?? null,
        title: text.title,
        abstract: text.abstract,
        html: text.html,
        imageId: pictures.get(story.image) ?? null,
        youtube: story.youtube ?? null,
        flagged: story.flagged ?? false,
        publishedAt: new Date(seedDay - story.daysAgo * 86_400_000 + story.hour * 3_600_000),
      });
    }
  }

  // Documents of every content type, per language.
  const banner = await asset('news/campaign.svg');
  for (const language of CONTENT_LANGUAGES) {
    for (const [i, doc] of (await documentsFor(language, banner)).entries()) {
      await content.saveFile({
        id: stableId(`content-file:${language}:${doc.contentType}:${doc.fileName}`),
        contentType: doc.contentType,
        language,
        folder: doc.folder,
        name: doc.name,
        fileName: doc.fileName,
        mimeType: doc.mimeType,
        bytes: doc.bytes,
        sortOrder: i,
      });
    }
  }

  // High-resolution product images: a photo-size JPEG and the vector drawing per stove series.
  for (const [i, s] of SERIES.entries()) {
    const brand = BRANDS.find((b) => b.code === s.brand)!.name;
    const folder = `${brand} ${s.name}`;
    await content.saveFile({
      id: stableId(`content-image:${s.code}:jpg`),
      contentType: 'prod',
      folder,
      name: `${folder} (JPEG, 1600 × 1600 px)`,
      fileName: `${brand}-${s.name}.jpg`,
      mimeType: 'image/jpeg',
      bytes: await asset(`images/${s.image}.jpg`),
      sortOrder: i * 10,
    });
    await content.saveFile({
      id: stableId(`content-image:${s.code}:svg`),
      contentType: 'prod',
      folder,
      name: `${folder} (SVG)`,
      fileName: `${brand}-${s.name}.svg`,
      mimeType: 'image/svg+xml',
      bytes: await fs.readFile(new URL(`${s.image}.svg`, CATALOGUE_PICTURES)),
      sortOrder: i * 10 + 1,
    });
  }

  // Videos with a thumbnail each; the film is the same in every language, its name is not.
  for (const [i, video] of VIDEOS.entries()) {
    const thumbnailId = stableId(`content-video-thumbnail:${video.key}`);
    await content.saveFile({
      id: thumbnailId,
      contentType: null,
      name: video.names.en,
      fileName: `${video.key}.jpg`,
      mimeType: 'image/jpeg',
      bytes: await asset(`video/${video.key}.jpg`),
    });
    const film = await asset(`video/${video.key}.webm`);
    for (const language of CONTENT_LANGUAGES) {
      await content.saveFile({
        id: stableId(`content-video:${video.key}:${language}`),
        contentType: 'video',
        language,
        name: video.names[language],
        fileName: `${video.key}.webm`,
        mimeType: 'video/webm',
        bytes: film,
        thumbnailId,
        sortOrder: i,
      });
    }
  }

  await content.saveContactText(CONTACT_TEXT);
}
