import { describe, expect, it } from 'vitest';
import { contentAssetUrl, contentCallUrl, contentMarket } from './content-client';

const ORIGIN = 'https://portal.example';

describe('contentCallUrl', () => {
  it('puts the call under the built-in base', () => {
    expect(contentCallUrl('/mediaApi', '/mediaApi/articles', { market: 'se', limit: 3, isFlagged: undefined })).toBe(
      '/mediaApi/articles?market=se&limit=3',
    );
  });

  it('puts the call under a remote content service', () => {
    expect(contentCallUrl('https://content.example/cms/mediaApi/', '/mediaApi/files', { market: 'no', contentType: 'dop' })).toBe(
      'https://content.example/cms/mediaApi/files?market=no&contentType=dop',
    );
  });

  it('encodes the query', () => {
    expect(contentCallUrl('/mediaApi', '/mediaApi/article', { market: 'se', node: 'a b&c' })).toBe(
      '/mediaApi/article?market=se&node=a+b%26c',
    );
  });
});

describe('contentAssetUrl', () => {
  it('keeps an address of the built-in service relative', () => {
    expect(contentAssetUrl('/mediaApi/file/1/a.pdf', '/mediaApi', ORIGIN)).toBe('/mediaApi/file/1/a.pdf');
  });

  it('reads an address of a remote service below its base', () => {
    expect(contentAssetUrl('/mediaApi/file/1/a.pdf', 'https://content.example/cms/mediaApi', ORIGIN)).toBe(
      'https://content.example/cms/mediaApi/file/1/a.pdf',
    );
    expect(contentAssetUrl('/media/pic.jpg', 'https://content.example/cms/mediaApi', ORIGIN)).toBe('https://content.example/media/pic.jpg');
    expect(contentAssetUrl('https://cdn.example/x.jpg', '/mediaApi', ORIGIN)).toBe('https://cdn.example/x.jpg');
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x', '', null, undefined])('refuses %j', (url) => {
    expect(contentAssetUrl(url, '/mediaApi', ORIGIN)).toBeNull();
  });
});

describe('contentMarket', () => {
  it('keeps a known market and reads any other as se', () => {
    expect(contentMarket('no')).toBe('no');
    expect(contentMarket('uk')).toBe('se');
    expect(contentMarket(undefined)).toBe('se');
  });
});
