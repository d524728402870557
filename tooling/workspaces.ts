/** The apps of this repository as the build, dev and deploy tooling sees them: where each lives, its ports and its dist folder. */
import path from 'node:path';
import { REMOTE_GROUPS, type RemoteGroup } from '../shared/src/routes/types';
import type { Workspace } from 'site-server/build-output';

export const repoRoot = path.resolve(__dirname, '..');

export interface RemoteApp {
  group: RemoteGroup;
  /** Workspace folder, e.g. 'services-mfe'. */
  workspace: `${RemoteGroup}-mfe`;
  /** Federation container name; the shell loads `${name}/pages`. */
  federationName: RemoteGroup;
  /** Port of `npm run dev` for this remote. */
  devPort: number;
  /** Offset from the shell's port where the production server serves this remote. */
  portOffset: number;
}

export const remoteApps: readonly RemoteApp[] = REMOTE_GROUPS.map((group, index) => ({
  group,
  workspace: `${group}-mfe` as const,
  federationName: group,
  devPort: 3001 + index,
  portOffset: index + 1,
}));

export const SHELL_DEV_PORT = 3000;
export const DEFAULT_SHELL_PORT = 8080;

export const allWorkspaces: readonly Workspace[] = ['shell', ...remoteApps.map((app) => app.workspace)];

export function distDir(workspace: Workspace): string {
  return path.join(repoRoot, workspace, 'dist');
}
