/** The server's public entry point: what scripts, benches and the drill start a site with, and the constants and stores the drill checks it by. */
export { readServerConfig, type ServerConfig } from './ops/config';
export { messageOf } from './ops/messageOf';
export { createSite } from './createSite';
export type { Site } from './site';
export { startServer } from './main';
export { serverNodeFlags } from './ops/nodeFlags';
export { MANIFEST_FILE, type Workspace } from './releases/buildOutput';
export { RendererPool } from './documents/rendering/rendererPool';
export { probeSandbox, type Sandbox } from './documents/rendering/sandbox';
export { probeCgroups } from './documents/rendering/cgroups';
export { percentile75 } from './fieldData/vitalsReport';
export { RETIRE_GRACE_MS } from './documents/rendering/rendererProcess';
export { FileLeadStore } from './leads/fileLeadStore';
export { SqliteLeadStore, SQLITE_FILE } from './leads/sqliteLeadStore';
export type { LeadStore, StoredLead } from './leads/leadStore';
export { IDEMPOTENCY_KEY_MAX_LENGTH } from './leads/validateLead';
export { FASTEST_PERSON_MS } from './leads/spamChecks';
// Here and not in 'site-server/releases', which the release tooling loads without pg.
export { PostgresReleaseRegistry } from './releases/postgresReleaseRegistry';
