import path from 'node:path';
import { readServerConfig } from './config';
import { createSite } from './createSite';

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = readServerConfig(env);
  const site = await createSite(config);
  await site.listen();
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const { log } = site;
  log.info({ url: `http://${shown}:${config.shellPort}` }, `Site ready at http://${shown}:${config.shellPort}`);
  for (const remote of config.remotes) {
    const from = config.deployDir ? `live version of ${path.join(config.deployDir, `${remote.group}-mfe`)}` : remote.distDir;
    log.info({ remote: remote.group, port: remote.port, from }, `${remote.group} remote at http://${shown}:${remote.port} (from ${from})`);
  }
  log.info({ leadStore: site.leadStore.location }, `Leads from POST /api/contact are stored in ${site.leadStore.location} (npm run leads lists them)`);
  log.info(
    config.leads.webhookUrl
      ? `Leads are forwarded to the webhook (${(await site.leadStore.waiting()).count} waiting in the outbox)`
      : 'LEAD_WEBHOOK_URL is not set: leads are stored only.',
  );
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Not ready first, so a load balancer stops sending; then the requests in flight and the lead being stored finish.
    site.stopBeingReady();
    log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: no longer ready; finishing the requests in flight');
    setTimeout(() => {
      site
        .close()
        .then(() => {
          log.info('stopped');
          // The log is written asynchronously: its last lines go out before the process ends.
          log.flush(() => process.exit(0));
        })
        .catch((error: unknown) => {
          log.error({ reason: error instanceof Error ? error.message : String(error) }, 'stopping failed');
          process.exit(1);
        });
    }, config.shutdownDelayMs);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return site;
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
