import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts in a built page, so that
 * exactly those run and no other inline script does. Read once at start: a page built anew needs a
 * restart, as the policy would refuse its changed script (the page still works without it).
 */
export function inlineScriptHashes(dist: string | null, page = 'index.html'): string[] {
  if (!dist) return [];
  const file = path.join(dist, page);
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '', 'utf8')
        .digest('base64')}'`,
  );
}
