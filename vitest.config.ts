import os from 'node:os';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { splitTexts } from './apps/web/vite-texts';

const apiTests = ['apps/api/src/**/*.api.test.ts'];
// With TEST_DATABASE_URL the API tests run a second time against that PostgreSQL server.
const withServer = Boolean(process.env['TEST_DATABASE_URL']);

export default defineConfig({
  // The web app's texts load in two parts, split as its build splits them.
  plugins: [splitTexts({ reference: 'apps/web/src/locales/en.json', shared: 'packages/ui/src/locales', chunks: [] })],
  // Workspace packages are read from their TypeScript source, not a possibly stale build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    // Vitest leaves a core free by default: on a 2-core machine one test file at a time, while the API tests' files spend
    // much of their time waiting on their database. A file per core keeps both cores busy.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: apiTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: apiTests,
          isolate: false,
          env: { PORTAL_TEST_DB: 'embedded' },
          globalSetup: ['apps/api/src/test/template-folder.setup.ts'],
          testTimeout: 30_000,
          // Making a test app copies the seeded template; on a busy 2-core machine that can take a minute.
          hookTimeout: 180_000,
        },
      },
      ...(withServer
        ? [
            {
              extends: true,
              test: {
                name: 'api-pg',
                include: apiTests,
                isolate: false,
                env: { PORTAL_TEST_DB: 'server' },
                globalSetup: ['apps/api/src/test/template-folder.setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
