// @ts-check
/** @typedef {import('jest').Config} Config */

const workspaces = ['shared', 'shell', 'services-mfe', 'industries-mfe', 'company-mfe', 'portals-mfe'];

/** @type {Config['transform']} */
const swcTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** @param {string} name @returns {Config} */
const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: swcTransform,
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/../test-support/cssModuleStub.ts',
    '\\.css$': '<rootDir>/../test-support/styleStub.ts',
    '\\.svg(\\?inline)?$': '<rootDir>/../test-support/fileStub.ts',
  },
  setupFiles: ['<rootDir>/../test-support/setupGlobals.ts'],
  setupFilesAfterEnv: ['<rootDir>/../test-support/setupDom.ts'],
});

/** @type {Config} */
const config = {
  // A bound for a test that hangs, not a claim about speed: jsdom renders and server starts take seconds on two busy cores.
  testTimeout: 60_000,
  projects: [
    ...workspaces.map(browserProject),
    {
      displayName: 'server',
      rootDir: '<rootDir>/shell',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      transform: swcTransform,
    },
    {
      // Node tests of the build tooling and of the npm-run scripts, each beside its code.
      displayName: 'repo',
      roots: ['<rootDir>/scripts', '<rootDir>/tooling'],
      testEnvironment: 'node',
      testMatch: ['**/*.test.ts?(x)'],
      transform: swcTransform,
      moduleNameMapper: {
        '\\.module\\.css$': '<rootDir>/test-support/cssModuleStub.ts',
        '\\.css$': '<rootDir>/test-support/styleStub.ts',
        '\\.svg(\\?inline)?$': '<rootDir>/test-support/fileStub.ts',
      },
    },
    {
      // The reliability drill lives outside scripts/, so its unit test runs as a project of its own.
      displayName: 'drill',
      rootDir: '<rootDir>/drill',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts'],
      transform: swcTransform,
    },
  ],
};

module.exports = config;
