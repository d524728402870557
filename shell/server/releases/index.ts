/** The release registry's public entry point: what the deploy and release tooling, and the drill acting as a pipeline, may use of the server. */
export { DiskReleaseRegistry } from './diskReleaseRegistry';
export { ReleaseRefused } from './errors';
export { DEPLOYMENTS_FILE } from './deployDirectory';
export { groupOfApp, type Workspace } from './buildOutput';
export { createReleaseToken, DEFAULT_TOKEN_DAYS } from './releaseTokens';
export { previewToken } from './previewTokens';
export { canaryName, SIDE_COOKIE } from './canarySide';
export { JUDGMENT_ACTOR } from './canaries';
export type { PublishBody } from './releaseApiBodies';
export { publishBody } from './publishBody';
export { digestOf, digestsOf, RELEASE_ID_PATTERN, type ReleaseRecord } from './releaseRecord';
export type {
  AppReleases,
  AuditEntry,
  AuditLog,
  LiveReleases,
  ReleaseRegistry,
  ReleaseToken,
  ReleaseTokens,
} from './releaseRegistry';
export {
  decideCanary,
  DEFAULT_KEPT_RELEASES,
  describeReleases,
  isReleaseApp,
  promoteRelease,
  publishRelease,
  pruneReleases,
  RELEASE_APPS,
  rollbackRelease,
  startCanary,
  type PruneResult,
  type PublishResult,
  type SwitchResult,
} from './releaseService';
