import { remoteApps, SHELL_DEV_PORT } from '../tooling/workspaces';
import { createShellBuild } from '../tooling/webpack/configs';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createShellBuild(
    { mode: argv.mode ?? 'production', outputPath: process.env.OUTPUT_PATH },
    {
      devPort: SHELL_DEV_PORT,
      devRemotes: Object.fromEntries(
        remoteApps.map((app) => [app.group, `http://localhost:${app.devPort}/mf-manifest.json`]),
      ),
      devApiTarget: process.env.DEV_API_TARGET,
    },
  );
