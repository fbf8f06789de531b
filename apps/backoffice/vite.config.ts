import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Shared by both web apps; read by path, as Vite bundles its config with what it imports.
import { precompress } from '../../packages/ui/vite-precompress';

const api = process.env['PORTAL_API_URL'] ?? 'http://localhost:3000';

// The back office is served by the API under /backoffice, with its own bundle: the dealer
// portal loads nothing of it.
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5174,
    proxy: { '/api': api, '/idp': api, '/mediaApi': api, '/portal-config.js': api },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
