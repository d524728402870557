import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The workspaces deploy separately, so the lint config forbids imports across their boundaries.
 * These tests lint small snippets as if they lived in each workspace, with the repository's own config.
 *
 * ESLint loads eslint.config.mjs with a dynamic import(), which Jest's module sandbox refuses without
 * --experimental-vm-modules; so ESLint's Node API runs in a plain child Node process, all cases in one batch.
 */

jest.setTimeout(60000);

const repoRoot = path.resolve(__dirname, '../..');

interface LintCase {
  file: string;
  code: string;
}

interface LintMessage {
  ruleId: string | null;
  severity: number;
  message: string;
}

const cases = {
  remoteImportsRemote: {
    file: 'services-mfe/src/pages/X.tsx',
    code: "import pages from '../../../industries-mfe/src/exposedPages';\nexport default pages;\n",
  },
  remoteImportsShell: {
    file: 'portals-mfe/src/pages/X.tsx',
    code: "import Layout from '../../../shell/src/app/Layout';\nexport default Layout;\n",
  },
  remoteDeepImportsShared: {
    file: 'services-mfe/src/pages/X.tsx',
    code: "import { siteMap } from 'shared/src/routes/siteMap';\nexport const count = siteMap.length;\n",
  },
  shellDeepImportsShared: {
    file: 'shell/src/app/X.tsx',
    code: "import { siteMap } from 'shared/src/routes/siteMap';\nexport const count = siteMap.length;\n",
  },
  shellImportsRemote: {
    file: 'shell/src/X.tsx',
    code: "import pages from '../../portals-mfe/src/exposedPages';\nexport default pages;\n",
  },
  remoteImportsSharedApi: {
    file: 'services-mfe/src/pages/X.tsx',
    code: "import { siteMap } from 'shared/routes';\nexport const count = siteMap.length;\n",
  },
  sharedImportsRemote: {
    file: 'shared/src/routes/X.ts',
    code: "import pages from '../../../services-mfe/src/exposedPages';\nexport default pages;\n",
  },
  sharedImportsShell: {
    file: 'shared/src/ui/X.tsx',
    code: "import Layout from '../../../shell/src/app/Layout';\nexport default Layout;\n",
  },
  remoteImportsRouter: {
    file: 'services-mfe/src/pages/X.tsx',
    code: "import { Link } from 'react-router-dom';\nexport default Link;\n",
  },
  shellImportsRouter: {
    file: 'shell/src/app/X.tsx',
    code: "import { useLocation } from 'react-router';\nexport default useLocation;\n",
  },
  sharedUiImportsRouter: {
    file: 'shared/src/ui/X.tsx',
    code: "import { NavLink } from 'react-router-dom';\nexport default NavLink;\n",
  },
  remoteImportsSharedRouting: {
    file: 'industries-mfe/src/pages/X.tsx',
    code: "import { Link } from 'shared/routing';\nexport default Link;\n",
  },
  testImportsRouter: {
    file: 'services-mfe/src/pages/X.test.tsx',
    code: "import { MemoryRouter } from 'react-router-dom';\nexport default MemoryRouter;\n",
  },
  testStillKeepsBoundaries: {
    file: 'services-mfe/src/pages/X.test.tsx',
    code: "import pages from '../../../industries-mfe/src/exposedPages';\nexport default pages;\n",
  },
  serverRenderImportsRouter: {
    file: 'shell/src/render/X.tsx',
    code: "import { StaticRouterProvider } from 'react-router';\nexport default StaticRouterProvider;\n",
  },
  serverImportsTooling: {
    file: 'shell/server/X.ts',
    code: "import { repoRoot } from '../../tooling/workspaces';\nexport default repoRoot;\n",
  },
  remoteImportsTestDouble: {
    file: 'services-mfe/src/pages/X.tsx',
    code: "import { renderPage } from '../../../test-support/pageQueries';\nexport default renderPage;\n",
  },
  sharedImportsScript: {
    file: 'shared/src/ui/X.tsx',
    code: "import { build } from '../../../scripts/build';\nexport default build;\n",
  },
  serverTestImportsTestDouble: {
    file: 'shell/server/leads/X.test.ts',
    code: "import { startTestPostgres } from '../../../test-support/leads/testPostgres';\nexport default startTestPostgres;\n",
  },
  unitTestImportsDrill: {
    file: 'shell/server/X.test.ts',
    code: "import { runDrill } from '../../drill/run';\nexport default runDrill;\n",
  },
  toolingImportsScript: {
    file: 'tooling/webpack/X.ts',
    code: "import { build } from '../../scripts/build';\nexport default build;\n",
  },
  toolingImportsProductionConstants: {
    file: 'tooling/webpack/X.ts',
    code: "import { MANIFEST_FILE } from '../../shell/server/releases/buildOutput';\nexport default MANIFEST_FILE;\n",
  },
  scriptImportsServerInternals: {
    file: 'scripts/X.ts',
    code: "import { DeployDirectory } from '../shell/server/deployDirectory';\nexport default DeployDirectory;\n",
  },
  scriptImportsServerEntryPoint: {
    file: 'scripts/X.ts',
    code: "import { publishRelease } from 'site-server/releases';\nexport default publishRelease;\n",
  },
  scriptInAFolderImportsServerInternals: {
    file: 'scripts/bench/X.ts',
    code: "import { createSite } from '../../shell/server/createSite';\nexport default createSite;\n",
  },
  drillImportsServerInternals: {
    file: 'drill/X.ts',
    code: "import { RETIRE_GRACE_MS } from '../shell/server/documents/rendering/rendererProcess';\nexport default RETIRE_GRACE_MS;\n",
  },
  drillImportsServerEntryPoints: {
    file: 'drill/X.ts',
    code: "import { RETIRE_GRACE_MS } from 'site-server';\nimport { previewToken } from 'site-server/releases';\nimport { SERVER_BUILD_FILE } from 'site-server/build-output';\nexport default [RETIRE_GRACE_MS, previewToken, SERVER_BUILD_FILE];\n",
  },
  browserTestImportsDrill: {
    file: 'e2e/X.spec.ts',
    code: "import { runDrill } from '../drill/run';\nexport default runDrill;\n",
  },
  cycleOne: {
    // pageRenderer.ts imports markup.ts (through documentTemplate.ts): markup.ts importing it back closes a cycle.
    file: 'shell/server/http/markup.ts',
    code: "import { etagOf } from '../documents/pageRenderer';\nexport const escapeMarkup = (text: string) => etagOf(text);\n",
  },
  serverLowerImportsHigher: {
    file: 'shell/server/ops/X.ts',
    code: "import { SiteReleases } from '../releases/siteReleases';\nexport const kind = typeof SiteReleases;\n",
  },
  serverFolderImportsWiring: {
    file: 'shell/server/documents/rendering/X.ts',
    code: "import { createSite } from '../../createSite';\nexport const make = createSite;\n",
  },
  serverSiblingImportsSibling: {
    file: 'shell/server/leads/X.ts',
    code: "import { openFieldDataStore } from '../fieldData/fieldDataStore';\nexport const open = openFieldDataStore;\n",
  },
  serverHigherImportsLower: {
    file: 'shell/server/documents/X.ts',
    code: "import { SiteReleases } from '../releases/siteReleases';\nimport { messageOf } from '../ops/messageOf';\nexport const parts = [SiteReleases, messageOf];\n",
  },
} satisfies Record<string, LintCase>;

type CaseName = keyof typeof cases;

/** Runs in the child process: lints each case with `new ESLint({ cwd })` and prints the messages as JSON. */
const runner = `
const { ESLint } = require('eslint');
const path = require('node:path');
(async () => {
  const { cwd, cases } = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
  const eslint = new ESLint({ cwd });
  const output = {};
  for (const [name, { file, code }] of Object.entries(cases)) {
    const [result] = await eslint.lintText(code, { filePath: path.join(cwd, file) });
    output[name] = result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message }));
  }
  process.stdout.write(JSON.stringify(output));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

let results: Record<CaseName, LintMessage[]>;

beforeAll(() => {
  const stdout = execFileSync(process.execPath, ['-e', runner], {
    cwd: repoRoot,
    input: JSON.stringify({ cwd: repoRoot, cases }),
    encoding: 'utf8',
    timeout: 55000,
  });
  results = JSON.parse(stdout) as Record<CaseName, LintMessage[]>;
});

function restrictedImportErrors(name: CaseName): LintMessage[] {
  return results[name].filter((message) => message.ruleId === 'no-restricted-imports' && message.severity === 2);
}

describe('workspace import boundaries', () => {
  it('forbids a remote importing another remote', () => {
    const errors = restrictedImportErrors('remoteImportsRemote');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/A remote never imports another remote or the shell/);
  });

  it('forbids a remote importing the shell', () => {
    const errors = restrictedImportErrors('remoteImportsShell');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/A remote never imports another remote or the shell/);
  });

  it('forbids a deep import into the shared package', () => {
    const errors = restrictedImportErrors('remoteDeepImportsShared');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/public API/);
  });

  it('forbids a deep import into the shared package from the shell as well', () => {
    expect(restrictedImportErrors('shellDeepImportsShared')).toHaveLength(1);
  });

  it('forbids the shell importing a remote', () => {
    const errors = restrictedImportErrors('shellImportsRemote');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/federation, never by import/);
  });

  it('accepts a remote importing the shared package through its public API', () => {
    expect(results.remoteImportsSharedApi).toEqual([]);
  });

  it('forbids the shared package importing a remote', () => {
    const errors = restrictedImportErrors('sharedImportsRemote');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/The shared package knows no app/);
  });

  it('forbids the shared package importing the shell', () => {
    const errors = restrictedImportErrors('sharedImportsShell');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/The shared package knows no app/);
  });
});

describe('one router for the whole composition', () => {
  it.each([
    ['a remote', 'remoteImportsRouter'],
    ['the shell', 'shellImportsRouter'],
    ['the shared UI kit', 'sharedUiImportsRouter'],
  ] as const)('forbids %s importing react-router directly', (_who, name) => {
    const errors = restrictedImportErrors(name);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/Import the router from 'shared\/routing'/);
  });

  it('accepts app code importing the router through shared/routing', () => {
    expect(results.remoteImportsSharedRouting).toEqual([]);
  });

  it('lets tests and the server render import react-router, which they run outside the federation', () => {
    expect(results.testImportsRouter).toEqual([]);
    expect(results.serverRenderImportsRouter).toEqual([]);
  });

  it('still holds a test file to the workspace boundaries', () => {
    const errors = restrictedImportErrors('testStillKeepsBoundaries');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/A remote never imports another remote or the shell/);
  });
});

describe('production, tooling and tests each in their place', () => {
  it.each([
    ['the server importing the build tooling', 'serverImportsTooling'],
    ['a group page importing a test double', 'remoteImportsTestDouble'],
    ['the shared package importing an npm script', 'sharedImportsScript'],
  ] as const)('forbids %s', (_who, name) => {
    const errors = restrictedImportErrors(name);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/Production code never imports the build tooling/);
  });

  it("lets a unit test take its doubles from test-support/, and nothing else of the tests' and tools' folders", () => {
    expect(restrictedImportErrors('serverTestImportsTestDouble')).toEqual([]);
    expect(restrictedImportErrors('unitTestImportsDrill')[0]?.message).toMatch(/takes its doubles from test-support/);
  });

  it('keeps the build tooling below the scripts that run it, and free to read the files a build writes', () => {
    expect(restrictedImportErrors('toolingImportsScript')[0]?.message).toMatch(/The build tooling imports no script/);
    expect(restrictedImportErrors('toolingImportsProductionConstants')).toEqual([]);
  });

  it('lets the scripts use the server through its public entry points only', () => {
    expect(restrictedImportErrors('scriptImportsServerInternals')[0]?.message).toMatch(
      /Scripts use the server through its package's entry points/,
    );
    expect(restrictedImportErrors('scriptImportsServerEntryPoint')).toEqual([]);
  });

  it('holds a script in a folder of scripts/ to the same entry points', () => {
    expect(restrictedImportErrors('scriptInAFolderImportsServerInternals')[0]?.message).toMatch(
      /Scripts use the server through its package's entry points/,
    );
  });

  it('lets the drill use the server through its public entry points only', () => {
    expect(restrictedImportErrors('drillImportsServerInternals')[0]?.message).toMatch(
      /The drill uses the server through its package's entry points/,
    );
    expect(restrictedImportErrors('drillImportsServerEntryPoints')).toEqual([]);
  });

  it('keeps the browser tests and the drill apart', () => {
    expect(restrictedImportErrors('browserTestImportsDrill')[0]?.message).toMatch(
      /The browser tests import neither the drill/,
    );
  });
});

describe("the server's layers", () => {
  const layerErrors = (name: CaseName) =>
    results[name].filter((message) => message.ruleId === 'import-x/no-restricted-paths' && message.severity === 2);

  it.each([
    ['a lower folder importing a higher one', 'serverLowerImportsHigher'],
    ['a folder importing the files that wire the server', 'serverFolderImportsWiring'],
    ['a folder importing another of its own layer', 'serverSiblingImportsSibling'],
  ] as const)('forbids %s', (_what, name) => {
    const errors = layerErrors(name);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/sits below these folders/);
  });

  it('lets a folder import the layers below it', () => {
    expect(results.serverHigherImportsLower).toEqual([]);
  });
});

describe('import cycles', () => {
  it('refuses a module that imports one that imports it back', () => {
    const cycles = results.cycleOne.filter((message) => message.ruleId === 'import-x/no-cycle');
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.message).toMatch(/Dependency cycle/);
  });
});
