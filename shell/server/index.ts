/** The server's public entry point: what scripts, benches and the drill start a site with. */
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
