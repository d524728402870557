import path from 'node:path';
import { readServerConfig } from '../../shell/server/ops/config';
import { createSite } from '../../shell/server/createSite';
import { workDir } from './workDirs';

/** A composed site of its own on a deploy directory, with its release API, for a test that publishes and promotes. */
export async function startReleaseSite(options: {
  deployDir: string;
  port: number;
  apiPort: number;
  name: string;
  releaseOrigins?: string;
}) {
  const site = await createSite(
    readServerConfig({
      ...process.env,
      DEPLOY_DIR: options.deployDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      RELEASE_API_PORT: String(options.apiPort),
      ...(options.releaseOrigins ? { RELEASE_ORIGINS: options.releaseOrigins } : {}),
      LEADS_DATA_DIR: path.join(workDir, `${options.name}-leads`),
      LEAD_WEBHOOK_URL: '',
      LOG_LEVEL: 'warn',
    }),
  );
  await site.listen();
  return site;
}
