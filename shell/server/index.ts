/** The server's public entry point: what scripts, benches and the drill start a site with. */
export { readServerConfig, type ServerConfig } from './config';
export { createSite, type Site } from './createSite';
export { startServer } from './main';
export { serverNodeFlags } from './nodeFlags';
export { MANIFEST_FILE, type Workspace } from './buildOutput';
export { RendererPool } from './rendering/rendererPool';
export { probeSandbox, type Sandbox } from './rendering/sandbox';
export { percentile75 } from './fieldData/vitalsReport';
