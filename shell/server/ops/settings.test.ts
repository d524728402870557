import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readServerConfig } from './config';
import { serverNodeFlags } from './nodeFlags';

/**
 * Every setting read through one schema: a wrong value stops the start with the setting's name,
 * what it got and what it takes, instead of a server that starts with its limits off.
 */

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The numeric settings, with a value just out of range on each side. */
const NUMBERS: [name: string, below: string, above: string][] = [
  ['PORT', '0', '65536'],
  ['LEAD_RATE_LIMIT_MAX', '0', '100000001'],
  ['LEAD_RATE_LIMIT_WINDOW_MS', '999', '86400001'],
  ['LEAD_RETRY_BASE_MS', '9', '3600001'],
  ['LEAD_RETRY_MAX_MS', '9', '86400001'],
  ['LEAD_CLAIM_LEASE_MS', '10000', '86400001'],
  ['LEAD_WAITING_WARN_MS', '999', '2592000001'],
  ['LEAD_RETENTION_DAYS', '0', '3651'],
  ['LEAD_QUARANTINE_RETENTION_DAYS', '0', '3651'],
  ['FIELD_DATA_RETENTION_DAYS', '0', '3651'],
  ['FIELD_DATA_RATE_LIMIT_MAX', '0', '100000001'],
  ['SHUTDOWN_DELAY_MS', '-1', '120001'],
  ['RELEASE_API_PORT', '0', '65536'],
  ['METRICS_PORT', '0', '65536'],
  ['CACHE_MAX_AGE', '0', '86401'],
  ['SERVICES_MFE_PORT', '0', '70000'],
];

/** The settings that take fractions (the canary's durations), with a value just out of range on each side. */
const DECIMALS: [name: string, below: string, above: string][] = [
  ['CANARY_WINDOW_HOURS', '0.009', '720.5'],
  ['CANARY_MAX_DAYS', '0.0009', '91'],
  ['CANARY_JUDGED_EVERY_MINUTES', '0.04', '1441'],
];

/** Settings that must be given a value when they are there at all: an empty one is a variable never filled in. */
const NOT_EMPTY = [
  'CACHE_MAX_AGE',
  'PORT',
  'LEAD_RATE_LIMIT_MAX',
  'LEAD_RATE_LIMIT_WINDOW_MS',
  'LEAD_RETRY_BASE_MS',
  'LEAD_CLAIM_LEASE_MS',
  'FIELD_DATA_RATE_LIMIT_MAX',
  'SHUTDOWN_DELAY_MS',
  'HOST',
  'SERVER_RENDERING',
  'PRECOMPRESSED',
  'RENDERER_SANDBOX',
  'LOG_LEVEL',
];

/** What a deploy directory gives the settings that need a registry. */
const base = {
  DEPLOY_DIR: '/tmp/settings-test-deploy',
  METRICS_TOKEN: 'a-metrics-token-of-enough-length',
  HOST: '127.0.0.1',
};

const refusal = (env: Record<string, string>): string => {
  try {
    readServerConfig({ ...base, ...env });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was taken`);
};

describe.each([...NUMBERS, ...DECIMALS])('%s', (name, below, above) => {
  const takesFractions = DECIMALS.some(([decimal]) => decimal === name);
  it.each([
    ['negative', '-5', '"-5"'],
    ['not a number', 'abc', '"abc"'],
    ...(takesFractions ? [] : [['a fraction', '1.5', '"1.5"']]),
    ['with a unit', '10s', '"10s"'],
    ['below its range', below, `"${below}"`],
    ['above its range', above, `"${above}"`],
  ])('%s stops the start, naming the setting, what it got and what it takes', (_case, value, got) => {
    const message = refusal({ [name]: value });
    expect(message).toMatch(
      new RegExp(
        `^${name} must be a (whole number of [a-z ]+|port number|number of [a-z]+) from [0-9.]+ to \\d+, got ${got.replace(/[.]/g, '\\.')}$`,
      ),
    );
  });
});

it.each(NOT_EMPTY)('%s left empty stops the start', (name) => {
  expect(refusal({ [name]: '' })).toMatch(new RegExp(`^${name} must be .+, got an empty value$`));
});

it('an empty optional setting is unset: the retention, the webhook and the databases switch off or fall back', () => {
  const config = readServerConfig({
    ...base,
    LEAD_RETENTION_DAYS: '',
    LEAD_WEBHOOK_URL: '',
    DATABASE_URL: '',
    LEADS_DATABASE_URL: '',
    TRUST_PROXY: '',
  });
  expect(config.leads.retention.leadDays).toBe(730);
  expect(config.leads.webhookUrl).toBeUndefined();
  expect(config.leads.databaseUrl).toBeUndefined();
  expect(config.trustProxy).toBe(false);
});

it('the numbers are read as numbers, not as text', () => {
  const config = readServerConfig({
    ...base,
    LEAD_RATE_LIMIT_MAX: '25',
    LEAD_RATE_LIMIT_WINDOW_MS: '60000',
    SHUTDOWN_DELAY_MS: '0',
    PORT: '9000',
  });
  expect([
    config.leads.rateLimitMax,
    config.leads.rateLimitWindowMs,
    config.shutdownDelayMs,
    config.shellPort,
    config.remotes[0]!.port,
  ]).toEqual([25, 60000, 0, 9000, 9001]);
});

it("the canary's durations take fractions, so a drill judges in seconds; a fraction without a leading digit or an exponent is refused", () => {
  const config = readServerConfig({
    ...base,
    CANARY_WINDOW_HOURS: '0.02',
    CANARY_MAX_DAYS: '0.5',
    CANARY_JUDGED_EVERY_MINUTES: '0.1',
  });
  expect([config.canary.promoteAfterMs, config.canary.maxDurationMs, config.canary.judgedEveryMs]).toEqual([
    72_000, 43_200_000, 6000,
  ]);
  expect(refusal({ CANARY_WINDOW_HOURS: '.5' })).toBe(
    'CANARY_WINDOW_HOURS must be a number of hours from 0.01 to 720, got ".5"',
  );
  expect(refusal({ CANARY_WINDOW_HOURS: '1e1' })).toBe(
    'CANARY_WINDOW_HOURS must be a number of hours from 0.01 to 720, got "1e1"',
  );
});

it.each([
  ['SERVER_RENDERING', 'no', 'one of on, off'],
  ['SERVER_RENDERING', 'false', 'one of on, off'],
  ['PRECOMPRESSED', 'true', 'one of on, off'],
  ['RENDERER_SANDBOX', 'yes', 'one of auto, required'],
  ['LOG_LEVEL', 'verbose', 'one of fatal, error, warn, info, debug, trace, silent'],
  ['LOG_FORMAT', 'xml', 'one of pretty, json'],
])('%s=%s stops the start', (name, value, takes) => {
  expect(refusal({ [name]: value })).toBe(`${name} must be ${takes}, got "${value}"`);
});

it.each([
  ['SITE_URL', 'redbud.example'],
  ['SITE_URL', 'ftp://redbud.example'],
  ['PREVIEW_URL', 'preview'],
  ['SERVICES_MFE_URL', 'javascript:alert(1)'],
])('%s=%s, not an http(s) address, stops the start', (name, value) => {
  expect(refusal({ [name]: value })).toMatch(
    new RegExp(
      `^${name} must be (an|the) http or https (address|origin).*, got "${value.replace(/[.()]/g, '\\$&')}": it is not an http or https address$`,
    ),
  );
});

describe('addresses every visitor is shown (in pages, /remotes.json and the Link header)', () => {
  const manifestTakes =
    "SERVICES_MFE_URL must be the http or https address of the group's mf-manifest.json, with no credentials, query or fragment";
  const originTakes = (name: string) =>
    `${name} must be an http or https origin, with no credentials, path, query or fragment`;
  const credentials = 'it holds credentials (user:password@), which every visitor would be shown';
  const query = 'a query or a fragment would be sent to every visitor with it';
  const host = 'its host name may hold only letters, digits, dots and hyphens, or be an IP address';

  it.each([
    [
      'SERVICES_MFE_URL',
      'https://deploy:s3cret-pass@cdn.example/services/1/mf-manifest.json',
      manifestTakes,
      credentials,
    ],
    ['SERVICES_MFE_URL', 'https://deploy@cdn.example/services/1/mf-manifest.json', manifestTakes, credentials],
    ['SITE_URL', 'https://owner:s3cret-pass@www.example.com', originTakes('SITE_URL'), credentials],
    ['PREVIEW_URL', 'https://owner:s3cret-pass@preview.example.com', originTakes('PREVIEW_URL'), credentials],
  ])('%s=%s stops the start, naming the setting and why, never repeating the password', (name, value, takes, why) => {
    const message = refusal({ [name]: value });
    expect(message).toBe(`${takes}, got ${value.length} characters: ${why}`);
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('deploy');
  });

  it.each([
    ['SERVICES_MFE_URL', 'https://cdn.example/services/1/mf-manifest.json?token=x', manifestTakes, query],
    ['SERVICES_MFE_URL', 'https://cdn.example/services/1/mf-manifest.json?', manifestTakes, query],
    ['SERVICES_MFE_URL', 'https://cdn.example/services/1/mf-manifest.json#x', manifestTakes, query],
    [
      'SERVICES_MFE_URL',
      'https://cdn.example/services/1/',
      manifestTakes,
      "its path must end in /mf-manifest.json: browsers load the group's entry from the same folder",
    ],
    [
      'PORTALS_MFE_URL',
      'https://cdn.example/portals/mf-manifest.json.js',
      manifestTakes.replace('SERVICES', 'PORTALS'),
      "its path must end in /mf-manifest.json: browsers load the group's entry from the same folder",
    ],
    ['SERVICES_MFE_URL', 'file:///srv/services/mf-manifest.json', manifestTakes, 'it is not an http or https address'],
    ['SITE_URL', 'https://www.example.com/en', originTakes('SITE_URL'), 'it must have no path'],
    ['SITE_URL', 'https://www.example.com/?utm_source=x', originTakes('SITE_URL'), query],
    ['PREVIEW_URL', 'https://preview.example.com/#x', originTakes('PREVIEW_URL'), query],
    ['PREVIEW_URL', 'https://preview.example.com/path', originTakes('PREVIEW_URL'), 'it must have no path'],
    // The URL parser takes these hosts; in the pages' CSP a ';' ends the directive (every answer failed) and a '*' widens it.
    [
      'COMPANY_MFE_URL',
      'https://cdn.example;sandbox/mf-manifest.json',
      manifestTakes.replace('SERVICES', 'COMPANY'),
      host,
    ],
    ['SITE_URL', 'https://www.example.com;x', originTakes('SITE_URL'), host],
    ['PREVIEW_URL', 'http://preview.x.example;a', originTakes('PREVIEW_URL'), host],
    ['PREVIEW_URL', 'https://*.example.com', originTakes('PREVIEW_URL'), host],
  ])('%s=%s stops the start, saying why', (name, value, takes, why) => {
    expect(refusal({ [name]: value })).toBe(`${takes}, got "${value}": ${why}`);
  });

  it('RELEASE_ORIGINS with credentials is refused without repeating them', () => {
    const value = 'https://cdn.example.com,https://team:s3cret-pass@cdn.example.org';
    expect(refusal({ RELEASE_ORIGINS: value })).toBe(
      `RELEASE_ORIGINS must be origins, comma-separated, such as https://cdn.example.com, got ${value.length} characters`,
    );
  });

  it.each(['https://cdn.example;x', 'https://*.example.com', 'https://cdn.example.com,https://team.example;sandbox'])(
    'RELEASE_ORIGINS=%s stops the start: a host the CSP would read as something else',
    (value) => {
      expect(refusal({ RELEASE_ORIGINS: value })).toBe(
        `RELEASE_ORIGINS must be origins, comma-separated, such as https://cdn.example.com, got "${value}"`,
      );
    },
  );

  it('takes a manifest address and bare origins', () => {
    const manifest = 'https://cdn.example/services/20261124-091500-51b7d2e0/mf-manifest.json';
    expect(
      readServerConfig({
        ...base,
        SITE_URL: 'https://www.example.com/',
        PREVIEW_URL: 'https://preview.example.com',
        SERVICES_MFE_URL: manifest,
        RELEASE_ORIGINS: 'https://cdn.example.com/',
      }),
    ).toMatchObject({
      siteUrl: 'https://www.example.com/',
      previewUrl: 'https://preview.example.com',
      remotes: expect.arrayContaining([expect.objectContaining({ group: 'services', publicManifestUrl: manifest })]),
      releaseOrigins: ['https://cdn.example.com'],
    });
  });
});

it.each([
  ['LEAD_WEBHOOK_URL', 'hooks.example/T0KEN-in-the-path'],
  ['DATABASE_URL', 'mysql://owner:s3cret-password@db/site'],
  ['LEADS_DATABASE_URL', 'owner:s3cret-password@db'],
  ['METRICS_TOKEN', 'short-t0ken'],
  ['PREVIEW_SECRET', 'not-32-characters-long-s3cret'],
])('%s refused without repeating what it holds', (name, value) => {
  const message = refusal({ [name]: value });
  expect(message).toMatch(new RegExp(`^${name} must be .+, got ${value.length} characters$`));
  expect(message).not.toContain(value.slice(-8));
});

it.each([
  ['RELEASE_ORIGINS', 'https://cdn.example.com/path'],
  ['ALLOWED_HOSTS', 'redbud.example, not a host'],
  ['HOST', 'all interfaces'],
])('%s=%s stops the start', (name, value) => {
  expect(refusal({ [name]: value })).toMatch(new RegExp(`^${name} must be .+, got "${value}"$`));
});

describe('TRUST_PROXY', () => {
  it('true is refused, saying why: the left-most X-Forwarded-For address is the client’s own writing', () => {
    expect(refusal({ TRUST_PROXY: 'true' })).toMatch(
      /^TRUST_PROXY must be the proxies' addresses or networks, .*, got "true": true would take the left-most X-Forwarded-For address, which the client writes itself/,
    );
  });

  it.each(['1', '2', '10', ' 1 ', '1, 10.0.0.0/8'])(
    'a count of proxies (%s) is refused, saying what to write instead',
    (value) => {
      expect(refusal({ TRUST_PROXY: value })).toBe(
        `TRUST_PROXY must be the proxies' addresses or networks, comma-separated (e.g. 127.0.0.1, 10.0.0.0/8, 2001:db8::/32), got "${value}": a count of proxies would believe whatever client reaches the server directly (it listens on every interface unless HOST says otherwise), and that client writes X-Forwarded-For itself to slip past the rate limits. Name where the proxies are instead (TRUST_PROXY=127.0.0.1 for one on this machine, TRUST_PROXY=10.0.0.0/8 for a network)`,
      );
    },
  );

  it.each(['0', '11', 'yes', '10.0.0.0/33', '10.0.0.300', 'proxy.internal', '127.1', '0x7f000001', '1/8'])(
    '%s is refused',
    (value) => {
      expect(refusal({ TRUST_PROXY: value })).toMatch(
        /^TRUST_PROXY must be the proxies' addresses or networks, comma-separated/,
      );
    },
  );

  it('takes the proxies’ addresses and networks', () => {
    expect(readServerConfig({ ...base, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual({ addresses: ['127.0.0.1'] });
    expect(readServerConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,2001:db8::/32' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32'],
    });
    expect(readServerConfig({ ...base, TRUST_PROXY: '10.0.0.0/255.0.0.0,::1,loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/255.0.0.0', '::1', 'loopback'],
    });
  });
});

describe('METRICS_PORT', () => {
  it('without a token, on every interface, stops the start', () => {
    expect(() => readServerConfig({ METRICS_PORT: '9464', HOST: '0.0.0.0' })).toThrow(
      /^METRICS_PORT without METRICS_TOKEN would serve the metrics to anyone who reaches 0\.0\.0\.0: set METRICS_TOKEN, or METRICS_HOST=127\.0\.0\.1/,
    );
    expect(() => readServerConfig({ METRICS_PORT: '9464' })).toThrow(/^METRICS_PORT without METRICS_TOKEN/);
  });

  it('without a token on a loopback address, or with a token anywhere, is taken', () => {
    expect(readServerConfig({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(readServerConfig({ METRICS_PORT: '9464', HOST: '::1' }).metrics).toEqual({ port: 9464, host: '::1' });
    expect(
      readServerConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-metrics-token-of-enough-length' }).metrics,
    ).toMatchObject({ port: 9464, host: '0.0.0.0' });
  });
});

it('every wrong setting is named at once, one a line', () => {
  expect(
    refusal({ PORT: 'eighty', LEAD_RATE_LIMIT_MAX: '', TRUST_PROXY: 'true' })
      .split('\n')
      .map((line) => line.split(' ')[0]),
  ).toEqual(['PORT', 'TRUST_PROXY', 'LEAD_RATE_LIMIT_MAX']);
});

it('the caches to purge are http addresses; a wrong one stops the start without repeating what may hold a credential', () => {
  const message = refusal({ CACHE_PURGE_URLS: 'http://127.0.0.1:6081/, ftp://user:s3cret@cache.example/' });
  expect(message).toBe(
    'CACHE_PURGE_URLS must be http or https addresses, comma-separated, such as http://127.0.0.1:6081/, got 56 characters',
  );
  expect(
    readServerConfig({
      ...base,
      CACHE_PURGE_URLS: 'http://127.0.0.1:6081/,https://api.fastly.com/service/abc/purge',
      CACHE_PURGE_TOKEN: 't',
    }).sharedCache,
  ).toEqual({
    purgeUrls: ['http://127.0.0.1:6081/', 'https://api.fastly.com/service/abc/purge'],
    token: 't',
    maxAge: 300,
  });
  expect(readServerConfig({ ...base, CACHE_MAX_AGE: '60' }).sharedCache).toBeUndefined();
});

it('crossed settings stop the start: a retry cap below its first delay', () => {
  expect(refusal({ LEAD_RETRY_BASE_MS: '5000', LEAD_RETRY_MAX_MS: '1000' })).toBe(
    'LEAD_RETRY_MAX_MS may not be shorter than LEAD_RETRY_BASE_MS',
  );
});

it('the server process stops at start with the message, and listens on nothing', () => {
  const started = spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [...serverNodeFlags(), 'shell/server/main.ts'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        PORT: '18977',
        HOST: '127.0.0.1',
        LEAD_RATE_LIMIT_MAX: '',
        LEAD_RATE_LIMIT_WINDOW_MS: 'abc',
      },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(started.status).toBe(1);
  expect(started.stderr.trim().split('\n')).toEqual([
    'LEAD_RATE_LIMIT_MAX must be a whole number of posts from 1 to 100000000, got an empty value',
    'LEAD_RATE_LIMIT_WINDOW_MS must be a whole number of milliseconds from 1000 to 86400000, got "abc"',
  ]);
}, 60_000);
