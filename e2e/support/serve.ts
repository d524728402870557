/** Serves the production build for the browser tests with the same server `npm start` uses. */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { startServer } from '../../shell/server/main';
import { E2E_PORT } from './ports';
import { builtPortalsDir, deployedPortalsDir, workDir } from './workDirs';

if (!existsSync(builtPortalsDir)) {
  console.error('No production build found: run "npm run build" before the browser tests.');
  process.exit(1);
}
rmSync(deployedPortalsDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
cpSync(builtPortalsDir, deployedPortalsDir, { recursive: true });

void startServer({ ...process.env, PORT: String(E2E_PORT), HOST: '127.0.0.1', PORTALS_MFE_DIST: deployedPortalsDir });
