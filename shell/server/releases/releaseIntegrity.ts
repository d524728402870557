import { lstatSync } from 'node:fs';
import path from 'node:path';
import type { Workspace } from './buildOutput';
import { integrityProblem } from './releaseRecord';
import type { ReleaseRegistry } from './releaseRegistry';

const CHECKED_FOLDERS_KEPT = 64;
/** What a browser loads of a group's release, all at its top level: the scripts and stylesheets its loaders ask for, and the manifest that open pages of older shells still fetch. */
const BROWSER_LOADS = /^(?:[^/]+\.(?:js|css)|mf-manifest\.json)$/;

/**
 * Checks a release's folder against the digests recorded at publish before the server runs or
 * reads any of it. A folder is hashed again whenever one of its files or folders changed on disk
 * since the last check (size, time or inode), so a byte changed or a link added after publish is
 * found before the next load.
 */
export class ReleaseIntegrity {
  private readonly checked = new Map<string, string>();

  constructor(private readonly registry: ReleaseRegistry) {}

  /** The origin a release was published from, when its browsers load its code from a team's own host. */
  originOf(app: Workspace, id: string): string | undefined {
    return this.registry.heldRelease(app, id)?.origin;
  }

  /**
   * Where a release published from a team's own origin is, and the digest recorded at publish of
   * each file a browser may load there (its manifest, scripts and stylesheets); undefined for a
   * release the site serves itself: browsers get those files from here, after the same check.
   */
  pinnedFilesOf(app: Workspace, id: string): { origin: string; files: Record<string, string> } | undefined {
    const record = this.registry.heldRelease(app, id);
    if (!record?.origin) return undefined;
    return {
      origin: record.origin,
      files: Object.fromEntries(Object.entries(record.files).filter(([file]) => BROWSER_LOADS.test(file))),
    };
  }

  /** Throws, saying why, unless `folder` holds exactly the files `app`'s release `id` was published with. */
  check(app: Workspace, id: string): string {
    const record = this.registry.heldRelease(app, id);
    if (!record) throw new Error(`${app} ${id} has no release record: publish it again (npm run deploy -- ${app})`);
    const folder = this.registry.folderOf(app, id);
    const signature = this.signatureOf(folder, Object.keys(record.files));
    if (signature !== undefined && this.checked.get(folder) === signature) return folder;
    const problem = integrityProblem(folder, record);
    if (problem) {
      this.checked.delete(folder);
      throw new Error(problem);
    }
    if (signature !== undefined) {
      this.checked.delete(folder);
      this.checked.set(folder, signature);
      // The folders checked last are the live ones and those a rollback returns to; older ones are forgotten.
      if (this.checked.size > CHECKED_FOLDERS_KEPT) this.checked.delete(this.checked.keys().next().value!);
    }
    return folder;
  }

  /**
   * What changes whenever the folder's contents could: each file's inode, size and time, not
   * following links (a file replaced by a link is another inode), and each folder's own time, which
   * changes when anything is added to it, a link or a file no record lists included.
   */
  private signatureOf(folder: string, files: string[]): string | undefined {
    try {
      const folders = [...new Set(['.', ...files.map((file) => path.posix.dirname(file))])];
      return [...folders, ...files]
        .map((entry) => {
          const stats = lstatSync(path.join(folder, entry));
          return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
        })
        .join('|');
    } catch {
      return undefined;
    }
  }
}
