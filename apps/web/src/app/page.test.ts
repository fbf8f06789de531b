import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '../..');

describe('the page', () => {
  it('carries the mark of public/favicon.svg as its icon, written in rather than asked for', () => {
    const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
    const icon = /<link\s+rel="icon"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1];
    expect(icon).toBeDefined();
    const file = fs.readFileSync(path.join(web, 'public/favicon.svg'), 'utf8').trim();
    expect(decodeURIComponent(icon ?? '')).toBe(file.replaceAll('"', "'"));
  });
});
