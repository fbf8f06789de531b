import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../../scripts/copy-assets.mjs', import.meta.url));

describe('the build’s copy of the migrations', () => {
  it('leaves no migration in dist/ that src/ no longer has', () => {
    // An app folder as the script reads it: apps/api beside apps/web and apps/backoffice, packages/ui above.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-assets-'));
    const api = path.join(root, 'apps', 'api');
    for (const dir of [
      'apps/api/src/db/migrations',
      'apps/api/src/modules/configurator/rulesets',
      'apps/api/src/seed/assets',
      'apps/web/src/locales',
      'apps/backoffice/src/locales',
      'packages/ui/src/locales',
      'apps/api/dist/db/migrations',
    ])
      fs.mkdirSync(path.join(root, dir), { recursive: true });
    fs.writeFileSync(path.join(api, 'src/db/migrations/0002_renamed.sql'), 'SELECT 1;');
    // Built before the migration was renamed from 0001.
    fs.writeFileSync(path.join(api, 'dist/db/migrations/0001_renamed.sql'), 'SELECT 1;');

    execFileSync(process.execPath, [SCRIPT, api]);

    expect(fs.readdirSync(path.join(api, 'dist/db/migrations'))).toEqual(['0002_renamed.sql']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
