/**
 * Rebuilds the portals remote, as its team would redeploy it, with one changed text:
 * the client portal's title; with --contract-major=N, also built against page-group contract N.
 * Usage: tsx buildChangedPortals.ts <outputDir> <oldTitle> <newTitle> [--contract-major=N]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { remoteApps } from '../../tooling/workspaces';
import { createRemoteBuild } from '../../tooling/webpack/configs';
import { repoRoot, workDir } from '../support/workDirs';

const [outputDir, oldTitle, newTitle, contractOption] = process.argv.slice(2);
const contractMajor = contractOption ? Number(/^--contract-major=(\d+)$/.exec(contractOption)?.[1]) : undefined;
if (contractMajor !== undefined && !Number.isInteger(contractMajor)) throw new Error(`bad option ${contractOption}`);
if (!outputDir || !oldTitle || !newTitle) throw new Error('usage: buildChangedPortals <outputDir> <oldTitle> <newTitle>');

const contentFile = path.join(repoRoot, 'shared/src/content/portals/index.ts');
const original = readFileSync(contentFile, 'utf8');
if (!original.includes(`'${oldTitle}'`)) throw new Error(`"${oldTitle}" is not in ${contentFile}`);
const changed = original
  .replace(`'${oldTitle}'`, `'${newTitle.replace(/'/g, "\\'")}'`)
  .replace(/from '\.\.\/\.\.\/config'/, `from '${path.join(repoRoot, 'shared/src/config')}'`);
mkdirSync(workDir, { recursive: true });
const changedFile = path.join(workDir, 'portals-content.changed.ts');
writeFileSync(changedFile, changed);

const contractFile = path.join(repoRoot, 'shared/src/routes/contract.ts');
const changedContractFile = path.join(workDir, 'contract.changed.ts');
if (contractMajor !== undefined) {
  const contract = readFileSync(contractFile, 'utf8');
  if (!/PAGE_GROUP_CONTRACT_MAJOR = \d+;/.test(contract)) throw new Error(`no contract major in ${contractFile}`);
  writeFileSync(changedContractFile, contract.replace(/PAGE_GROUP_CONTRACT_MAJOR = \d+;/, `PAGE_GROUP_CONTRACT_MAJOR = ${contractMajor};`));
}

const app = remoteApps.find((candidate) => candidate.group === 'portals')!;
// The browser files and the server build, as `npm run build` makes them.
const configs = [createRemoteBuild(app, { mode: 'production', outputPath: outputDir })].flat();
for (const config of configs) {
  config.plugins = [
    ...(config.plugins ?? []),
    new webpack.NormalModuleReplacementPlugin(/shared[\\/]src[\\/]content[\\/]portals[\\/]index\.ts$/, changedFile),
    ...(contractMajor === undefined ? [] : [new webpack.NormalModuleReplacementPlugin(/[\\/]contract(\.ts)?$/, changedContractFile)]),
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
    writeFileSync(listingFile, `${JSON.stringify({ ...JSON.parse(readFileSync(listingFile, 'utf8')), contractMajor }, null, 2)}\n`);
  }
  console.log(`rebuilt portals into ${outputDir}`);
});
