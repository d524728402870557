import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotes = ['services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe'];

/** Patterns that reach into a workspace folder by path instead of through a package's public API. */
const pathInto = (workspace) => [`${workspace}`, `${workspace}/*`, `**/${workspace}/**`, `../${workspace}`, `../../${workspace}`];

const noDeepSharedImports = {
  group: ['shared/src/*', 'shared/src', '**/shared/src/**'],
  message: 'Import the shared package through its public API (shared/routes, shared/content, shared/ui, shared/config, shared/harness).',
};

function boundaries(forbiddenWorkspaces, message) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noDeepSharedImports,
          ...forbiddenWorkspaces.map((workspace) => ({ group: pathInto(workspace), message })),
        ],
      },
    ],
  };
}

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
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    ignores: [`${remote}/webpack.config.ts`],
    rules: boundaries([...remotes.filter((other) => other !== remote), 'shell'], 'A remote never imports another remote or the shell.'),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: ['shell/webpack.config.ts'],
    rules: boundaries(remotes, 'The shell loads remotes at run time through federation, never by import.'),
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...remotes, 'shell'].map((workspace) => ({ group: pathInto(workspace), message: 'The shared package knows no app.' })) },
      ],
    },
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
