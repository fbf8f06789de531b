import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB_APPS = ['apps/web', 'apps/backoffice'].filter((app) => fs.existsSync(`${app}/src/features`));

/**
 * Feature folders do not reach into each other: a feature imports only itself and the shared
 * places (api/ for calls several features make, components/, lib/, @portal/ui,
 * @portal/contracts); the app layer (app/) composes
 * features, and shared code imports no feature and no app code.
 */
function boundaryZones(app) {
  const src = `./${app}/src`;
  const features = fs
    .readdirSync(`${app}/src/features`, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature may not import another feature; move what both need to components/, lib/ or @portal/ui.',
    })),
    { target: `${src}/features`, from: `${src}/app`, message: 'Features do not import the app layer.' },
    {
      target: [`${src}/components`, `${src}/lib`, `${src}/api`],
      from: [`${src}/features`, `${src}/app`],
      message: 'Shared code does not import features or the app layer.',
    },
  ];
}

const API_MODULES = fs
  .readdirSync('apps/api/src/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * API modules meet only through each other's entry (`<area>.module.ts`, which names what the area
 * offers) and the platform's ports: never another module's repository, service or routes.
 */
const moduleZones = API_MODULES.flatMap((module) =>
  API_MODULES.filter((other) => other !== module).map((other) => ({
    target: `./apps/api/src/modules/${module}`,
    from: `./apps/api/src/modules/${other}`,
    except: [`./${other}.module.ts`],
    message: `A module imports another only through its entry (modules/${other}/${other}.module.ts).`,
  })),
);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // e2e and the screenshot script hand functions to the page, which run in the browser.
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/backoffice/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'scripts/screenshots.mjs',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/backoffice/**/*.tsx', 'packages/ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          // A table that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable).
          selector:
            "JSXOpeningElement[name.object.name='Table'][name.property.name='ScrollContainer']:not(:has(JSXAttribute[name.name='tabIndex'])):not(:has(JSXSpreadAttribute))",
          message:
            'Use TableScroller from \'@portal/ui\' (or give the container tabIndex, role="region" and a label) so a keyboard can scroll it.',
        },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports into TypeScript files, which it parses as ESLint does.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.js'] } }),
      ],
    },
    rules: {
      // A cycle makes load order decide what a module sees; none is allowed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...WEB_APPS.flatMap(boundaryZones),
            { target: './packages', from: './apps', message: 'Packages serve the apps; they never import from one.' },

            { target: './apps/web', from: './apps/backoffice', message: 'The two web apps share through @portal/ui only.' },
            { target: './apps/backoffice', from: './apps/web', message: 'The two web apps share through @portal/ui only.' },
          ],
        },
      ],
    },
  },
  {
    // The API's layers (tests may read the demo data they check against).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**', '**/test-kit.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/api/src/platform', './apps/api/src/modules', './apps/api/src/app.ts'],
              from: './apps/api/src/seed',
              message:
                'Demo data is passed in by the composition root (serve.ts, the test app), never imported by the platform or a module.',
            },
            {
              target: './apps/api/src/platform',
              from: './apps/api/src/modules',
              message: 'The platform serves the modules; it imports none.',
            },
            ...moduleZones,
          ],
        },
      ],
    },
  },
);
