import path from 'node:path';

/** The host name the test sites answer to, and their preview host (PREVIEW_URL). */
export const SITE_HOST = 'example.test';
export const PREVIEW_HOST = 'preview.example.test';

/** The settings of a site serving releases from a deploy directory in `root`, with the release API and a preview host. */
export function deploySiteEnv(root: string, ports: { shell: number; api: number }): Record<string, string> {
  return {
    PORT: String(ports.shell),
    HOST: '127.0.0.1',
    DEPLOY_DIR: path.join(root, 'deploy'),
    RELEASE_API_PORT: String(ports.api),
    LEADS_DATA_DIR: path.join(root, 'leads'),
    ALLOWED_HOSTS: SITE_HOST,
    PREVIEW_URL: `http://${PREVIEW_HOST}`,
    LOG_LEVEL: 'silent',
  };
}
