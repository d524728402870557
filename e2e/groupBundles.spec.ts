import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_GROUPS, routesOfGroup, type RemoteGroup } from 'shared/routes';
import { repoRoot } from './support/workDirs';

/** Every script a group's `npm run build` wrote, the browser's and the server's, as one text. */
function builtScripts(group: RemoteGroup): string {
  const dist = path.join(repoRoot, `${group}-mfe`, 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
}

/** The group's record files, by route, from the route table. */
const recordFiles = (group: RemoteGroup) =>
  routesOfGroup(group).map(({ path: route }) => ({
    route,
    file: path.join(repoRoot, 'shared/src/content/pages', group, `${route.slice(1)}.ts`),
  }));

/** The plain sentences of a record file: its quoted texts of 30 characters or more, in ASCII with no escape or placeholder. */
function sentencesOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/'([\x20-\x26\x28-\x5b\x5d-\x7e]{30,})'/g)]
    .map((match) => match[1]!)
    .filter((text) => !text.includes('${'));
}

/** The shared package's text outside the records (the route table, the kit, the site's facts), which every build may hold. */
function sharedText(): string {
  const src = path.join(repoRoot, 'shared/src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(path.join('content', 'pages')))
    .map((file) => readFileSync(path.join(src, file), 'utf8'))
    .join('\n');
}

/** Each record's sentences that no other record has and no other shared file, so finding one names that record. */
function ownSentences(): Map<string, { group: RemoteGroup; sentences: string[] }> {
  const elsewhere = sharedText();
  const all = REMOTE_GROUPS.flatMap((group) =>
    recordFiles(group).map(({ route, file }) => ({ group, route, sentences: sentencesOf(file) })),
  );
  const count = new Map<string, number>();
  for (const { sentences } of all) for (const text of new Set(sentences)) count.set(text, (count.get(text) ?? 0) + 1);
  return new Map(
    all.map(({ group, route, sentences }) => [
      route,
      { group, sentences: sentences.filter((text) => count.get(text) === 1 && !elsewhere.includes(text)) },
    ]),
  );
}

for (const group of REMOTE_GROUPS) {
  test(`the ${group} group's build holds every record of its own group and none of another's`, () => {
    const scripts = builtScripts(group);
    const records = ownSentences();
    const held = [...records]
      .filter(([, { sentences }]) => sentences.some((text) => scripts.includes(text)))
      .map(([route]) => route);
    expect(held).toEqual(routesOfGroup(group).map((route) => route.path));
    // Every record is recognisable: each has sentences of its own to look for.
    for (const [route, { sentences }] of records) expect(sentences.length, route).toBeGreaterThan(0);
  });
}
