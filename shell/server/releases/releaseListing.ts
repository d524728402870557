import { RELEASE_APPS } from './buildOutput';
import type { ReleaseRegistry } from './releaseRegistry';

/** What is live, what a rollback returns to, and what else is kept, app by app. */
export async function describeReleases(registry: ReleaseRegistry): Promise<string> {
  const live = await registry.refresh();
  const lines = [`Release registry ${registry.location}`];
  for (const app of RELEASE_APPS) {
    const current = live[app];
    const all = await registry.releases(app);
    const kept = all.filter((record) => record.id !== current?.live).map((record) => record.id);
    if (!current) {
      lines.push(`  ${app.padEnd(15)} nothing live${kept.length ? ` (${kept.length} kept)` : ''}`);
      continue;
    }
    const record = all.find((candidate) => candidate.id === current.live);
    lines.push(
      `  ${app.padEnd(15)} live ${current.live} (page-group contract ${String(record?.contractMajor ?? '?')}${record ? `, published by ${record.publishedBy}` : ''})`,
    );
    lines.push(`  ${''.padEnd(15)} rollback to ${current.history.at(-1) ?? '(none)'}`);
    lines.push(`  ${''.padEnd(15)} kept ${kept.length ? kept.join(', ') : '(none)'}`);
  }
  return lines.join('\n');
}
