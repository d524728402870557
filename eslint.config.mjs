import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotes = ['services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe'];

/** Patterns that reach into a workspace folder by path instead of through a package's public API. */
const pathInto = (workspace) => [
  `${workspace}`,
  `${workspace}/*`,
  `**/${workspace}/**`,
  `../${workspace}`,
  `../../${workspace}`,
];

const noDeepSharedImports = {
  group: ['shared/src/*', 'shared/src', '**/shared/src/**'],
  message:
    'Import the shared package through its public API, the entry points in the "exports" of shared/package.json (shared/routes, shared/ui, shared/content/contact, …).',
};

/**
 * App code takes the router from shared/routing, the federation singleton: a direct import of
 * react-router would bundle a second router, whose links and hooks see no route.
 * Tests, the router module itself and the server render (react-router is the server's own) may.
 */
const routerThroughSharedRouting = ['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
  name,
  message: "Import the router from 'shared/routing', the one router instance the shell and every remote share.",
}));
const routerMayBeImported = ['**/*.test.{ts,tsx}', '**/testUtils.tsx', 'shared/src/routing/**', 'shell/src/render/**'];

/** The folders that build, run and test the site, which production code never imports. */
const testFolders = ['e2e', 'drill', 'test-support'];
const toolFolders = ['tooling', 'scripts'];
const outsideProduction = (folders, message) => ({ group: folders.flatMap(pathInto), message });
const productionStaysProduction = outsideProduction(
  [...toolFolders, ...testFolders],
  'Production code never imports the build tooling, the npm scripts, the drill, the browser tests or test doubles.',
);
const testsTakeOnlyTestSupport = outsideProduction(
  [...toolFolders, 'e2e', 'drill'],
  'A unit test takes its doubles from test-support/, never from the tooling, the scripts, the drill or the browser tests.',
);

/**
 * The import rule of one workspace: its app code may not cross the given boundaries, import the
 * router directly, or import tooling and tests; its tests, the router module and the server render
 * keep the boundaries, and tests may take doubles from test-support/.
 */
function boundaries({ files, ignores = [], patterns, routerFromSharedRouting = true }) {
  const isTest = ['**/*.test.{ts,tsx}', '**/*.typetest.ts', '**/testUtils.tsx'];
  return [
    {
      files,
      ignores: [...ignores, ...(routerFromSharedRouting ? routerMayBeImported : isTest)],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [...patterns, productionStaysProduction],
            ...(routerFromSharedRouting ? { paths: routerThroughSharedRouting } : {}),
          },
        ],
      },
    },
    ...(routerFromSharedRouting
      ? [
          {
            files: files.flatMap((workspaceFiles) =>
              routerMayBeImported
                .filter((allowed) => !isTest.includes(allowed))
                .map((allowed) => [workspaceFiles, allowed]),
            ),
            ignores: [...ignores, ...isTest],
            rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, productionStaysProduction] }] },
          },
        ]
      : []),
    {
      files: files.flatMap((workspaceFiles) => isTest.map((test) => [workspaceFiles, test])),
      ignores,
      rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, testsTakeOnlyTestSupport] }] },
    },
  ];
}

const crossing = (workspaces, message) => workspaces.map((workspace) => ({ group: pathInto(workspace), message }));
const shellLoadsRemotes = crossing(remotes, 'The shell loads remotes at run time through federation, never by import.');

/** The pattern that keeps a folder outside the server to the server package's entry points, named in its message by `who`. */
const throughServerEntryPoints = (who) => ({
  group: [
    '../shell/server',
    '../shell/server/**',
    '../../shell/server/**',
    'shell/server',
    'shell/server/**',
    'site-server/*/**',
  ],
  message: `${who} the server through its package's entry points: 'site-server', 'site-server/releases' or 'site-server/build-output'.`,
});

/** The server's layers, lowest first; folders in one layer do not import each other either. */
const serverLayers = [['storage'], ['ops'], ['http'], ['releases'], ['documents', 'static', 'leads', 'fieldData']];

/** For each server folder, the folders it may not import: every higher layer, its own layer's others, and the wiring files on top. */
function serverLayerZones() {
  const top = ['createSite.ts', 'listeners.ts', 'site.ts', 'main.ts', 'index.ts'].map(
    (file) => `./shell/server/${file}`,
  );
  return serverLayers.flatMap((layer, index) =>
    layer.map((folder) => ({
      target: `./shell/server/${folder}`,
      from: [...serverLayers.slice(index + 1).flat(), ...layer.filter((other) => other !== folder)]
        .map((other) => `./shell/server/${other}`)
        .concat(top),
      message: `shell/server/${folder} sits below these folders: it is imported by them, never the other way round.`,
    })),
  );
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.work/**',
      '.dev/**',
      'shell/server-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // The renderer process is plain CommonJS: it starts under Node's permission model, without a TypeScript loader.
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        process: 'readonly',
        globalThis: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // No remote imports another remote, nor the shell: each deploys alone.
  ...remotes.flatMap((remote) =>
    boundaries({
      files: [`${remote}/**/*.{ts,tsx}`],
      ignores: [`${remote}/webpack.config.ts`],
      patterns: [
        noDeepSharedImports,
        ...crossing(
          [...remotes.filter((other) => other !== remote), 'shell'],
          'A remote never imports another remote or the shell.',
        ),
      ],
    }),
  ),
  ...boundaries({
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['shell/webpack.config.ts', 'shell/server/**'],
    patterns: [noDeepSharedImports, ...shellLoadsRemotes],
  }),
  // The shell's server imports no remote either; it runs Node, with its own react-router.
  ...boundaries({
    files: ['shell/server/**/*.{ts,tsx}'],
    patterns: [noDeepSharedImports, ...shellLoadsRemotes],
    routerFromSharedRouting: false,
  }),
  ...boundaries({
    files: ['shared/**/*.{ts,tsx}'],
    patterns: crossing([...remotes, 'shell'], 'The shared package knows no app.'),
  }),
  // The monolith yardstick bundles every group's pages on purpose, but is production code all the same.
  ...boundaries({
    files: ['monolith/**/*.{ts,tsx}'],
    ignores: ['monolith/webpack.config.ts'],
    patterns: [noDeepSharedImports],
    routerFromSharedRouting: false,
  }),
  {
    // The build tooling runs the builds; the scripts, the drill and the browser tests run it, not the other way round.
    files: ['tooling/**/*.{ts,tsx}', '*/webpack.config.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.typetest.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            outsideProduction(
              ['scripts', ...testFolders],
              'The build tooling imports no script, drill, browser test or test double.',
            ),
          ],
        },
      ],
    },
  },
  {
    // The deploy and release tooling runs beside the server, on a team's CI machine too: it uses the server's public entry points only.
    files: ['scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughServerEntryPoints('Scripts use')] }] },
  },
  {
    files: ['test-support/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            outsideProduction(
              ['scripts', 'e2e', 'drill'],
              'Test doubles depend on production code only, never on a script, the drill or the browser tests.',
            ),
          ],
        },
      ],
    },
  },
  {
    // The two suites that drive real servers stay apart: each runs on its own.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            outsideProduction(
              ['drill', 'scripts'],
              'The browser tests import neither the drill nor an npm script; they run them as processes.',
            ),
          ],
        },
      ],
    },
  },
  {
    // The drill runs the server as an operator would, so a change inside the server that keeps its entry points keeps the drill.
    files: ['drill/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            outsideProduction(['e2e', 'scripts'], 'The drill imports neither the browser tests nor an npm script.'),
            throughServerEntryPoints('The drill uses'),
          ],
        },
      ],
    },
  },
  {
    // The server's folders in layers, each importing only those below it (docs/architecture.md draws them):
    // storage, ops, http, releases, then documents, static, leads and fieldData side by side, then the files that wire them.
    // Tests drive the whole site, so they may import any layer.
    files: ['shell/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayerZones() }] },
  },
  {
    // No import cycles anywhere: a cycle makes module order matter and hides which side owns what.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Playwright fixtures call their argument `use`; it is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
  },
);
