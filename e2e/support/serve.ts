/** Serves the production build for the browser tests with the same compiled server `npm start` runs. */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { serverNodeFlags } from 'site-server';
import { E2E_PORT, WEBHOOK_PORT } from './ports';
import { startWebhookReceiver } from './webhookReceiver';
import { builtPortalsDir, companyFactsFile, deployedPortalsDir, leadsDataDir, repoRoot, workDir } from './workDirs';

const compiledServer = path.join(repoRoot, 'shell', 'server-dist', 'main.js');
if (!existsSync(builtPortalsDir) || !existsSync(compiledServer)) {
  console.error('No production build found: run "npm run build" before the browser tests.');
  process.exit(1);
}
rmSync(deployedPortalsDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
cpSync(builtPortalsDir, deployedPortalsDir, { recursive: true });

rmSync(leadsDataDir, { recursive: true, force: true });
rmSync(companyFactsFile, { force: true });

startWebhookReceiver(WEBHOOK_PORT);
const server = spawn(process.execPath, [...serverNodeFlags(), compiledServer], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    PORTALS_MFE_DIST: deployedPortalsDir,
    LEADS_DATA_DIR: leadsDataDir,
    SITE_FACTS_FILE: companyFactsFile,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}/hook`,
    LEAD_RETRY_BASE_MS: '200',
    LEAD_RETRY_MAX_MS: '1000',
    LEAD_RATE_LIMIT_MAX: '20',
    // Every browser test's form comes from this machine, all day.
    LEAD_DAILY_MAX: '100000',
    // Every browser test's page views report field data from one address.
    FIELD_DATA_RATE_LIMIT_MAX: '100000',
    // The browser reaches the server from this machine, as a proxy beside it would, so the rate-limit test may speak from its own documentation-range address.
    TRUST_PROXY: '127.0.0.1',
    // The browser tests' output shows the server's warnings, not a line per request.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
// The server ends with this process, however Playwright ends it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill('SIGKILL'));
process.on('exit', () => server.kill('SIGKILL'));
server.on('exit', (code) => process.exit(code ?? 1));
