/**
 * Settings a careless deploy could give the server: each must stop it at start, naming the setting,
 * what it got and what it takes, before it listens. A server that started anyway fails the case.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DrillCase, DrillContext } from './drillCase';
import { writeStandInBuilds } from '../test-support/fakeBuilds';
import { freeSitePorts, SiteServer } from './siteServer';

const SECTION = 'bad-inputs';

const BAD_SETTINGS: { name: string; env: Record<string, string>; says: RegExp }[] = [
  {
    name: 'a lead limit left empty (LEAD_RATE_LIMIT_MAX=)',
    env: { LEAD_RATE_LIMIT_MAX: '' },
    says: /LEAD_RATE_LIMIT_MAX must be a whole number of posts from 1 to \d+, got an empty value/,
  },
  {
    name: 'a window that is not a number (LEAD_RATE_LIMIT_WINDOW_MS=abc)',
    env: { LEAD_RATE_LIMIT_WINDOW_MS: 'abc' },
    says: /LEAD_RATE_LIMIT_WINDOW_MS must be a whole number of milliseconds from 1000 to \d+, got "abc"/,
  },
  {
    name: 'a negative field-data limit (FIELD_DATA_RATE_LIMIT_MAX=-1)',
    env: { FIELD_DATA_RATE_LIMIT_MAX: '-1' },
    says: /FIELD_DATA_RATE_LIMIT_MAX must be a whole number of reports a minute from 1 to \d+, got "-1"/,
  },
  {
    name: 'TRUST_PROXY=true, which would believe a client-written address',
    env: { TRUST_PROXY: 'true' },
    says: /TRUST_PROXY must be .*, got "true": true would take the left-most X-Forwarded-For address/,
  },
  {
    name: 'TRUST_PROXY=1, a count of proxies, which would believe whatever client reaches the server directly',
    env: { TRUST_PROXY: '1' },
    says: /TRUST_PROXY must be .*, got "1": a count of proxies would believe whatever client reaches the server directly .*TRUST_PROXY=127\.0\.0\.1 .*TRUST_PROXY=10\.0\.0\.0\/8/,
  },
  {
    name: 'metrics on every interface without a token (METRICS_PORT, METRICS_HOST=0.0.0.0)',
    env: { METRICS_PORT: '1', METRICS_HOST: '0.0.0.0' },
    says: /METRICS_PORT without METRICS_TOKEN would serve the metrics to anyone who reaches 0\.0\.0\.0/,
  },
];

export function badSettingCases({ teardown }: DrillContext): DrillCase[] {
  return BAD_SETTINGS.map((bad) => ({
    section: SECTION,
    name: `the server refuses to start with ${bad.name}, saying why`,
    async run() {
      const root = mkdtempSync(path.join(os.tmpdir(), 'drill-bad-setting-'));
      teardown.add(() => rmSync(root, { recursive: true, force: true }));
      const options = {
        label: `the server with ${bad.name}`,
        builds: writeStandInBuilds(root),
        ports: await freeSitePorts(),
        storage: { dataDir: path.join(root, '.data') },
        env: bad.env,
      };
      const outcome = await SiteServer.start(options).then(
        async (server) => {
          await server.kill();
          return undefined;
        },
        (error: Error) => error.message,
      );
      if (outcome === undefined) throw new Error('it started and listened');
      const said = outcome.split('\n').find((line) => bad.says.test(line));
      if (!said) throw new Error(`it stopped without saying why: ${outcome.slice(0, 300)}`);
      return said;
    },
  }));
}
