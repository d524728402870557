import { RELEASE_APPS } from './buildOutput';
import { declarations, readerOf } from './buildDeclarations';
import { digestsOf, type ReleaseRecord } from './releaseRecord';
import type { ReleaseRegistry } from './releaseRegistry';

/**
 * Records, once, the versions a deploy directory held before releases were recorded, as they are on
 * disk now: they were trusted then, and an upgraded server must go on serving them rather than refuse
 * its own live site. Each is audited as recorded at upgrade; a folder that is not a build is left out.
 */
export async function recordVersionsPublishedBefore(registry: ReleaseRegistry, now = new Date()): Promise<string[]> {
  const recorded: string[] = [];
  for (const app of RELEASE_APPS) {
    for (const id of registry.folders.versions(app)) {
      if (registry.heldRelease(app, id)) continue;
      const folder = registry.folderOf(app, id);
      let record: ReleaseRecord;
      try {
        record = {
          app,
          id,
          files: digestsOf(folder),
          ...declarations(app, readerOf({ folder })),
          publishedBy: 'recorded at upgrade',
          publishedAt: now.toISOString(),
        };
      } catch {
        continue;
      }
      await registry.addRelease(record, { inPlace: true });
      await registry.audit.record({
        action: 'publish',
        outcome: 'done',
        actor: 'upgrade',
        app,
        release: id,
        reason: 'published before releases were recorded; recorded as found on disk',
      });
      recorded.push(`${app} ${id}`);
    }
  }
  return recorded;
}
