import { describe, expect, it } from 'vitest';
import { FILE_CONTENT_TYPES } from '@portal/contracts/content';
import { fileKind, MEDIA_FILE_PAGES } from './media-logic';

describe('fileKind', () => {
  it.each([
    ['/mediaApi/file/1/Nordflamme%20Oslo.pdf', 'pdf'],
    ['/mediaApi/file/1/Oslo.JPG', 'jpg'],
    ['https://cdn.example/a/b.svg?v=2#x', 'svg'],
    ['/mediaApi/file/1/fire.webm', 'webm'],
    ['/mediaApi/file/1/readme', 'other'],
    ['/mediaApi/file/1/archive.zip', 'other'],
  ])('reads %s as %s', (url, kind) => {
    expect(fileKind(url)).toBe(kind);
  });
});

describe('MEDIA_FILE_PAGES', () => {
  it('shows every file content type on exactly one screen', () => {
    const shown = Object.values(MEDIA_FILE_PAGES).flatMap((p) => p.contentTypes);
    expect([...shown].sort()).toEqual([...FILE_CONTENT_TYPES].sort());
  });
});
