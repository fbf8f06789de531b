import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env['PORTAL_API_URL'] ?? 'http://localhost:3000';

/** Writes .gz and .br beside every text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
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

// In development the API runs beside Vite; run it with PUBLIC_URL=http://localhost:5173
// so sign-in, API and web share one origin through this proxy.
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/mediaApi': api,
      '/portal-config.js': api,
      '/idp': {
        target: api,
        // The sign-in page itself is a screen of this app.
        bypass: (req) => (/^\/idp\/interaction\/[^/]+(\?|$)/.test(req.url ?? '') && req.method === 'GET' ? '/index.html' : undefined),
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
});
