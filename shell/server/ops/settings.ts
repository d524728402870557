import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { REMOTE_GROUPS, type RemoteGroup } from 'shared/routes';

/**
 * What one client may hold of a listener: every connection costs a descriptor, which files, the
 * database and the renderers need too, and a client that sends slowly or not at all holds its own
 * for as long as the server waits. Node's own timeouts bound each connection; a count per address
 * bounds how many one client holds.
 */
export interface ConnectionLimits {
  /** The whole request, head and body, must arrive within this (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** The request's head must arrive within this (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** Open connections one address (an IPv6 /64) may hold at once; a proxy the server trusts is not counted. */
  perAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  perAddress: 64,
};

/**
 * Every setting the server reads from its environment, in one schema: what each takes is said once
 * and is the error a wrong value stops the start with. An optional setting left empty is unset (how
 * a child process switches off what its parent's environment set); a setting with a default refuses
 * an empty value, which is most often a variable that was never filled in.
 */
interface Setting<T> {
  /** What the setting takes, as the error says it: "PORT must be <takes>". */
  takes: string;
  schema: z.ZodType<T>;
  /** Its value is never repeated in an error or a log line: a token, a secret, an address with credentials. */
  secret?: boolean;
  /** Its value is not repeated when this says it may hold a credential (an address with `user:password@`). */
  secretIf?: (raw: string) => boolean;
  /** A longer reason for one wrong value in particular. */
  because?: (raw: string) => string | undefined;
}

const setting = <T>(
  takes: string,
  schema: z.ZodType<T>,
  more: Pick<Setting<T>, 'secret' | 'secretIf' | 'because'> = {},
): Setting<T> => ({ takes, schema, ...more });

const withDefault = <T>(base: Setting<T>, fallback: NoInfer<T>): Setting<T> => ({
  ...base,
  schema: base.schema.default(fallback as never) as z.ZodType<T>,
});

const optional = <T>(base: Setting<T>): Setting<T | undefined> => ({
  ...base,
  schema: z.preprocess((raw) => (raw === '' ? undefined : raw), base.schema.optional()) as z.ZodType<T | undefined>,
});

const wholeNumber = (min: number, max: number, of: string, takes = `a whole number of ${of} from ${min} to ${max}`) =>
  setting(
    takes,
    z
      .string()
      .regex(/^[0-9]+$/)
      .transform(Number)
      .pipe(z.number().int().min(min).max(max)),
  );

/** A number with a decimal fraction, for the canary's durations: a drill or a trial judges in seconds what production judges in hours. */
const decimalNumber = (min: number, max: number, of: string) =>
  setting(
    `a number of ${of} from ${min} to ${max}`,
    z
      .string()
      .regex(/^[0-9]+(\.[0-9]+)?$/)
      .transform(Number)
      .pipe(z.number().min(min).max(max)),
  );

const port = () => wholeNumber(1, 65535, 'port', 'a port number from 1 to 65535');

const choice = <const T extends readonly [string, ...string[]]>(...values: T) =>
  setting(`one of ${values.join(', ')}`, z.enum(values));

const text = (takes: string, pattern: RegExp) => setting(takes, z.string().regex(pattern));

const folder = () => setting('a folder path', z.string().min(1));

/** A host name or an address to listen on or answer for. */
const HOST_NAME = /^(\[[0-9a-f:.]+\]|[0-9a-z.:-]+)$/i;

const listenHost = () => text('a host name or an IP address to listen on', HOST_NAME);

const httpUrl = (secret = false) =>
  setting(
    'an http or https address',
    z.string().refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
    { secret },
  );

/** An address may carry a credential before an '@': such a value is never repeated. */
const mayHoldCredentials = (raw: string) => raw.includes('@');

/**
 * A host name of letters, digits, dots and hyphens, or an IP address: the URL parser also takes
 * characters such as ';' and '*', which would end or widen a directive of the pages' CSP.
 */
const plainHost = (url: URL) =>
  /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$/i.test(url.hostname) || /^\[[0-9a-f:.]+\]$/i.test(url.hostname);
const HOST_RULE = 'its host name may hold only letters, digits, dots and hyphens, or be an IP address';

/**
 * Why an address every visitor is shown (in pages, /remotes.json, the Link header) is not one it may
 * be, or undefined: it must carry no credentials, query or fragment, and its path must pass `path`.
 */
function shownAddressProblem(raw: string, path: { fits: (pathname: string) => boolean; rule: string }) {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) return 'it is not an http or https address';
  if (url.username || url.password) return 'it holds credentials (user:password@), which every visitor would be shown';
  if (/[?#]/.test(raw)) return 'a query or a fragment would be sent to every visitor with it';
  if (!plainHost(url)) return HOST_RULE;
  return path.fits(url.pathname) ? undefined : path.rule;
}

/** An http(s) address shown to every visitor: refused, saying why, with credentials, a query, a fragment or another path. */
const shownAddress = (takes: string, path: { fits: (pathname: string) => boolean; rule: string }) =>
  setting(
    takes,
    z.string().refine((value) => shownAddressProblem(value, path) === undefined),
    { secretIf: mayHoldCredentials, because: (raw) => shownAddressProblem(raw, path) },
  );

/** An origin pages name (the site's own, the preview host's): scheme, host and port, nothing more. */
const bareOrigin = () =>
  shownAddress('an http or https origin, with no credentials, path, query or fragment', {
    fits: (pathname) => pathname === '/',
    rule: 'it must have no path',
  });

const postgresUrl = () =>
  setting(
    'a PostgreSQL address, postgres://user:password@host:port/database',
    z.string().refine((value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol)),
    { secret: true },
  );

const list = <T>(takes: string, item: (entry: string) => T | undefined) =>
  setting(
    takes,
    z.string().transform((value, context) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const items = entries.map(item);
      if (entries.length === 0 || items.some((entry) => entry === undefined)) {
        context.addIssue({ code: 'custom', message: takes });
        return z.NEVER;
      }
      return items as T[];
    }),
  );

const secret = (characters: number, why: string) =>
  setting(`${characters} characters or more (${why})`, z.string().min(characters), { secret: true });

/** Whom the server believes about a client's address: nobody, or the proxies at these addresses and networks. */
export type TrustProxy = false | { addresses: string[] };

/** What Fastify's trustProxy takes for it: the addresses whose X-Forwarded-For is believed. */
export const fastifyTrustProxy = (trust: TrustProxy): false | string[] => (trust === false ? false : trust.addresses);

/** Whether the peer of a connection is a proxy the server trusts (so its X-Request-Id may be kept). */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  const trusted = proxyAddr.compile(trust.addresses);
  return (address) => address !== undefined && trusted(address, 0);
}

/** A TRUST_PROXY entry in a form an operator means as an address (dotted IPv4 or IPv6, with a /prefix or netmask, or proxy-addr's named networks), since proxy-addr alone reads "1" as the address 0.0.0.1. */
const PROXY_ENTRY =
  /^([0-9]{1,3}(\.[0-9]{1,3}){3}|[0-9a-f:.]*:[0-9a-f:.]*)(\/[0-9.]+)?$|^(loopback|linklocal|uniquelocal)$/i;

const trustProxy = setting<TrustProxy>(
  "the proxies' addresses or networks, comma-separated (e.g. 127.0.0.1, 10.0.0.0/8, 2001:db8::/32)",
  z.string().transform((value, context): TrustProxy => {
    const addresses = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      // proxy-addr refuses what it could not compare with a client's address.
      proxyAddr.compile(addresses);
      if (addresses.length > 0 && addresses.every((entry) => PROXY_ENTRY.test(entry))) return { addresses };
    } catch {
      // Reported below.
    }
    context.addIssue({ code: 'custom', message: 'TRUST_PROXY' });
    return z.NEVER;
  }),
  {
    because: (raw) =>
      raw === 'true'
        ? 'true would take the left-most X-Forwarded-For address, which the client writes itself: anyone could pick an address and slip past the rate limits. Name where the proxies are (TRUST_PROXY=127.0.0.1 for one on this machine, TRUST_PROXY=10.0.0.0/8 for a network)'
        : raw.split(',').some((entry) => /^\s*[0-9]+\s*$/.test(entry))
          ? 'a count of proxies would believe whatever client reaches the server directly (it listens on every interface unless HOST says otherwise), and that client writes X-Forwarded-For itself to slip past the rate limits. Name where the proxies are instead (TRUST_PROXY=127.0.0.1 for one on this machine, TRUST_PROXY=10.0.0.0/8 for a network)'
          : undefined,
  },
);

const remoteSettings = (group: RemoteGroup) => {
  const name = `${group.toUpperCase()}_MFE`;
  return {
    [`${name}_PORT`]: optional(port()),
    [`${name}_DIST`]: optional(folder()),
    [`${name}_URL`]: optional(
      shownAddress(
        "the http or https address of the group's mf-manifest.json, with no credentials, query or fragment",
        {
          fits: (pathname) => pathname.endsWith('/mf-manifest.json'),
          rule: "its path must end in /mf-manifest.json: browsers load the group's entry from the same folder",
        },
      ),
    ),
  };
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const days = () => wholeNumber(1, 3650, 'days');
const milliseconds = (min: number, max: number) => wholeNumber(min, max, 'milliseconds');

/** The settings, by name; docs/configuration.md says what each one does, held to this list by configurationDoc.test.ts. */
export const SETTINGS = {
  PORT: withDefault(port(), 8080),
  HOST: withDefault(listenHost(), '0.0.0.0'),
  SITE_URL: optional(bareOrigin()),
  ALLOWED_HOSTS: optional(list('host names, comma-separated', (entry) => (HOST_NAME.test(entry) ? entry : undefined))),
  SERVER_RENDERING: withDefault(choice('on', 'off'), 'on'),
  RENDERER_SANDBOX: withDefault(choice('auto', 'required'), 'auto'),
  TRUST_PROXY: optional(trustProxy),
  PRECOMPRESSED: withDefault(choice('on', 'off'), 'on'),
  SHUTDOWN_DELAY_MS: withDefault(milliseconds(0, 120_000), 0),
  LOG_LEVEL: withDefault(choice(...LOG_LEVELS), 'info'),
  LOG_FORMAT: optional(choice('pretty', 'json')),

  LEADS_DATA_DIR: optional(folder()),
  LEADS_STORE: withDefault(choice('sqlite', 'files'), 'sqlite'),
  DATABASE_URL: optional(postgresUrl()),
  LEADS_DATABASE_URL: optional(postgresUrl()),
  LEAD_WEBHOOK_URL: optional(httpUrl(true)),
  REQUEST_TIMEOUT_MS: withDefault(milliseconds(1000, 600_000), DEFAULT_CONNECTION_LIMITS.requestTimeoutMs),
  HEADERS_TIMEOUT_MS: withDefault(milliseconds(1000, 600_000), DEFAULT_CONNECTION_LIMITS.headersTimeoutMs),
  CONNECTIONS_PER_ADDRESS: withDefault(wholeNumber(1, 100_000, 'connections'), DEFAULT_CONNECTION_LIMITS.perAddress),
  LEAD_RATE_LIMIT_MAX: withDefault(wholeNumber(1, 100_000_000, 'posts'), 10),
  LEAD_RATE_LIMIT_WINDOW_MS: withDefault(milliseconds(1000, 86_400_000), 15 * 60_000),
  LEAD_DAILY_MAX: optional(wholeNumber(1, 1_000_000_000, 'posts')),
  LEAD_RETRY_BASE_MS: withDefault(milliseconds(10, 3_600_000), 1000),
  LEAD_RETRY_MAX_MS: withDefault(milliseconds(10, 86_400_000), 5 * 60_000),
  // Longer than the webhook's 10 s request timeout, or a lead still being sent would be sent twice.
  LEAD_CLAIM_LEASE_MS: withDefault(milliseconds(10_001, 86_400_000), 60_000),
  LEAD_WAITING_WARN_MS: withDefault(milliseconds(1000, 30 * 86_400_000), 60 * 60_000),
  LEAD_RETENTION_DAYS: optional(days()),
  LEAD_QUARANTINE_RETENTION_DAYS: optional(days()),
  FIELD_DATA_RETENTION_DAYS: optional(days()),
  FIELD_DATA_RATE_LIMIT_MAX: withDefault(wholeNumber(1, 100_000_000, 'reports a minute'), 30),
  FIELD_DATA_DAILY_MAX_BYTES: withDefault(wholeNumber(1024, 1_099_511_627_776, 'bytes'), 16 * 1024 * 1024),
  CANARY_MIN_VIEWS: withDefault(wholeNumber(1, 100_000_000, 'pages'), 1000),
  CANARY_WINDOW_HOURS: withDefault(decimalNumber(0.01, 720, 'hours'), 24),
  CANARY_MAX_DAYS: withDefault(decimalNumber(0.001, 90, 'days'), 7),
  CANARY_FALSE_ALARM_PERCENT: withDefault(wholeNumber(1, 20, 'percent'), 5),
  CANARY_LATENCY_TOLERANCE_PERCENT: withDefault(wholeNumber(0, 100, 'percent'), 10),
  CANARY_JUDGED_EVERY_MINUTES: withDefault(decimalNumber(0.05, 1440, 'minutes'), 60),

  SHELL_DIST: optional(folder()),
  DEPLOY_DIR: optional(folder()),
  RELEASE_API_PORT: optional(port()),
  RELEASE_API_HOST: withDefault(listenHost(), '127.0.0.1'),
  RELEASES_DATABASE_URL: optional(postgresUrl()),
  RELEASE_CACHE_DIR: optional(folder()),
  RELEASE_ORIGINS: optional({
    ...list('origins, comma-separated, such as https://cdn.example.com', (entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      return url && /^https?:$/.test(url.protocol) && plainHost(url) && url.origin === entry.replace(/\/$/, '')
        ? url.origin
        : undefined;
    }),
    secretIf: mayHoldCredentials,
  }),
  PREVIEW_SECRET: optional(secret(32, 'preview links are signed with it')),
  PREVIEW_URL: optional(bareOrigin()),
  SITE_FACTS_FILE: optional(setting('a file path', z.string().min(1))),

  // An address may carry a credential (https://user:key@host/), so its value is never repeated.
  CACHE_PURGE_URLS: optional({
    ...list('http or https addresses, comma-separated, such as http://127.0.0.1:6081/', (entry) =>
      URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol) ? entry : undefined,
    ),
    secret: true,
  }),
  CACHE_PURGE_TOKEN: optional(setting('the credential a purge is sent with', z.string().min(1), { secret: true })),
  CACHE_MAX_AGE: withDefault(wholeNumber(1, 86_400, 'seconds'), 300),

  METRICS_TOKEN: optional(secret(16, 'anyone who reaches the port could guess a shorter one')),
  METRICS_PORT: optional(port()),
  METRICS_HOST: optional(listenHost()),
};

/** Each remote's own: <GROUP>_MFE_PORT, _DIST and _URL. */
const REMOTE_SETTINGS: Record<string, Setting<unknown>> = Object.assign({}, ...REMOTE_GROUPS.map(remoteSettings));

type Declared = typeof SETTINGS;
export type Settings = { [Name in keyof Declared]: z.output<Declared[Name]['schema']> } & Record<string, unknown>;

const ALL_SETTINGS: Record<string, Setting<unknown>> = { ...SETTINGS, ...REMOTE_SETTINGS };
const schema = z.object(
  Object.fromEntries(Object.entries(ALL_SETTINGS).map(([name, { schema: read }]) => [name, read])),
);

/** A wrong setting, said the way an operator fixes it: the name, what it got, what it takes. */
export function settingProblem(name: string, raw: string | undefined): string {
  const declared = ALL_SETTINGS[name];
  if (!declared) return `${name} is not a setting`;
  const hidden = declared.secret || (raw !== undefined && declared.secretIf?.(raw));
  const got = raw === '' ? 'an empty value' : hidden ? `${raw?.length ?? 0} characters` : `"${raw}"`;
  const because = raw === undefined ? undefined : declared.because?.(raw);
  return `${name} must be ${declared.takes}, got ${got}${because ? `: ${because}` : ''}`;
}

/** The settings from an environment (all, or the ones named); every wrong one is named in the error that stops the start. */
export function readSettings(env: NodeJS.ProcessEnv): Settings;
export function readSettings<Name extends keyof Declared>(
  env: NodeJS.ProcessEnv,
  names: readonly Name[],
): Pick<Settings, Name>;
export function readSettings(env: NodeJS.ProcessEnv, names?: readonly string[]): Partial<Settings> {
  const result = (names ? schema.pick(Object.fromEntries(names.map((name) => [name, true]))) : schema).safeParse(env);
  if (result.success) return result.data as Settings;
  const wrong = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  throw new Error(wrong.map((name) => settingProblem(name, env[name])).join('\n'));
}

/** Every setting, as docs/configuration.md lists it: its name, what it takes, its default (undefined for none), and whether it is secret. */
export function describeSettings(): Array<{ name: string; takes: string; default: unknown; secret: boolean }> {
  return Object.entries(ALL_SETTINGS).map(([name, declared]) => ({
    name,
    takes: declared.takes,
    default: declared.schema.safeParse(undefined).data,
    secret: declared.secret === true,
  }));
}
