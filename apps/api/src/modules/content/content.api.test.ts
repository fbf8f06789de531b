import { describe, expect, it } from 'vitest';
import type { GetArticlesResponse, GetVideosResponse, MediaFoldersResponse, NewsArticle } from '@portal/contracts';
import { FILE_CONTENT_TYPES } from '@portal/contracts';
import { createContentRepository } from './content.repository.js';
import { createContentService } from './content.service.js';
import { createDirFileStore } from '../../platform/files/file-store.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

/** The content calls are public: no bearer token. */
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const json = async <T>(url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const articles = (query: string) => json<GetArticlesResponse>(`/mediaApi/articles?${query}`).then((r) => r.articles);

describe('GET /mediaApi/articles', () => {
  it('answers without a token, newest first, in the market’s language', async () => {
    const res = await get('/mediaApi/articles?market=se&limit=30');
    expect(res.statusCode).toBe(200);
    const list = res.json<GetArticlesResponse>().articles;
    expect(list).toHaveLength(16);
    expect(list[0]).toMatchObject({ title: 'Ny prislista gäller från nästa månad' });
    expect(list.every((a) => /^\d{14}$/.test(a.date))).toBe(true);
    const dates = list.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Two years of news.
    expect(Number(dates[0]!.slice(0, 4)) - Number(dates.at(-1)!.slice(0, 4))).toBeGreaterThanOrEqual(1);
    expect(list.every((a) => a.image?.startsWith('/mediaApi/file/'))).toBe(true);
  });

  it('holds at least 40 articles over Swedish, Norwegian and English', async () => {
    const [sv, no, en] = await Promise.all([
      articles('market=se&limit=100'),
      articles('market=no&limit=100'),
      articles('market=dk&limit=100'),
    ]);
    expect(sv.length + no.length + en.length).toBeGreaterThanOrEqual(40);
    expect(no[0]!.title).toBe('Ny prisliste gjelder fra neste måned');
    expect(en[0]!.title).toBe('New price list from next month');
  });

  it('shows an article meant for one market to that market only', async () => {
    const titles = async (market: string) => (await articles(`market=${market}&limit=100`)).map((a) => a.title);
    expect(await titles('fi')).toContain('Our new showroom in Tampere is open');
    expect(await titles('de')).not.toContain('Our new showroom in Tampere is open');
    expect(await titles('de')).toContain('German documentation on request');
    expect(await titles('dk')).toHaveLength(16);
  });

  it('limits, sorts oldest first on request and filters the flagged', async () => {
    const latest = await articles('market=se&limit=3');
    expect(latest).toHaveLength(3);
    const oldest = await articles('market=se&limit=3&sort=asc');
    expect(oldest[0]!.date < oldest[1]!.date).toBe(true);
    expect(oldest[0]!.title).toBe('Nya fraktvillkor och samlastning');
    const flagged = await articles('market=se&limit=10&isFlagged=true');
    expect(flagged.map((a) => a.title)).toEqual(['Ny prislista gäller från nästa månad', 'Kundservice har sommaröppet']);
    expect(await articles('market=se&limit=100&isFlagged=false')).toHaveLength(16);
  });

  it('sets the headers of a public, cacheable read usable from another origin', async () => {
    const res = await get('/mediaApi/articles?market=se&limit=3');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it.each([
    ['market=uk&limit=3', 'market'],
    ['limit=3', 'market'],
    ['market=se&limit=0', 'limit'],
    ['market=se&limit=101', 'limit'],
    ['market=se&limit=3&sort=newest', 'sort'],
    ['market=se&limit=3&isFlagged=yes', 'isFlagged'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await get(`/mediaApi/articles?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('GET /mediaApi/article', () => {
  it('answers an article with its HTML, picture and privacy-enhanced video', async () => {
    const [narvik] = (await articles('market=se&limit=2')).slice(1);
    const article = await json<NewsArticle>(`/mediaApi/article?market=se&node=${narvik!.id}`);
    expect(article.Title).toBe('Nyhet: Glödhus Narvik med nästan ramlöst glas');
    expect(article.Abstract).toBe(narvik!.abstract);
    expect(article.Content).toContain('<strong>Glödhus Narvik</strong>');
    expect(article.ImageUrl).toBe(narvik!.image);
    expect(article.Youtube).toEqual({ href: 'https://www.youtube-nocookie.com/embed/L_LUpnjgPso' });
    const picture = await get(article.ImageUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.headers['content-disposition']).toMatch(/^inline;/);
    expect(picture.body).toContain('<svg');
  });

  it('answers null for an article without a video, and links rel-protected', async () => {
    const [price] = await articles('market=se&limit=1');
    const article = await json<NewsArticle>(`/mediaApi/article?market=se&node=${price!.id}`);
    expect(article.Youtube).toBeNull();
    expect(article.Content).toContain('<a href="mailto:kundservice@manufacturer.test" rel="noopener noreferrer nofollow">');
  });

  it('answers 404 for an unknown node and for another market’s article', async () => {
    expect((await get('/mediaApi/article?market=se&node=999999')).statusCode).toBe(404);
    const [sv] = await articles('market=se&limit=1');
    expect((await get(`/mediaApi/article?market=no&node=${sv!.id}`)).statusCode).toBe(404);
    const tampere = (await articles('market=fi&limit=100')).find((a) => a.title.includes('Tampere is open'))!;
    expect((await get(`/mediaApi/article?market=fi&node=${tampere.id}`)).statusCode).toBe(200);
    expect((await get(`/mediaApi/article?market=dk&node=${tampere.id}`)).statusCode).toBe(404);
  });

  it('answers 400 without a node', async () => {
    const res = await get('/mediaApi/article?market=se');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'node' });
  });
});

describe('storing an article', () => {
  const service = () =>
    createContentService({ repo: createContentRepository(t.database.db), fileStore: createDirFileStore(`${t.config.dataDir}/files`) });
  const base = { language: 'sv' as const, title: 'Test', abstract: 'Sammanfattning', publishedAt: new Date('2020-01-01T00:00:00Z') };

  it('strips a script tag and every other disallowed element before it is kept', async () => {
    await service().saveArticle({
      ...base,
      id: 'hostile-1',
      html:
        '<p onclick="steal()">Hej <strong>alla</strong></p><script>alert(document.cookie)</script>' +
        '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(1)">klicka</a> <a href="https://nordflamme.test/" target="_blank">länk</a><style>p{}</style>',
    });
    const stored = await t.database.db
      .selectFrom('content_article')
      .select('content_html')
      .where('id', '=', 'hostile-1')
      .executeTakeFirstOrThrow();
    expect(stored.content_html).toBe(
      '<p>Hej <strong>alla</strong></p>klicka <a href="https://nordflamme.test/" rel="noopener noreferrer nofollow">länk</a>',
    );
    const article = await json<NewsArticle>('/mediaApi/article?market=se&node=hostile-1');
    expect(article.Content).toBe(stored.content_html);
    expect(article.Content).not.toMatch(/script|onerror|onclick|iframe|javascript:/i);
  });

  it('keeps only the id of a YouTube video and refuses other hosts', async () => {
    await service().saveArticle({ ...base, id: 'video-1', html: '<p>Film</p>', youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect((await json<NewsArticle>('/mediaApi/article?market=se&node=video-1')).Youtube).toEqual({
      href: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    await expect(service().saveArticle({ ...base, id: 'video-2', html: '', youtube: 'https://vimeo.com/123456' })).rejects.toMatchObject({
      statusCode: 400,
      details: { field: 'youtube' },
    });
    await expect(service().saveArticle({ ...base, id: 'bad id!', html: '' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(service().saveArticle({ ...base, id: 'x', title: '<b>t</b>', html: '' })).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('GET /mediaApi/files', () => {
  it.each(FILE_CONTENT_TYPES)('lists %s files in folders, each one a real download', async (contentType) => {
    const { folders } = await json<MediaFoldersResponse>(`/mediaApi/files?market=se&contentType=${contentType}`);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.every((f) => f.name && f.items.length > 0)).toBe(true);
    const item = folders[0]!.items[0]!;
    const res = await get(item.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    if (res.headers['content-type'] === 'application/pdf') {
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }
  });

  it('groups the data sheets by brand and writes them in the market’s language', async () => {
    const se = await json<MediaFoldersResponse>('/mediaApi/files?market=se&contentType=dts');
    expect(se.folders.map((f) => f.name)).toEqual(['Produktdatablad – Nordflamme', 'Produktdatablad – Glödhus']);
    expect(se.folders[0]!.items[0]!.name).toBe('Nordflamme Oslo – tekniska data');
    const no = await json<MediaFoldersResponse>('/mediaApi/files?market=no&contentType=dts');
    expect(no.folders[1]!.items[0]!.name).toBe('Glödhus Aalborg – tekniske data');
    const de = await json<MediaFoldersResponse>('/mediaApi/files?market=de&contentType=dop');
    expect(de.folders[0]!.items[0]!.name).toBe('Nordflamme Oslo – declaration of performance');
  });

  it('downloads a PDF whose text is the document’s and whose name survives in UTF-8', async () => {
    const { folders } = await json<MediaFoldersResponse>('/mediaApi/files?market=se&contentType=dop');
    const item = folders.find((f) => f.name === 'Glödhus')!.items[0]!;
    const res = await get(item.url);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Glodhus Aalborg - prestandadeklaration.pdf"; filename*=UTF-8''Gl%C3%B6dhus%20Aalborg%20-%20prestandadeklaration.pdf`,
    );
    expect(res.rawPayload.length).toBeGreaterThan(1500);
  });

  it('answers 400 for a content type of another list', async () => {
    expect((await get('/mediaApi/files?market=se&contentType=prod')).statusCode).toBe(400);
    expect((await get('/mediaApi/files?market=se')).statusCode).toBe(400);
  });
});

describe('GET /mediaApi/images', () => {
  it('lists a folder per stove series with a JPEG and a vector drawing', async () => {
    const { folders } = await json<MediaFoldersResponse>('/mediaApi/images?market=no&contentType=prod');
    expect(folders).toHaveLength(8);
    expect(folders[0]).toMatchObject({ name: 'Nordflamme Oslo' });
    expect(folders[0]!.items.map((i) => i.name)).toEqual(['Nordflamme Oslo (JPEG, 1600 × 1600 px)', 'Nordflamme Oslo (SVG)']);
    const jpeg = await get(folders[0]!.items[0]!.url);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('answers 400 for another content type', async () => {
    expect((await get('/mediaApi/images?market=no&contentType=doc')).statusCode).toBe(400);
  });
});

describe('GET /mediaApi/videos', () => {
  it('lists short WebM videos with thumbnails, named in the market’s language', async () => {
    const { videos } = await json<GetVideosResponse>('/mediaApi/videos?market=se');
    expect(videos.map((v) => v.name)).toEqual([
      'Så tänder du en brasa uppifrån',
      'Glöd och eftervärme',
      'Nordflamme och Glödhus – varumärkesfilm',
    ]);
    expect(videos.every((v) => v.mimeType === 'video/webm' && v.thumbnail?.endsWith('.jpg'))).toBe(true);
    const film = await get(videos[0]!.url);
    expect(film.statusCode).toBe(200);
    expect(film.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(film.rawPayload.length).toBeLessThan(100_000);
    expect(film.headers['accept-ranges']).toBe('bytes');
    const thumb = await get(videos[0]!.thumbnail!);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const en = await json<GetVideosResponse>('/mediaApi/videos?market=fi');
    expect(en.videos[0]!.name).toBe('How to light a fire from the top');
  });
});

describe('GET /mediaApi/file/:id/:name', () => {
  const firstVideo = async () => (await json<GetVideosResponse>('/mediaApi/videos?market=se')).videos[0]!;

  it('answers a byte range, as a video player asks', async () => {
    const video = await firstVideo();
    const whole = (await get(video.url)).rawPayload;
    const part = await get(video.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(part.rawPayload).toEqual(whole.subarray(100, 200));
    const tail = await get(video.url, { range: 'bytes=-50' });
    expect(tail.rawPayload).toEqual(whole.subarray(-50));
    const beyond = await get(video.url, { range: `bytes=${whole.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it('reads only the asked-for bytes from the file store, and nothing for a 304', async () => {
    const video = await firstVideo();
    const asked: unknown[] = [];
    const original = t.fileStore.get;
    t.fileStore.get = (key, range) => {
      asked.push(range ?? 'whole');
      return original(key, range);
    };
    try {
      const middle = await get(video.url, { range: 'bytes=1000-1999' });
      expect(middle.statusCode).toBe(206);
      expect(middle.rawPayload.length).toBe(1000);
      const first = await get(video.url);
      await get(video.url, { 'if-none-match': String(first.headers['etag']) });
      expect(asked).toEqual([{ start: 1000, end: 1999 }, 'whole']);
    } finally {
      t.fileStore.get = original;
    }
  });

  it('answers 304 for a copy the browser already has', async () => {
    const video = await firstVideo();
    const first = await get(video.url);
    const again = await get(video.url, { 'if-none-match': String(first.headers['etag']) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for an unknown id, a wrong name or a path that tries to leave the store', async () => {
    const video = await firstVideo();
    expect((await get(video.url.replace(/[^/]+$/, 'other.webm'))).statusCode).toBe(404);
    expect((await get('/mediaApi/file/00000000-0000-4000-8000-000000000000/x.pdf')).statusCode).toBe(404);
    expect((await get('/mediaApi/file/not-a-guid/x.pdf')).statusCode).toBe(404);
    expect((await get('/mediaApi/file/..%2F..%2Fetc/passwd')).statusCode).toBe(404);
  });
});

describe('GET /mediaApi/contact', () => {
  it('answers the three departments', async () => {
    expect(await json('/mediaApi/contact?renderType=textData')).toEqual({
      CustomerServiceEmail: 'kundservice@manufacturer.test',
      CustomerServicePhone: '+46 470 75 30 00',
      ServiceEmail: 'service@manufacturer.test',
      ServicePhone: '+46 470 75 30 50',
      MarketingCommunicationEmail: 'marknad@manufacturer.test',
      MarketingCommunicationPhone: '+46 470 75 30 80',
    });
  });

  it('answers 400 for another render type', async () => {
    expect((await get('/mediaApi/contact?renderType=html')).statusCode).toBe(400);
  });
});

describe('the API document', () => {
  it('lists the content calls without a bearer requirement', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, { get?: { security?: unknown[] } }> }>();
    expect(doc.paths['/mediaApi/articles']?.get?.security).toEqual([]);
    expect(doc.paths['/api/reseller/salesRepInfo']?.get?.security).toEqual([{ bearer: [] }]);
  });
});
