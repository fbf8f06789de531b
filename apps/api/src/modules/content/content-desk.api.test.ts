import { describe, expect, it } from 'vitest';
import { staffId } from '../../seed/staff.js';
import { useTestApp } from '../../test/use-test-app.js';
import { MARKETING } from '../../test/demo-users.js';
import { auditRows } from '../../test/fixtures.js';

const t = useTestApp();

const article = (overrides: Record<string, unknown> = {}) => ({
  market: 'no',
  language: 'no',
  title: 'Nye peisovner for vinteren',
  abstract: 'Tre nye modeller er klare for levering.',
  content: '<p>Tre nye <strong>modeller</strong>.</p><script>alert(1)</script><p onclick="x()">Se katalogen.</p>',
  status: 'published',
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  flagged: false,
  youtube: null,
  imageId: null,
  ...overrides,
});

const news = async (market: string) =>
  (await t.app.inject({ method: 'GET', url: `/mediaApi/articles?market=${market}&limit=100` })).json().articles as {
    id: string;
    title: string;
  }[];

describe('content desk', () => {
  it('answers 403 to dealers and to staff without marketing', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/staff/articles'],
      ['POST', '/api/staff/articles', article()],
    ] as const) {
      expect((await t.call('ola@reseller-no.test', method, url, body)).json().code).toBe('STAFF_ONLY');
      for (const other of ['service@manufacturer.test', 'sales@manufacturer.test'])
        expect((await t.call(other, method, url, body)).json().code, other).toBe('STAFF_ROLE_REQUIRED');
    }
    expect((await t.call('backoffice@manufacturer.test', 'GET', '/api/staff/articles')).statusCode).toBe(200);
  });

  it('publishes an article for one market at once, sanitized, and archives it again', async () => {
    const created = await t.call(MARKETING, 'POST', '/api/staff/articles', article());
    expect(created.statusCode).toBe(200);
    const { id, content } = created.json();
    expect(content).toBe('<p>Tre nye <strong>modeller</strong>.</p><p>Se katalogen.</p>');
    expect((await news('no')).map((a) => a.id)).toContain(id);
    expect((await news('se')).map((a) => a.id)).not.toContain(id);
    const read = await t.app.inject({ method: 'GET', url: `/mediaApi/article?market=no&node=${id}` });
    expect(read.json()).toMatchObject({ Title: 'Nye peisovner for vinteren' });

    const archived = await t.call(MARKETING, 'PUT', `/api/staff/articles/${id}`, article({ status: 'archived' }));
    expect(archived.json()).toMatchObject({ status: 'archived', updatedBy: 'Johan Ek' });
    expect((await news('no')).map((a) => a.id)).not.toContain(id);

    const audit = await auditRows(t, id);
    expect(audit.map((a) => a.action)).toEqual(['article.create', 'article.archived']);
    expect(audit[0]).toMatchObject({ staff_id: staffId(MARKETING) });
  });

  it('keeps drafts and articles dated later out of the news', async () => {
    const draft = (await t.call(MARKETING, 'POST', '/api/staff/articles', article({ status: 'draft', title: 'Utkast' }))).json();
    const later = (
      await t.call(
        MARKETING,
        'POST',
        '/api/staff/articles',
        article({ title: 'Senere', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
      )
    ).json();
    const ids = (await news('no')).map((a) => a.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(later.id);
    const listed = (await t.call(MARKETING, 'GET', '/api/staff/articles?market=no&status=draft&pageSize=100')).json();
    expect(listed.items.map((a: { id: string }) => a.id)).toContain(draft.id);
    expect(listed.items.every((a: { status: string; market: string }) => a.status === 'draft' && a.market === 'no')).toBe(true);
  });

  it('refuses what is not an article', async () => {
    const bad = (overrides: Record<string, unknown>) => t.call(MARKETING, 'POST', '/api/staff/articles', article(overrides));
    expect((await bad({ youtube: 'https://evil.example.test/video' })).json()).toMatchObject({ statusCode: 400, field: 'youtube' });
    expect((await bad({ title: '<b>Hei</b>' })).json()).toMatchObject({ statusCode: 400, field: 'title' });
    expect((await bad({ language: 'de' })).json()).toMatchObject({ statusCode: 400, field: 'language' });
    expect((await bad({ imageId: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({ statusCode: 400, field: 'imageId' });
    expect((await t.call(MARKETING, 'PUT', '/api/staff/articles/no-such-article', article())).statusCode).toBe(404);
    const ok = (await bad({ youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).json();
    expect(ok.youtubeId).toBe('dQw4w9WgXcQ');
  });
});

describe('contact texts', () => {
  const texts = {
    CustomerServiceEmail: 'kundeservice@manufacturer.test',
    CustomerServicePhone: '+47 22 00 00 00',
    ServiceEmail: '',
    ServicePhone: '',
    MarketingCommunicationEmail: 'markedsforing@manufacturer.test',
    MarketingCommunicationPhone: '',
  };
  const contact = async (market?: string) =>
    (await t.app.inject({ method: 'GET', url: `/mediaApi/contact?renderType=textData${market ? `&market=${market}` : ''}` })).json();

  it("gives a market its own contact texts, which the contact page reads at once, and every market's again when removed", async () => {
    const shared = await contact();
    expect(shared.CustomerServiceEmail).toBe('kundservice@manufacturer.test');
    expect((await t.call('sales@manufacturer.test', 'PUT', '/api/staff/contact-texts/no', texts)).json().code).toBe('STAFF_ROLE_REQUIRED');

    const saved = await t.call(MARKETING, 'PUT', '/api/staff/contact-texts/no', texts);
    expect(saved.json()).toMatchObject({ market: 'no', texts: { CustomerServiceEmail: texts.CustomerServiceEmail, ServiceEmail: null } });
    expect(await contact('no')).toMatchObject({ CustomerServiceEmail: texts.CustomerServiceEmail, ServicePhone: null });
    expect(await contact('se')).toEqual(shared);
    expect(await contact()).toEqual(shared);

    const list = (await t.call(MARKETING, 'GET', '/api/staff/contact-texts')).json().items;
    expect(list.map((i: { market: string | null }) => i.market)).toEqual([null, 'no']);

    expect((await t.call(MARKETING, 'DELETE', '/api/staff/contact-texts/no')).json()).toEqual({ market: 'no' });
    expect(await contact('no')).toEqual(shared);
    expect((await t.call(MARKETING, 'DELETE', '/api/staff/contact-texts/no')).statusCode).toBe(404);
  });

  it('refuses an e-mail address that is not one', async () => {
    const bad = await t.call(MARKETING, 'PUT', '/api/staff/contact-texts/all', { ...texts, ServiceEmail: 'service at manufacturer' });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'ServiceEmail' });
  });
});
