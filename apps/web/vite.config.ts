import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Shared by both web apps; read by path, as Vite bundles its config with what it imports.
import { precompress } from '../../packages/ui/vite-precompress';
import { warmStartPlugin } from './vite-warm-start';
import { firstScreenStylesCheck } from './vite-first-styles';
import { splitTexts } from './vite-texts';

const PORTAL_ROOTS =
  /[\\/](apps[\\/]web[\\/]src[\\/]app[\\/](app|layout[\\/]app-layout|routes[\\/]home-page)\.tsx?|packages[\\/]ui[\\/]src[\\/]auth[\\/]index\.ts)$/;

const PORTAL_LATER_ROOTS =
  /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/]routes[\\/]home-blocks|features[\\/]cart[\\/]components[\\/]cart-drawer)\.tsx$/;
const OPEN_PAGE_ROOTS =
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](idp[\\/]idp-login-page|invitation[\\/]invitation-page|password-reset[\\/](forgot|reset)-password-page|email-change[\\/]email-change-page)\.tsx$/;

// What both the pages before sign-in and the signed-in frame import (the router, the OpenID client, zod, the contracts'
// common parts, the Mantine components both show), in a file of its own: without it the pages' group takes them, and the
// signed-in home would load the pages with them. The build fails if the frame still imports the pages' file.
const OPEN_AND_PORTAL = new RegExp(
  [
    /node_modules[\\/](react-router|zod|oidc-client-ts|react-oidc-context|jwt-decode)[\\/]/,
    /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Anchor|TextInput)[\\/]/,
    /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]core|hooks[\\/]esm[\\/]use-uncontrolled)[\\/]/,
    /packages[\\/]ui[\\/]src[\\/]auth[\\/]/,
    /packages[\\/]contracts[\\/]src[\\/](common|claims|endpoint|errors|messages)\.ts$/,
  ]
    .map((part) => part.source)
    .join('|'),
);

// Dialogs, menus and popovers with what they stand on (the scroll area, positioning, scroll lock): no part of the first
// paint, and asked for by what opens after it (the flagged news, the user menu, home's blocks below the news) on their own,
// without the rest of what loads later.
const OVERLAYS =
  /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|ModalBase|ScrollArea|Overlay|Portal|FocusTrap|Menu|Popover)[\\/]|@floating-ui[\\/]|react-remove-scroll)/;

// A language's first texts (the shared components' and the first screens' part of the portal's own); its first group is the language.
const FIRST_TEXTS = /[\\/]src[\\/]locales[\\/](\w+)\.json(?:\?first)?$/;

const api = process.env['PORTAL_API_URL'] ?? 'http://localhost:3000';

// In development the API runs beside Vite; run it with PUBLIC_URL=http://localhost:5173
// so sign-in, API and web share one origin through this proxy.
export default defineConfig({
  plugins: [
    react(),
    splitTexts({
      reference: 'src/locales/en.json',
      shared: '../../packages/ui/src/locales',
      // What shows before the later screens' texts have loaded: the frame, home, and the dialogs the frame opens itself.
      chunks: ['shared', 'portal', 'user-menu-dropdown', 'error-dialog-modal', 'flagged-news-dialog', 'sign-out-warning'],
    }),
    warmStartPlugin({ portalChunk: 'portal', notChunk: 'open-pages', textsModule: FIRST_TEXTS }),
    firstScreenStylesCheck({ stylesheet: 'src/styles/first-screen.css', chunks: ['portal'] }),
    precompress(),
  ],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry needs (the login screen) in one file rather than thirty (it becomes the entry's file, so the
            // entry must not await at its top level: the chunks it loads import from that file).
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: 'shared', test: OPEN_AND_PORTAL, priority: 2.5 },
            // The pages a link opens before sign-in (provider's sign-in, invitation, password, e-mail), with all they
            // import, in one file of their own: they never load the signed-in portal's.
            { name: 'open-pages', test: OPEN_PAGE_ROOTS, priority: 2 },
            // The signed-in frame and home with everything else they import, in one file.
            { name: 'portal', test: PORTAL_ROOTS, priority: 1 },
            { name: 'overlays', test: OVERLAYS, priority: 0.5 },
            // What the signed-in frame and home show after their first paint (home's blocks below the news, the cart).
            { name: 'portal-later', test: PORTAL_LATER_ROOTS, priority: 0 },
          ],
        },
      },
    },
  },
});
