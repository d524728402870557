import path from 'node:path';
import { readServerConfig } from './config';
import { createSite } from './createSite';

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = readServerConfig(env);
  const site = await createSite(config);
  await site.listen();
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Site ready at http://${shown}:${config.shellPort}`);
  for (const remote of config.remotes) {
    const from = config.deployDir ? `live version of ${path.join(config.deployDir, `${remote.group}-mfe`)}` : remote.distDir;
    console.log(`  ${remote.group.padEnd(10)} remote at http://${shown}:${remote.port} (from ${from})`);
  }
  console.log(`Leads from POST /api/contact are stored in ${site.leadStore.location} (npm run leads lists them)`);
  console.log(
    config.leads.webhookUrl
      ? `  and forwarded to ${config.leads.webhookUrl} (${(await site.leadStore.undelivered()).length} waiting in the outbox)`
      : '  LEAD_WEBHOOK_URL is not set: leads are stored only.',
  );
  const stop = () => {
    site.close().finally(() => process.exit(0));
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
