import { describe, expect, it } from 'vitest';
import { safeArticleHref, youtubeEmbedUrl, youtubeVideoId } from './content.js';

describe('youtubeVideoId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ/', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads %s', (input, id) => {
    expect(youtubeVideoId(input)).toBe(id);
  });

  it.each([
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://evil.example/?u=https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)//dQw4w9WgXcQ',
    'ftp://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://user@www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com:8443/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ"onload="alert(1)',
    'https://www.youtube.com/embed/short',
    'https://www.youtube.com/watch?v=../../x',
    'https://www.youtube.com/playlist?list=PL123',
    'dQw4w9WgXc',
    '',
  ])('refuses %s', (input) => {
    expect(youtubeVideoId(input)).toBeNull();
  });

  it('builds the privacy-enhanced player address', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});

describe('safeArticleHref', () => {
  it.each([
    ['https://nordflamme.test/produkter', 'https://nordflamme.test/produkter'],
    ['http://example.test', 'http://example.test/'],
    ['mailto:order@manufacturer.test', 'mailto:order@manufacturer.test'],
    ['  https://example.test/a b  ', 'https://example.test/a%20b'],
  ])('keeps %s', (input, href) => {
    expect(safeArticleHref(input)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/relative/path',
    '//evil.example/x',
    '#top',
    '',
  ])('refuses %j', (input) => {
    expect(safeArticleHref(input)).toBeNull();
  });
});
