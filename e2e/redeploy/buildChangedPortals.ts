/**
 * Rebuilds the portals remote, as its team would redeploy it, with one changed text:
 * the client portal's title; with --contract-major=N, also built against page-group contract N;
 * with --changed-kit=TEXT, against a kit whose ContentPage ends every page with a paragraph of TEXT.
 * Usage: tsx buildChangedPortals.ts <outputDir> <oldTitle> <newTitle> [--contract-major=N | --changed-kit=TEXT]
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { remoteApps } from '../../tooling/workspaces';
import { createRemoteBuild } from '../../tooling/webpack/configs';
import { kitVersion } from '../../tooling/webpack/singletons';
import { repoRoot, workDir } from '../support/workDirs';

const [outputDir, oldTitle, newTitle, option] = process.argv.slice(2);
/** What the changed kit adds at the end of every page it draws. */
const changedKit = /^--changed-kit=(.+)$/s.exec(option ?? '')?.[1];
const contractMajor =
  option && changedKit === undefined ? Number(/^--contract-major=(\d+)$/.exec(option)?.[1]) : undefined;
if (contractMajor !== undefined && !Number.isInteger(contractMajor)) throw new Error(`bad option ${option}`);
if (!outputDir || !oldTitle || !newTitle)
  throw new Error('usage: buildChangedPortals <outputDir> <oldTitle> <newTitle>');

/** The changed sources' files, named after the output directory, so two builds at once (the preview and canary specs run in parallel) never overwrite each other's. */
const helperFile = (name: string) =>
  path.join(
    workDir,
    `${path.basename(outputDir)}-${createHash('sha256').update(path.resolve(outputDir)).digest('hex').slice(0, 8)}.${name}`,
  );

const contentFile = path.join(repoRoot, 'shared/src/content/pages/portals/client-portal.ts');
const original = readFileSync(contentFile, 'utf8');
if (!original.includes(`'${oldTitle}'`)) throw new Error(`"${oldTitle}" is not in ${contentFile}`);
const changed = original
  .replace(`'${oldTitle}'`, `'${newTitle.replace(/'/g, "\\'")}'`)
  .replace(
    /from '(\.\.?\/[^']+)'/g,
    (_match, relative: string) => `from '${path.resolve(path.dirname(contentFile), relative)}'`,
  );
mkdirSync(workDir, { recursive: true });
const changedFile = helperFile('portals-content.changed.ts');
writeFileSync(changedFile, changed);

const contractFile = path.join(repoRoot, 'shared/src/routes/contract.ts');
const changedContractFile = helperFile('contract.changed.ts');
if (contractMajor !== undefined) {
  const contract = readFileSync(contractFile, 'utf8');
  if (!/PAGE_GROUP_CONTRACT_MAJOR = \d+;/.test(contract)) throw new Error(`no contract major in ${contractFile}`);
  writeFileSync(
    changedContractFile,
    contract.replace(/PAGE_GROUP_CONTRACT_MAJOR = \d+;/, `PAGE_GROUP_CONTRACT_MAJOR = ${contractMajor};`),
  );
}

const contentPageFile = path.join(repoRoot, 'shared/src/ui/ContentPage/ContentPage.tsx');
const changedContentPageFile = helperFile('ContentPage.changed.tsx');
if (changedKit !== undefined) {
  const contentPage = readFileSync(contentPageFile, 'utf8');
  const closing = '      {closing ? <CtaBand closing={closing} /> : null}\n';
  if (!contentPage.includes(closing))
    throw new Error(`ContentPage's closing band is not where expected in ${contentPageFile}`);
  const changed = contentPage
    .replace(closing, `${closing}      <p>{${JSON.stringify(changedKit)}}</p>\n`)
    .replace(
      /from '(\.\.?\/[^']+)'/g,
      (_match, relative: string) => `from '${path.resolve(path.dirname(contentPageFile), relative)}'`,
    );
  writeFileSync(changedContentPageFile, changed);
}

const app = remoteApps.find((candidate) => candidate.group === 'portals')!;
// The browser files and the server build, as `npm run build` makes them; a build against a changed kit
// says so with a version of its own, as a kit changed on disk would.
const env = {
  mode: 'production' as const,
  outputPath: outputDir,
  kitVersion: changedKit === undefined ? undefined : `${kitVersion()}.changed`,
};
const configs = [createRemoteBuild(app, env)].flat();
for (const config of configs) {
  config.plugins = [
    ...(config.plugins ?? []),
    new webpack.NormalModuleReplacementPlugin(/content[\\/]pages[\\/]portals[\\/]client-portal(\.ts)?$/, changedFile),
    ...(contractMajor === undefined
      ? []
      : [new webpack.NormalModuleReplacementPlugin(/[\\/]contract(\.ts)?$/, changedContractFile)]),
    ...(changedKit !== undefined
      ? [new webpack.NormalModuleReplacementPlugin(/[\\/]ContentPage[\\/]ContentPage(\.tsx)?$/, changedContentPageFile)]
      : []),
  ];
}

webpack(configs).run((error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  if (contractMajor !== undefined) {
    // The listing declares the contract the way the build tooling would have, had it been built against N.
    const listingFile = path.join(outputDir, 'server-build.json');
    writeFileSync(
      listingFile,
      `${JSON.stringify({ ...JSON.parse(readFileSync(listingFile, 'utf8')), contractMajor }, null, 2)}\n`,
    );
  }
  console.log(`rebuilt portals into ${outputDir}`);
});
