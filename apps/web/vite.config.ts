import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Shared by both web apps; read by path, as Vite bundles its config with what it imports.
import { precompress } from '../../packages/ui/vite-precompress';

const api = process.env['PORTAL_API_URL'] ?? 'http://localhost:3000';

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
