import { remoteApps, SHELL_DEV_PORT } from '../tooling/workspaces';
import { createShellBuild, DEV_REMOTE_ENTRY } from '../tooling/webpack/configs';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createShellBuild(
    { mode: argv.mode ?? 'production', outputPath: process.env.OUTPUT_PATH },
    {
      devPort: SHELL_DEV_PORT,
      devRemotes: Object.fromEntries(
        remoteApps.map((app) => [app.group, `http://localhost:${app.devPort}/${DEV_REMOTE_ENTRY}`]),
      ),
      devApiTarget: process.env.DEV_API_TARGET,
    },
  );
