import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Writes .gz and .br beside every text asset, so the server sends them without compressing per request. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await fs.readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((f) => /\.(js|css|html|svg|json)$/.test(f))
          .map(async (f) => {
            const file = path.join(outDir, f);
            const data = await fs.readFile(file);
            if (data.length < 1024) return;
            await fs.writeFile(`${file}.gz`, await promisify(gzip)(data, { level: 9 }));
            await fs.writeFile(`${file}.br`, await promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          }),
      );
    },
  };
}
