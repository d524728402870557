/**
 * The server the bad-input cases aim at: stand-in builds with canaries in every place a path may
 * try to reach, a lead already stored, and one server process on them; and the checks every case
 * makes of it afterwards (no canary sent, no lead stored, the process alive).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContactRequest } from 'shared/content/contact';
import { SqliteLeadStore } from 'site-server';
import { SERVER_BUILD_FILE } from 'site-server/build-output';
import type { RawResponse } from '../../test-support/rawHttp';
import { writeStandInBuilds } from '../../test-support/fakeBuilds';
import { leakedCanaries, newCanarySecret, plantCanary, type Canary } from '../canaries';
import type { DrillContext } from '../drillCase';
import { freeSitePorts, SiteServer, type SitePorts } from '../siteServer';

export const SECTION = 'bad-inputs';
/** The remote whose server stands for all four: they are one code path. */
export const PROBED_REMOTE = 'services';

export const lead: ContactRequest = {
  firstName: 'Ada',
  lastName: 'Okafor',
  companyName: 'Northwind Instruments',
  email: 'ada@northwind.test',
  phoneNumber: '(404) 555-0199',
  projectDetails: 'Bad-input drill: 250 boards, 6 layers, first articles in 3 weeks',
};

export interface Target {
  server: SiteServer;
  ports: SitePorts;
  canaries: Canary[];
  dataDir: string;
  /** Absolute path of the canary above the builds, for the absolute-path probes. */
  rootCanaryFile: string;
  /** The server's SITE_FACTS_FILE, absent until a case writes it. */
  factsFile: string;
}

/** Stand-in builds with canaries in every place a path may try to reach, a stored lead, and a server on them. */
export async function startTarget({ teardown }: DrillContext): Promise<Target> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'drill-bad-inputs-'));
  teardown.add(() => rmSync(root, { recursive: true, force: true }));
  const builds = writeStandInBuilds(root);
  const dataDir = path.join(root, '.data');
  const rootCanaryFile = path.join(root, 'package.json');
  const packageJson = (secret: string) => JSON.stringify({ name: secret, private: true });
  const canaries = [
    plantCanary(rootCanaryFile, 'the package.json two folders above the builds', packageJson),
    plantCanary(path.join(root, '.env'), 'the .env two folders above the builds'),
    plantCanary(path.join(root, '.git', 'config'), 'the .git/config two folders above the builds'),
    plantCanary(path.join(dataDir, 'canary.txt'), 'a file in the leads data folder'),
  ];
  for (const [name, dist] of [
    ['shell', builds.shellDist],
    [PROBED_REMOTE, builds.remoteDists[PROBED_REMOTE]],
  ] as const) {
    canaries.push(
      plantCanary(path.join(dist, '..', 'package.json'), `the package.json beside the ${name} build`, packageJson),
      plantCanary(path.join(dist, '..', '.env'), `the .env beside the ${name} build`),
      plantCanary(path.join(dist, '.secret'), `the dotfile .secret in the ${name} build`),
      plantCanary(path.join(dist, '.env'), `the .env in the ${name} build`),
      plantCanary(path.join(dist, '.git', 'config'), `the .git/config in the ${name} build`),
      plantCanary(
        path.join(dist, 'server', 'pages.js'),
        `the server build in the ${name} build`,
        (secret) => `module.exports = ${JSON.stringify(secret)};\n`,
      ),
      plantCanary(path.join(dist, SERVER_BUILD_FILE), `the ${SERVER_BUILD_FILE} of the ${name} build`, (secret) =>
        JSON.stringify({ module: `server/${secret}.js` }),
      ),
    );
  }
  const seeded = await SqliteLeadStore.open(dataDir);
  const storedLeadCanary: Canary = { label: 'the lead stored in leads.sqlite', secret: newCanarySecret() };
  await seeded.add({ ...lead, projectDetails: `${lead.projectDetails} ${storedLeadCanary.secret}` });
  await seeded.close();
  canaries.push(storedLeadCanary);

  const ports = await freeSitePorts();
  const factsFile = path.join(root, 'company-facts.json');
  // Behind one proxy on this machine, as the drill's raw requests play it: the last X-Forwarded-For entry is the client.
  const env = { TRUST_PROXY: '127.0.0.1', SITE_FACTS_FILE: factsFile };
  const starting = SiteServer.start({ label: 'the bad-input server', builds, ports, storage: { dataDir }, env });
  teardown.add(async () => (await starting.catch(() => undefined))?.stop());
  return { server: await starting, ports, canaries, dataDir, rootCanaryFile, factsFile };
}

export async function storedLeadCount(dataDir: string): Promise<number> {
  const store = await SqliteLeadStore.open(dataDir);
  try {
    return (await store.list()).length;
  } finally {
    await store.close();
  }
}

export function serverAlive(target: Target): string[] {
  return target.server.running ? [] : [`the server process died:\n${target.server.outputTail()}`];
}

export function canaryProblems(where: string, response: RawResponse, canaries: readonly Canary[]): string[] {
  return leakedCanaries(response.raw, canaries).map((canary) => `${where} sent the secret of ${canary.label}`);
}
