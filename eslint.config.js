// ESLint flat config. Recommended rules without type information (to stay fast), React hooks
// rules for the client, and the architecture boundaries of CONVENTIONS.md §1 as lint errors:
// code flows lib/contract → features → app, features never import one another, the contract
// depends on zod alone, and the server takes only the contract and the payload cipher from src.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// One zone per feature folder, read when the config loads, so a new feature is covered without
// editing this file: src/features/<a> may import src/features/<a> but no other feature.
const featureNames = fs.existsSync(path.join(root, 'src/features'))
  ? fs
      .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const featureZones = featureNames.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature must not import another feature: move what both need to src/lib or src/contract, compose screens in src/app.',
}));

// Tests of a feature may render it inside the whole app through src/app/testing (the harness
// with the app's providers); production code of a feature never imports src/app.
function featuresFromApp(options = { forTests: false }) {
  return {
    target: './src/features',
    from: './src/app',
    ...(options.forTests ? { except: ['./testing'] } : {}),
    message: 'Features must not import src/app: the app composes features, not the other way round.',
  };
}

// Server areas (server/routes/<area>) use one another only through the other's public module
// (public.ts: what the area offers, written down); everything else in an area is its own. The
// seed and plugins likewise; server/lib sits below the areas and uses none of them.
// api-routes.ts, which mounts every area's routes, is the one place that reaches into all.
// Tests and their fixtures may reach in. Read when the config loads, like the feature zones.
const serverAreaNames = fs
  .readdirSync(path.join(root, 'server/routes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicModules = serverAreaNames
  .filter((name) => fs.existsSync(path.join(root, 'server/routes', name, 'public.ts')))
  .map((name) => `./${name}/public.ts`);
const SERVER_AREA_MESSAGE =
  "Server areas use one another only through the other area's public.ts (add what you need there); shared helpers belong in server/lib.";
const serverAreaZones = [
  ...serverAreaNames.map((name) => ({
    target: `./server/routes/${name}`,
    from: './server/routes',
    except: [`./${name}`, ...publicModules.filter((module) => !module.startsWith(`./${name}/`))],
    message: SERVER_AREA_MESSAGE,
  })),
  { target: ['./server/db', './server/plugins'], from: './server/routes', except: publicModules, message: SERVER_AREA_MESSAGE },
  { target: './server/lib', from: './server/routes', message: 'server/lib sits below the areas and imports none of them.' },
  { target: './sw', from: './src/features', message: 'The service worker must not import features: what both need belongs in src/lib or src/contract.' },
];

const boundaryZones = [
  {
    target: ['./src/lib', './src/contract'],
    from: ['./src/features', './src/app'],
    message: 'src/lib and src/contract sit below the features and the app (lib/contract → features → app).',
  },
  featuresFromApp(),
  ...featureZones,
  {
    target: './server',
    from: './src',
    except: ['./contract', './lib/payload-crypto.ts'],
    message: 'Server code may import only src/contract and src/lib/payload-crypto.ts from src.',
  },
  {
    target: ['./sw', './server', './src/contract'],
    from: './test',
    message: 'Production code must not import the end-to-end tests.',
  },
];

// Client-only packages the server must never load.
const clientOnlyPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/*',
  '@mantine/*',
  '@tabler/*',
  '@tanstack/*',
  'dexie',
  'dexie-react-hooks',
  'workbox-*',
  'react-i18next',
  'i18next',
  'ky',
  'jwt-decode',
  'react-to-print',
  'recharts',
  '@testing-library/*',
];

// `type` over `interface` (CONVENTIONS §11), except inside `declare module`/`declare global`,
// where augmenting a library's types needs an interface (declaration merging).
const INTERFACE_RULE = {
  selector: 'TSInterfaceDeclaration:not(TSModuleDeclaration TSInterfaceDeclaration)',
  message: 'Use a `type` instead of an `interface` (CONVENTIONS §11).',
};

const RAW_API_MESSAGE =
  'Call the API with send()/sendForm()/sendForFile() (src/lib/api) and the endpoint\'s definition in src/contract/endpoints: it fills the path and parses the answer (issue 22).';

/** Server modules find files from the project's root (server/lib/app-files.ts), not from themselves. */
const MODULE_LOCATION_RULE = {
  selector: 'MemberExpression[object.type="MetaProperty"][property.name=/^(dirname|filename|url)$/]',
  message: "The server also runs compiled into one file (dist-server/main.js): name files on disk in server/lib/app-files.ts, from the project's root.",
};

export default defineConfig(
  globalIgnores([
    'dist/**',
    'dist-server/**',
    'dev-dist/**',
    'node_modules/**',
    'server/db/migrations/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'data/**',
    '.tmp/**',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaryZones, ...serverAreaZones] }],
      // Dependency cycles: scripts/lint-import-cycles.mjs (part of `npm run lint`) searches the
      // whole import graph once, where import-x/no-cycle searched it again from every import.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', INTERFACE_RULE],
    },
  },
  {
    files: ['src/features/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: boundaryZones.map((zone) => (zone.from === './src/app' ? featuresFromApp({ forTests: true }) : zone)),
        },
      ],
    },
  },
  {
    // vi.waitFor gives up after 1 s, which a loaded CI machine exceeds; testing-library's waitFor
    // waits as long as findBy… (asyncUtilTimeout in src/test-setup.ts).
    files: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: "Use waitFor from '@testing-library/react' (it waits as long as findBy…, src/test-setup.ts)." },
      ],
    },
  },
  {
    // Server tests and fixtures may reach into any area (the area rule is for production code).
    files: ['server/**/*.test.ts', 'server/**/*-test-fixtures.ts', 'server/test-support/**/*.ts', 'server/routes/api-routes.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }] },
  },
  {
    // Issue 22: a screen reaches the API only through an endpoint definition (send, sendForm,
    // sendForFile in src/lib/api), which also parses the answer; never the raw client.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/lib/school/**/*.{ts,tsx}', 'src/lib/session/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/api/api', message: RAW_API_MESSAGE },
            { name: '@/lib/api/api-client', importNames: ['createApiClient'], message: RAW_API_MESSAGE },
            { name: '@/lib/api/read-answer', message: RAW_API_MESSAGE },
            { name: '@/lib/api/read-list', message: RAW_API_MESSAGE },
            { name: '@/lib/api/fetch-api-blob', importNames: ['fetchApiBlob', 'postApiBlob'], message: RAW_API_MESSAGE },
            { name: '@/lib/api/post-multipart', message: RAW_API_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // The server runs from its sources and compiled into dist-server/main.js: a path relative to
    // the module differs between the two (docs/architecture.md).
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/test-support/**', 'server/lib/app-files.ts'],
    rules: { 'no-restricted-syntax': ['error', INTERFACE_RULE, MODULE_LOCATION_RULE] },
  },
  {
    // Issue 22: every route is registered from its definition (src/contract/endpoints), so the
    // path, schemas and access rule are written once.
    files: ['server/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        INTERFACE_RULE,
        {
          selector: 'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/][callee.object.name=/^(app|api|fastify|instance|scope|server)$/]',
          message: 'Register a route with routeEndpoint(app, definition, handler) from its definition in src/contract/endpoints (issue 22).',
        },
        MODULE_LOCATION_RULE,
      ],
    },
  },
  {
    // Declaration files augment global types (ImportMetaEnv), which needs interfaces.
    files: ['**/*.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\./|@/contract/).+',
              message: 'src/contract depends on nothing but zod (and other contract files).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        INTERFACE_RULE,
        {
          selector: 'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/_MS$/]',
          message: "Timings of the screens (refresh, debounce, cache) are the client's: keep them in the feature (e.g. src/features/finance/finance-timings.ts), not in the contract the server shares.",
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker, ...globals.browser } },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: clientOnlyPackages,
              message: 'Server code must not load client packages (React, Mantine, Dexie, ...).',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 22: route handlers hold no SQL. A route file registers endpoints and calls its area's
    // repository modules (which take the database or the route's transaction); it cannot name a
    // table or build SQL, because it may not import Drizzle or the schema.
    files: ['server/routes/**/*-routes.ts', 'server/routes/**/*-route.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: clientOnlyPackages, message: 'Server code must not load client packages (React, Mantine, Dexie, ...).' },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/tables/*'],
              message: "Route files hold no SQL: put the query in the area's repository module and pass it the transaction (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,cjs,ts}',
      'bench/**/*.{ts,mjs}',
      'test/**/*.ts',
      '*.config.{js,ts,mjs}',
      '.ci/**/*.{js,mjs}',
    ],
    // Playwright callbacks run in the page, so the end-to-end tests see browser globals too.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
