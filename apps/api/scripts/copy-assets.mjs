// The data files the API reads at run time, copied beside the compiled code, so the built API
// reads nothing from src/: SQL migrations, configurator rulesets, seed assets and the web app's
// locale files (the few pages and PDFs the server renders use the same texts).
//   node scripts/copy-assets.mjs [api folder]   (this script's app by default)
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const copies = [
  ['src/db/migrations', 'dist/db/migrations'],
  ['src/modules/configurator/rulesets', 'dist/modules/configurator/rulesets', (file) => file.endsWith('.json')],
  ['src/seed/assets', 'dist/seed/assets'],
  ['../web/src/locales', 'dist/locales/web', (file) => file.endsWith('.json')],
  // The back office's and the shared components' texts: an export's header and values read as the screen.
  ['../backoffice/src/locales', 'dist/locales/backoffice', (file) => file.endsWith('.json')],
  ['../../packages/ui/src/locales', 'dist/locales/ui', (file) => file.endsWith('.json')],
];

for (const [from, to, keep = () => true] of copies) {
  // Each copy replaces the last: a migration renamed or removed in src/ must not stay in dist/, where the
  // built API would apply it too.
  await fs.rm(path.join(api, to), { recursive: true, force: true });
  await fs.cp(path.join(api, from), path.join(api, to), {
    recursive: true,
    filter: (source) => fs.stat(source).then((s) => s.isDirectory() || keep(source)),
  });
}
