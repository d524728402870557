/**
 * The bad-input section: one server process on stand-in builds, with canary files (each holding a
 * secret made up for this run) just outside the served folders, inside them where nothing may be
 * served (dotfiles, the server build), and in the leads data folder. Every request goes over a
 * plain TCP connection, exactly as written. A case fails on an unexpected status, a 2xx for a
 * forbidden path, a 500, no answer, a canary secret in any answer, a lead stored by a refused
 * request, or the server process dying.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contactFields, type ContactRequest } from 'shared/content/contact';
import { FileLeadStore, IDEMPOTENCY_KEY_MAX_LENGTH, messageOf } from 'site-server';
import { SERVER_BUILD_FILE } from 'site-server/build-output';
import { badSettingCases } from './badSettings';
import { floodCases } from './floods';
import { leakedCanaries, newCanarySecret, plantCanary, type Canary } from './canaries';
import { sharedFixture, type DrillCase, type DrillContext } from './drillCase';
import { rawHttp, type RawRequest, type RawResponse } from '../test-support/rawHttp';
import { writeStandInBuilds } from '../test-support/fakeBuilds';
import { freeSitePorts, SiteServer, type SitePorts } from './siteServer';

const SECTION = 'bad-inputs';
/** The remote whose server stands for all four: they are one code path. */
const PROBED_REMOTE = 'services';
export const FORBIDDEN_PATH_STATUSES: readonly number[] = [400, 403, 404];
/** A path longer than the server reads in a request head may also be refused as such. */
const OVERLONG_PATH_STATUSES: readonly number[] = [...FORBIDDEN_PATH_STATUSES, 414, 431];

const lead: ContactRequest = {
  firstName: 'Ada',
  lastName: 'Okafor',
  companyName: 'Northwind Instruments',
  email: 'ada@northwind.test',
  phoneNumber: '(404) 555-0199',
  projectDetails: 'Bad-input drill: 250 boards, 6 layers, first articles in 3 weeks',
};

interface Target {
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
async function startTarget({ teardown }: DrillContext): Promise<Target> {
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
  const seeded = await FileLeadStore.open(dataDir);
  const storedLeadCanary: Canary = { label: 'the lead stored in leads.jsonl', secret: newCanarySecret() };
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

async function storedLeadCount(dataDir: string): Promise<number> {
  const store = await FileLeadStore.open(dataDir);
  try {
    return (await store.list()).length;
  } finally {
    await store.close();
  }
}

function serverAlive(target: Target): string[] {
  return target.server.running ? [] : [`the server process died:\n${target.server.outputTail()}`];
}

function canaryProblems(where: string, response: RawResponse, canaries: readonly Canary[]): string[] {
  return leakedCanaries(response.raw, canaries).map((canary) => `${where} sent the secret of ${canary.label}`);
}

/** What is wrong with the answer to a path that must not be served: a 2xx, a status outside `allowed`, a canary's secret. */
export function forbiddenPathProblems(
  where: string,
  response: RawResponse,
  canaries: readonly Canary[],
  allowed = FORBIDDEN_PATH_STATUSES,
): string[] {
  const status = allowed.includes(response.status)
    ? []
    : [`${where} answered ${response.status}, expected one of ${allowed.join('/')}`];
  return [...status, ...canaryProblems(where, response, canaries)];
}

interface StaticProbe {
  name: string;
  /** The request targets to try on a server listening on `port`. */
  paths: (port: number, target: Target) => string[];
  statuses?: readonly number[];
}

const STATIC_PROBES: StaticProbe[] = [
  {
    name: 'a parent folder in the path (/../package.json)',
    paths: () => ['/../package.json', '/../../package.json', '/mf-manifest.json/../../package.json'],
  },
  {
    name: 'parent folders with encoded slashes (/..%2f..%2fpackage.json)',
    paths: () => ['/..%2f..%2fpackage.json', '/..%2Fpackage.json', '/%2f..%2f..%2fpackage.json'],
  },
  {
    name: 'encoded dots (/%2e%2e/%2e%2e/package.json)',
    paths: () => ['/%2e%2e/%2e%2e/package.json', '/%2E%2E/package.json', '/.%2e/.%2e/package.json'],
  },
  {
    name: 'double-encoded dots (/%252e%252e/%252e%252e/package.json)',
    paths: () => ['/%252e%252e/%252e%252e/package.json', '/%252e%252e%252f%252e%252e%252fpackage.json'],
  },
  {
    name: 'backslashes, plain and encoded (/..\\..\\package.json, /..%5c..%5cpackage.json)',
    paths: () => ['/..\\..\\package.json', '/..%5c..%5cpackage.json', '/%5c..%5c..%5cpackage.json'],
  },
  {
    name: 'the environment file (/.env, and beside the build)',
    paths: () => ['/.env', '/../.env', '/%2e%2e/%2e%2e/.env'],
  },
  { name: "git's configuration (/.git/config)", paths: () => ['/.git/config', '/%2egit/config', '/../../.git/config'] },
  {
    name: 'a dotfile inside the build folder (/.secret, /%2esecret, //.secret)',
    paths: () => ['/.secret', '/%2esecret', '//.secret', '/./.secret'],
  },
  {
    name: 'the leads data folder and its leads.jsonl',
    paths: () => [
      '/../../.data/leads.jsonl',
      '/..%2f..%2f.data%2fleads.jsonl',
      '/%2e%2e/%2e%2e/.data/canary.txt',
      '/.data/leads.jsonl',
    ],
  },
  {
    name: `the server build (/server/…, /${SERVER_BUILD_FILE}), also behind a doubled slash or an encoding`,
    paths: () => [
      '/server/pages.js',
      '//server/pages.js',
      '/./server/pages.js',
      '/%73erver/pages.js',
      '/server%2fpages.js',
      `/${SERVER_BUILD_FILE}`,
      `//${SERVER_BUILD_FILE}`,
    ],
  },
  { name: 'the document template (/index.html)', paths: () => ['/index.html', '//index.html', '/%69ndex.html'] },
  {
    name: 'absolute paths (the canary file by its absolute path, an absolute-form request target)',
    paths: (port, target) => [
      target.rootCanaryFile,
      `/${target.rootCanaryFile}`,
      `http://127.0.0.1:${port}/../../package.json`,
      `file://${target.rootCanaryFile}`,
    ],
  },
  {
    name: 'NUL bytes (encoded, and raw in the request line)',
    paths: () => ['/mf-manifest.json%00', '/%00/../../package.json', '/.secret%00.js', '/mf-manifest.json\0'],
  },
  {
    name: 'very long paths (8 KB of folders, 100 KB in one name, 2,000 parent folders)',
    paths: () => [`/${'a/'.repeat(4096)}x.js`, `/${'a'.repeat(100_000)}`, `/${'../'.repeat(2000)}package.json`],
    statuses: OVERLONG_PATH_STATUSES,
  },
];

function staticCase(probe: StaticProbe, target: () => Promise<Target>): DrillCase {
  return {
    section: SECTION,
    name: `static files refuse ${probe.name}`,
    async run() {
      const site = await target();
      const problems: string[] = [];
      const seen: string[] = [];
      for (const [server, port] of [
        ['shell', site.ports.shell],
        [PROBED_REMOTE, site.ports.remotes[PROBED_REMOTE]],
      ] as const) {
        const statuses: number[] = [];
        for (const requestTarget of probe.paths(port, site)) {
          const where = `${server} ${JSON.stringify(requestTarget.length > 60 ? `${requestTarget.slice(0, 60)}…` : requestTarget)}`;
          try {
            const response = await rawHttp(port, { target: requestTarget });
            statuses.push(response.status);
            problems.push(...forbiddenPathProblems(where, response, site.canaries, probe.statuses));
          } catch (error) {
            problems.push(`${where}: ${messageOf(error)}`);
          }
        }
        seen.push(`${server} ${statuses.join(' ')}`);
      }
      problems.push(...serverAlive(site));
      if (problems.length > 0) throw new Error(problems.join('; '));
      return seen.join(', ');
    },
  };
}

/** A multipart/form-data body written out by hand, so that a case can break it in any way. */
export function multipartBytes(
  parts: readonly (readonly [name: string, value: string, disposition?: string])[],
  boundary: string,
): Buffer {
  const body = parts
    .map(
      ([name, value, disposition = '']) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${disposition}\r\n\r\n${value}\r\n`,
    )
    .join('');
  return Buffer.from(`${body}--${boundary}--\r\n`, 'utf8');
}

const BOUNDARY = 'drill-boundary-7d3f9a';
const MULTIPART = `Content-Type: multipart/form-data; boundary=${BOUNDARY}`;

function leadParts(changes: Partial<Record<string, string>> = {}): [string, string][] {
  return contactFields.flatMap(({ name }): [string, string][] => {
    const value = name in changes ? changes[name] : lead[name];
    return value === undefined ? [] : [[name, value]];
  });
}

function formRequest(parts: readonly (readonly [string, string, string?])[], headerLines: string[] = []): RawRequest {
  return {
    method: 'POST',
    target: '/api/contact',
    headerLines: [MULTIPART, ...headerLines],
    body: multipartBytes(parts, BOUNDARY),
  };
}

/** One request and the answer it must get: the status, and where the intake itself refuses, the field or error code it names. */
interface IntakeAttempt {
  request: RawRequest;
  status: number;
  field?: string;
  error?: string;
}

interface IntakeProbe {
  name: string;
  attempts: IntakeAttempt[];
}

const keyHeader = (value: string) => [`Idempotency-Key: ${value}`];
const BAD_KEY = 'invalid_idempotency_key';
const MALFORMED = 'malformed_body';
/** A header value as UTF-8 bytes on the wire (the request head is written byte for character). */
const utf8OnTheWire = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const wholeForm = multipartBytes(leadParts(), BOUNDARY);

const INTAKE_PROBES: IntakeProbe[] = [
  {
    name: 'a required field left out (no companyName)',
    attempts: [{ request: formRequest(leadParts({ companyName: undefined })), status: 400, field: 'companyName' }],
  },
  {
    name: 'an extra field no form has (fax)',
    attempts: [{ request: formRequest([...leadParts(), ['fax', '+1 404 555 0100']]), status: 400, field: 'fax' }],
  },
  {
    name: 'a field sent twice (email)',
    attempts: [
      { request: formRequest([...leadParts(), ['email', 'second@example.test']]), status: 400, field: 'email' },
    ],
  },
  {
    name: 'a body over the 32 KB limit (40 KB of project details)',
    attempts: [{ request: formRequest(leadParts({ projectDetails: 'x'.repeat(40 * 1024) })), status: 413 }],
  },
  {
    name: 'content types other than multipart/form-data (JSON, plain text, URL-encoded, none)',
    attempts: [
      {
        request: {
          method: 'POST',
          target: '/api/contact',
          headerLines: ['Content-Type: application/json'],
          body: Buffer.from(JSON.stringify(lead)),
        },
        status: 415,
      },
      {
        request: {
          method: 'POST',
          target: '/api/contact',
          headerLines: ['Content-Type: text/plain'],
          body: Buffer.from('Please call me back.'),
        },
        status: 415,
      },
      {
        request: {
          method: 'POST',
          target: '/api/contact',
          headerLines: ['Content-Type: application/x-www-form-urlencoded'],
          body: Buffer.from(new URLSearchParams(lead).toString()),
        },
        status: 415,
      },
      { request: { method: 'POST', target: '/api/contact', body: wholeForm }, status: 415 },
    ],
  },
  {
    name: 'a multipart body that is not multipart at all',
    attempts: [
      {
        request: { ...formRequest([]), body: Buffer.from('this is not a multipart body') },
        status: 400,
        error: MALFORMED,
      },
    ],
  },
  {
    name: 'a multipart body cut off in the middle of a part',
    attempts: [
      {
        request: { ...formRequest([]), body: wholeForm.subarray(0, Math.floor(wholeForm.length / 2)) },
        status: 400,
        error: MALFORMED,
      },
    ],
  },
  {
    name: 'a multipart body whose boundary is not the announced one, or none announced',
    attempts: [
      {
        request: {
          ...formRequest(leadParts()),
          headerLines: ['Content-Type: multipart/form-data; boundary=another-boundary'],
        },
        status: 400,
        error: MALFORMED,
      },
      {
        request: { ...formRequest(leadParts()), headerLines: ['Content-Type: multipart/form-data'] },
        status: 400,
        error: MALFORMED,
      },
    ],
  },
  {
    name: 'control characters in single-line fields (ESC in firstName, TAB in companyName, DEL in phoneNumber)',
    attempts: [
      { request: formRequest(leadParts({ firstName: 'Ada\u001b[31m' })), status: 400, field: 'firstName' },
      { request: formRequest(leadParts({ companyName: 'Northwind\tInstruments' })), status: 400, field: 'companyName' },
      { request: formRequest(leadParts({ phoneNumber: '404 555 0199\u007f' })), status: 400, field: 'phoneNumber' },
    ],
  },
  {
    name: 'CR LF in single-line fields, as a mail header injection (lastName, email)',
    attempts: [
      {
        request: formRequest(leadParts({ lastName: 'Okafor\r\nBcc: everyone@example.test' })),
        status: 400,
        field: 'lastName',
      },
      {
        request: formRequest(leadParts({ email: 'ada@northwind.test\r\nBcc: everyone@example.test' })),
        status: 400,
        field: 'email',
      },
    ],
  },
  {
    name: 'a NUL byte in a field (firstName, projectDetails)',
    attempts: [
      { request: formRequest(leadParts({ firstName: 'Ada\0' })), status: 400, field: 'firstName' },
      {
        request: formRequest(leadParts({ projectDetails: 'Boards\0 and more boards' })),
        status: 400,
        field: 'projectDetails',
      },
    ],
  },
  {
    name: 'a file where a text field belongs (projectDetails)',
    attempts: [
      {
        request: formRequest([
          ...leadParts({ projectDetails: undefined }),
          ['projectDetails', 'x', '; filename="details.txt"\r\nContent-Type: text/plain'],
        ]),
        status: 400,
        field: 'projectDetails',
      },
    ],
  },
  {
    name: `an Idempotency-Key too long (${IDEMPOTENCY_KEY_MAX_LENGTH + 1} characters) or empty`,
    attempts: [
      {
        request: formRequest(leadParts(), keyHeader('k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1))),
        status: 400,
        error: BAD_KEY,
      },
      { request: formRequest(leadParts(), keyHeader('')), status: 400, error: BAD_KEY },
    ],
  },
  {
    name: 'an Idempotency-Key beyond ASCII (UTF-8 "clé-🔑")',
    attempts: [{ request: formRequest(leadParts(), keyHeader(utf8OnTheWire('clé-🔑'))), status: 400, error: BAD_KEY }],
  },
  {
    name: 'an Idempotency-Key carrying CR LF and a second Idempotency-Key line',
    attempts: [
      {
        request: formRequest(leadParts(), keyHeader('drill-key-1\r\nIdempotency-Key: drill-key-2')),
        status: 400,
        error: BAD_KEY,
      },
    ],
  },
  {
    name: 'an Idempotency-Key holding a bare CR, a bare LF, a NUL, or folded onto a second line',
    attempts: [
      { request: formRequest(leadParts(), keyHeader('drill\rkey')), status: 400 },
      { request: formRequest(leadParts(), keyHeader('drill\nkey')), status: 400 },
      { request: formRequest(leadParts(), keyHeader('drill\0key')), status: 400 },
      { request: formRequest(leadParts(), keyHeader('drill\r\n key')), status: 400 },
    ],
  },
];

function answerBody(response: RawResponse): { error?: unknown; field?: unknown } {
  try {
    return JSON.parse(response.body.toString('utf8')) as { error?: unknown; field?: unknown };
  } catch {
    return {};
  }
}

function answeredField(response: RawResponse): string | undefined {
  const { field } = answerBody(response);
  return typeof field === 'string' ? field : undefined;
}

/** '400 email', '415 unsupported_media_type', '400 Bad Request' (refused by Node's HTTP parser before the intake saw it). */
function answerSummary(response: RawResponse): string {
  const { error } = answerBody(response);
  const what = answeredField(response) ?? (typeof error === 'string' ? error : undefined);
  return what ? `${response.status} ${what}` : String(response.status);
}

/** What is wrong with an answer of the intake: another status than expected, another field named, a canary's secret. */
export function intakeAnswerProblems(
  where: string,
  response: RawResponse,
  expected: Omit<IntakeAttempt, 'request'>,
  canaries: readonly Canary[],
): string[] {
  const field = answeredField(response);
  const { error } = answerBody(response);
  const problems: string[] = [];
  if (response.status !== expected.status)
    problems.push(
      `${where} answered ${response.status} (${response.body.toString('utf8').slice(0, 100)}), expected ${expected.status}`,
    );
  else if (expected.field !== undefined && field !== expected.field)
    problems.push(`${where} named the field ${field ?? '(none)'}, expected ${expected.field}`);
  else if (expected.error !== undefined && error !== expected.error)
    problems.push(`${where} answered the error ${String(error ?? '(none)')}, expected ${expected.error}`);
  return [...problems, ...canaryProblems(where, response, canaries)];
}

/**
 * A case that sends to the intake: counts the stored leads around `send` and fails, besides on
 * the problems `send` finds, when the count moved by other than `newLeads` or the server died.
 */
function countedIntakeCase(
  name: string,
  target: () => Promise<Target>,
  newLeads: number,
  send: (site: Target) => Promise<{ problems: string[]; detail: string }>,
): DrillCase {
  return {
    section: SECTION,
    name,
    async run() {
      const site = await target();
      const before = await storedLeadCount(site.dataDir);
      const { problems, detail } = await send(site);
      const after = await storedLeadCount(site.dataDir);
      if (after - before !== newLeads)
        problems.push(`${after - before} leads were stored (${before} before, ${after} after), expected ${newLeads}`);
      problems.push(...serverAlive(site));
      if (problems.length > 0) throw new Error(problems.join('; '));
      return `${detail}; leads stored: ${before} before, ${after} after`;
    },
  };
}

function intakeCase(probe: IntakeProbe, target: () => Promise<Target>): DrillCase {
  return countedIntakeCase(`the intake refuses ${probe.name}, storing nothing`, target, 0, async (site) => {
    const problems: string[] = [];
    const answers: string[] = [];
    for (const [index, attempt] of probe.attempts.entries()) {
      const where = probe.attempts.length > 1 ? `request ${index + 1}` : 'the request';
      try {
        const response = await rawHttp(site.ports.shell, attempt.request);
        answers.push(answerSummary(response));
        problems.push(...intakeAnswerProblems(where, response, attempt, site.canaries));
      } catch (error) {
        problems.push(`${where}: ${messageOf(error)}`);
      }
    }
    return { problems, detail: answers.join(', ') };
  });
}

const HANG_UP_AFTER_MS = 1000;

/** The server waits for the rest of the body; the client gives up first. Nothing may be stored, nothing may break. */
function hungUpCase(target: () => Promise<Target>): DrillCase {
  return countedIntakeCase(
    'the intake stores nothing from a client that announces 1 KB more body than it sends and hangs up',
    target,
    0,
    async (site) => {
      const request = formRequest(leadParts());
      const answer = await rawHttp(
        site.ports.shell,
        { ...request, contentLength: request.body!.length + 1024 },
        HANG_UP_AFTER_MS,
      ).catch(() => undefined);
      return answer
        ? {
            problems:
              answer.status >= 400 && answer.status < 500
                ? []
                : [`answered ${answer.status} to a body it never received whole`],
            detail: `answered ${answer.status}`,
          }
        : { problems: [], detail: `no answer within ${HANG_UP_AFTER_MS / 1000} s, then the client hung up` };
    },
  );
}

/** Proves the counting above can see a lead: after the whole corpus the same server still takes a good one. */
function wellFormedLeadCase(target: () => Promise<Target>): DrillCase {
  return countedIntakeCase(
    'after all of that, the same server still stores a well-formed lead, and the count sees exactly one more',
    target,
    1,
    async (site) => {
      const response = await rawHttp(site.ports.shell, formRequest(leadParts(), keyHeader('drill-well-formed-lead')));
      return {
        problems: intakeAnswerProblems('the well-formed lead', response, { status: 201 }, site.canaries),
        detail: String(response.status),
      };
    },
  );
}

/** The field-data limit the bad-input server runs with (FIELD_DATA_RATE_LIMIT_MAX's default). */
const FIELD_DATA_LIMIT = 30;

/** Rotating a forged X-Forwarded-For in front of the proxy's entry buys no fresh limit. */
function forgedAddressCase(target: () => Promise<Target>): DrillCase {
  return {
    section: SECTION,
    name: `field data: ${FIELD_DATA_LIMIT + 10} reports, each with a new forged X-Forwarded-For before the proxy's entry, get 429 past ${FIELD_DATA_LIMIT}`,
    async run() {
      const site = await target();
      const statuses: number[] = [];
      for (let report = 1; report <= FIELD_DATA_LIMIT + 10; report += 1) {
        const body = Buffer.from(JSON.stringify({ events: [{ kind: 'vital', name: 'TTFB', value: 100, route: '/' }] }));
        const headerLines = [
          'Content-Type: application/json',
          'Sec-Fetch-Site: same-origin',
          `X-Forwarded-For: 198.51.100.${report}, 203.0.113.77`,
        ];
        statuses.push(
          (await rawHttp(site.ports.shell, { method: 'POST', target: '/api/field-data', headerLines, body })).status,
        );
      }
      const accepted = statuses.filter((status) => status === 204).length;
      const refused = statuses.filter((status) => status === 429).length;
      if (accepted !== FIELD_DATA_LIMIT || refused !== 10)
        throw new Error(
          `${accepted} accepted and ${refused} refused (${statuses.join(' ')}), expected ${FIELD_DATA_LIMIT} and 10`,
        );
      return `${accepted} × 204, then ${refused} × 429`;
    },
  };
}

/** A replacement pattern in a company fact stays text: the document keeps one body. */
function replacementPatternCase(target: () => Promise<Target>): DrillCase {
  return {
    section: SECTION,
    name: "a company fact holding $' and $& (the street) is written as text, and the document keeps one #root",
    async run() {
      const site = await target();
      const street = "1 $' Way, Suite $&";
      writeFileSync(
        site.factsFile,
        JSON.stringify({ address: { street, city: 'Norcross', region: 'GA', postalCode: '30092', country: 'USA' } }),
      );
      try {
        const page = (
          await rawHttp(site.ports.shell, { target: '/', headerLines: ['Accept: text/html'] })
        ).body.toString('utf8');
        const roots = page.match(/<div id="root"/g)?.length ?? 0;
        const [head = ''] = page.split('</head>');
        const problems = [
          ...(roots === 1 ? [] : [`the page holds ${roots} #root elements`]),
          ...(head.includes('id="root"') ? ['the head holds the body'] : []),
          ...(head.includes(street) ? [] : ['the street is not in the head’s structured data']),
        ];
        if (problems.length > 0) throw new Error(problems.join('; '));
        return 'one head, one #root, the street as written';
      } finally {
        rmSync(site.factsFile, { force: true });
      }
    },
  };
}

export function badInputCases(context: DrillContext): DrillCase[] {
  const target = sharedFixture(() => startTarget(context));
  return [
    ...INTAKE_PROBES.map((probe) => intakeCase(probe, target)),
    hungUpCase(target),
    wellFormedLeadCase(target),
    ...STATIC_PROBES.map((probe) => staticCase(probe, target)),
    forgedAddressCase(target),
    replacementPatternCase(target),
    ...badSettingCases(context),
    ...floodCases(context),
  ];
}
