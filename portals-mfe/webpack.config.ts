import { remoteApps } from '../tooling/workspaces';
import { createRemoteBuild } from '../tooling/webpack/configs';

const app = remoteApps.find((candidate) => candidate.group === 'portals')!;

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createRemoteBuild(app, { mode: argv.mode ?? 'production', outputPath: process.env.OUTPUT_PATH });
