// First, so that an older Node is told which Node the server needs before another import fails on it.
import './ops/nodeVersion';
import path from 'node:path';
import { readServerConfig } from './ops/config';
import { createSite } from './createSite';
import { assertSignalDebuggerDisabled } from './ops/nodeFlags';
import { messageOf } from './ops/messageOf';

/** Signals closer together than this are one request to stop. */
const REPEATED_SIGNAL_MS = 1000;

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  assertSignalDebuggerDisabled();
  const config = readServerConfig(env);
  const site = await createSite(config);
  await site.listen();
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const { log } = site;
  log.info({ url: `http://${shown}:${config.shellPort}` }, `Site ready at http://${shown}:${config.shellPort}`);
  for (const remote of config.remotes) {
    const from = config.releasesDatabase
      ? `live release in the registry at ${site.releaseRegistry?.location}`
      : config.deployDir
        ? `live version of ${path.join(config.deployDir, `${remote.group}-mfe`)}`
        : remote.distDir;
    log.info(
      { remote: remote.group, port: remote.port, from },
      `${remote.group} remote at http://${shown}:${remote.port} (from ${from})`,
    );
  }
  if (config.releaseApi) {
    const { host, port } = config.releaseApi;
    log.info(
      { url: `http://${host}:${port}` },
      `Release API at http://${host}:${port} (npm run release; tokens scoped to one app)`,
    );
  }
  log.info(
    { leadStore: site.leadStore.location },
    `Leads from POST /api/contact are stored in ${site.leadStore.location} (npm run leads lists them)`,
  );
  log.info(
    config.leads.webhookUrl
      ? `Leads are forwarded to the webhook (${(await site.leadStore.waiting()).count} waiting in the outbox)`
      : 'LEAD_WEBHOOK_URL is not set: leads are stored only.',
  );
  let stoppingSince = 0;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince) {
      // One Ctrl-C or one SIGTERM to a process group reaches the server twice (directly and passed on by
      // its parent): within a second that is the same request. Later, a second request not to wait.
      if (Date.now() - stoppingSince < REPEATED_SIGNAL_MS) return;
      log.warn({ signal }, 'stopping at once: a second signal came while finishing the requests in flight');
      log.flush(() => process.exit(1));
      return;
    }
    stoppingSince = Date.now();
    // Not ready first, so a load balancer stops sending; then the requests in flight and the lead being stored finish.
    site.stopBeingReady();
    log.info(
      { signal, delayMs: config.shutdownDelayMs },
      'shutting down: no longer ready; finishing the requests in flight',
    );
    setTimeout(() => {
      site
        .close()
        .then(() => {
          log.info('stopped');
          // The log is written asynchronously: its last lines go out before the process ends.
          log.flush(() => process.exit(0));
        })
        .catch((error: unknown) => {
          log.error({ reason: messageOf(error) }, 'stopping failed');
          process.exit(1);
        });
    }, config.shutdownDelayMs);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return site;
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    console.error(messageOf(error));
    process.exit(1);
  });
}
