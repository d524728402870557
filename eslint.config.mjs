import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotes = ['services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe'];

/** Patterns that reach into a workspace folder by path instead of through a package's public API. */
const pathInto = (workspace) => [`${workspace}`, `${workspace}/*`, `**/${workspace}/**`, `../${workspace}`, `../../${workspace}`];

const noDeepSharedImports = {
  group: ['shared/src/*', 'shared/src', '**/shared/src/**'],
  message: 'Import the shared package through its public API (shared/routes, shared/routing, shared/content, shared/ui, shared/config, shared/harness).',
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
const routerMayBeImported = ['**/*.test.{ts,tsx}', '**/testUtils.tsx', 'shared/src/routing/**', 'shell/src/server/**'];

/**
 * The import rule of one workspace: its app code may not cross the given boundaries nor import
 * the router directly; its tests, the router module and the server render keep the boundaries only.
 */
function boundaries({ files, ignores = [], patterns }) {
  return [
    {
      files,
      ignores: [...ignores, ...routerMayBeImported],
      rules: { 'no-restricted-imports': ['error', { patterns, paths: routerThroughSharedRouting }] },
    },
    {
      files: files.flatMap((workspaceFiles) => routerMayBeImported.map((allowed) => [workspaceFiles, allowed])),
      ignores,
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    },
  ];
}

const crossing = (workspaces, message) => workspaces.map((workspace) => ({ group: pathInto(workspace), message }));
const shellLoadsRemotes = crossing(remotes, 'The shell loads remotes at run time through federation, never by import.');

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'e2e/.work/**'],
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
  // No remote imports another remote, nor the shell: each deploys alone.
  ...remotes.flatMap((remote) =>
    boundaries({
      files: [`${remote}/**/*.{ts,tsx}`],
      ignores: [`${remote}/webpack.config.ts`],
      patterns: [
        noDeepSharedImports,
        ...crossing([...remotes.filter((other) => other !== remote), 'shell'], 'A remote never imports another remote or the shell.'),
      ],
    }),
  ),
  ...boundaries({
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['shell/webpack.config.ts', 'shell/server/**'],
    patterns: [noDeepSharedImports, ...shellLoadsRemotes],
  }),
  {
    // The shell's server imports no remote either; it runs Node, with its own react-router.
    files: ['shell/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noDeepSharedImports, ...shellLoadsRemotes] },
      ],
    },
  },
  ...boundaries({
    files: ['shared/**/*.{ts,tsx}'],
    patterns: crossing([...remotes, 'shell'], 'The shared package knows no app.'),
  }),
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
    languageOptions: { globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly', console: 'readonly' } },
  },
);
