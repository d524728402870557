import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_GROUPS, siteMap } from 'shared/routes';
import { captureLog, ERROR_LEVEL } from '../../../test-support/capturedLog';
import { readServerConfig } from '../ops/config';
import { createSite, type Site } from '../createSite';
import { reservePortBlock } from '../../../test-support/reservedPorts';

/**
 * The company's facts change without a build: the server's facts file replaces the built ones in
 * every document and in the data block every app's code reads. (That server builds which computed
 * copy from the facts when first run are run afresh is proven on the real builds, in
 * e2e/companyFacts.spec.ts: jest's module registry keeps a module however Node's cache is cleared.)
 */

/** This file's servers number their ports from here: reserved for this run alone (test-support/reservedPorts.ts). */
const PORTS = reservePortBlock(15);
const SHELL_PORT = PORTS;
const HOST = 'example.test';
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Redbud Electronics</title><script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>';
/** What the stand-in builds show: the phone number of the facts in force when they render. */
const LIVE_PHONE = "(globalThis[Symbol.for('company-facts')] || { phone: { display: 'none' } }).phone.display";

let tmpRoot: string;
let site: Site;
let env: NodeJS.ProcessEnv;
const factsFile = () => path.join(tmpRoot, 'company-facts.json');
const dist = (workspace: string) => path.join(tmpRoot, workspace, 'dist');
const log = captureLog();
/** The reasons of the errors the server logged. */
const errors = () => log.lines.filter((line) => Number(line.level) >= ERROR_LEVEL).map((line) => String(line.reason));

function writeServerBuild(workspace: string, file: string, source: string) {
  mkdirSync(path.join(dist(workspace), 'server'), { recursive: true });
  writeFileSync(path.join(dist(workspace), 'server', file), source);
  writeFileSync(path.join(dist(workspace), 'server-build.json'), JSON.stringify({ module: `server/${file}` }));
}

function get(url: string) {
  return site.shell.inject({ method: 'GET', url, headers: { host: `${HOST}:${SHELL_PORT}`, accept: 'text/html' } });
}

/** Writes the facts file with a new modification time, as an operator's edit would. */
function writeFacts(value: unknown) {
  writeFileSync(factsFile(), typeof value === 'string' ? value : JSON.stringify(value));
  const later = new Date(Date.now() + Math.random() * 1000 + 1000);
  utimesSync(factsFile(), later, later);
}

beforeAll(async () => {
  tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'company-facts-test-'));
  mkdirSync(dist('shell'), { recursive: true });
  writeFileSync(path.join(dist('shell'), 'index.html'), INDEX_HTML);
  writeServerBuild(
    'shell',
    'renderApp.1111111111.js',
    `exports.renderApp = async ({ page }) => ({ html: '<header>Call ' + ${LIVE_PHONE} + '</header><main><h1>' + (page ? page.module.default.text : 'Home') + '</h1></main>' });`,
  );
  env = {
    LOG_LEVEL: 'silent',
    PORT: String(SHELL_PORT),
    HOST: '127.0.0.1',
    SHELL_DIST: dist('shell'),
    LEADS_DATA_DIR: path.join(tmpRoot, 'leads'),
    ALLOWED_HOSTS: HOST,
    SITE_FACTS_FILE: factsFile(),
  };
  for (const group of REMOTE_GROUPS) {
    const pages = siteMap
      .filter((route) => route.group === group)
      .map(
        (route) => `${JSON.stringify(route.path)}: async () => ({ default: { text: 'Questions? ' + ${LIVE_PHONE} } })`,
      );
    writeServerBuild(`${group}-mfe`, 'pages.2222222222.js', `exports.pages = { ${pages.join(', ')} };`);
    const assets = Object.fromEntries(
      siteMap.filter((route) => route.group === group).map((route) => [route.path.slice(1), { css: [], js: [] }]),
    );
    writeFileSync(path.join(dist(`${group}-mfe`), 'page-assets.json'), JSON.stringify(assets));
    writeFileSync(
      path.join(dist(`${group}-mfe`), 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.abcdef0123.js' } } }),
    );
    env[`${group.toUpperCase()}_MFE_DIST`] = dist(`${group}-mfe`);
  }
  site = await createSite(readServerConfig(env), log.logger);
});

afterAll(async () => {
  await site?.close();
  if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
});

const factsBlock = (html: string) =>
  JSON.parse(/<script type="application\/json" id="company-facts">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

describe("the company's facts", () => {
  it('carry the retention periods the server applies, as its environment sets them, for /privacy to state', async () => {
    const other = await createSite(
      readServerConfig({
        ...env,
        SITE_FACTS_FILE: undefined,
        LEAD_RETENTION_DAYS: '400',
        LEAD_QUARANTINE_RETENTION_DAYS: '14',
        FIELD_DATA_RETENTION_DAYS: '60',
      }),
      log.logger,
    );
    try {
      const page = await other.shell.inject({
        method: 'GET',
        url: '/privacy',
        headers: { host: `${HOST}:${SHELL_PORT}`, accept: 'text/html' },
      });
      expect(factsBlock(page.body).retention).toEqual({ leadDays: 400, heldDays: 14, fieldDataDays: 60 });
    } finally {
      await other.close();
    }
    expect(factsBlock((await get('/privacy')).body).retention).toEqual({
      leadDays: 730,
      heldDays: 30,
      fieldDataDays: 30,
    });
  });

  it.each([
    ['LEAD_RETENTION_DAYS', '0'],
    ['LEAD_RETENTION_DAYS', 'two years'],
    ['LEAD_QUARANTINE_RETENTION_DAYS', '3651'],
    ['FIELD_DATA_RETENTION_DAYS', '1.5'],
  ])('%s=%s stops the start, naming the setting', (name, value) => {
    expect(() => readServerConfig({ ...env, [name]: value })).toThrow(
      new RegExp(`^${name} must be a whole number of days from 1 to 3650`),
    );
  });

  it('a quarantine kept longer than the leads stops the start', () => {
    expect(() => readServerConfig({ ...env, LEAD_RETENTION_DAYS: '20', LEAD_QUARANTINE_RETENTION_DAYS: '30' })).toThrow(
      /may not be longer than LEAD_RETENTION_DAYS/,
    );
  });

  it('are the built ones while no facts file is there, in the page, its data block and /company-facts.json', async () => {
    const page = await get('/medical');
    expect(page.body).toContain('<header>Call (770) 555-0142</header><main><h1>Questions? (770) 555-0142</h1>');
    expect(factsBlock(page.body).phone).toEqual({ display: '(770) 555-0142', tel: '+17705550142' });
    expect(factsBlock(page.body).cageCode).toBe('7RB42');
    const facts = await get('/company-facts.json');
    expect(facts.headers['cache-control']).toBe('no-cache');
    expect(facts.json().email).toBe('info@redbud-electronics.example');
  });

  it('change on the next request when the file names new ones, in the shell and in every group, with no restart', async () => {
    await get('/medical');
    writeFacts({ phone: { display: '(770) 555-0199', tel: '+17705550199' }, cageCode: '9ZX31' });
    for (const url of ['/', '/medical', '/pcb-assembly', '/our-story', '/client-portal']) {
      const page = await get(url);
      expect(page.body).toContain('<header>Call (770) 555-0199</header>');
      expect(page.body).not.toContain('555-0142');
      expect(factsBlock(page.body).phone.tel).toBe('+17705550199');
      expect(factsBlock(page.body).cageCode).toBe('9ZX31');
      // What the file does not name stays as built.
      expect(factsBlock(page.body).email).toBe('info@redbud-electronics.example');
    }
    expect((await get('/medical')).body).toContain('<h1>Questions? (770) 555-0199</h1>');
    // The structured data for search engines says the same.
    expect((await get('/')).body).toContain('"telephone":"+17705550199"');
    expect((await get('/company-facts.json')).json().phone.display).toBe('(770) 555-0199');
  });

  it("a street with $' or $& in it is written as it is, and the document keeps one head and one body", async () => {
    const street = "1 $' Way, Suite $&";
    writeFacts({ address: { street, city: 'Norcross', region: 'GA', postalCode: '30092', country: 'USA' } });
    const { body } = await get('/');
    const [head = '', rest = ''] = body.split('</head>');
    // A replacement pattern in the head's text would copy the document's body (or the match) into the head.
    expect(head).not.toContain('id="root"');
    expect(head).toContain('"streetAddress":"1 $\' Way, Suite $&"');
    expect(rest.match(/<div id="root">/g)).toHaveLength(1);
    expect(factsBlock(body).address.street).toBe(street);
  });

  it.each([
    ['a typo in a field name', { phnoe: { display: '(770) 555-0100', tel: '+17705550100' } }, 'unknown field "phnoe"'],
    [
      'a phone number without its dialling form',
      { phone: { display: '(770) 555-0100' } },
      '"phone" is not a valid value',
    ],
    [
      'markup in the address',
      { address: { street: '<script>', city: 'Norcross', region: 'GA', postalCode: '30092', country: 'USA' } },
      '"address"',
    ],
    ['text that is not JSON', '{ "phone": ', 'is not JSON'],
    [
      'retention periods, which the server applies from its environment',
      { retention: { leadDays: 9, heldDays: 9, fieldDataDays: 9 } },
      '"retention" is set by LEAD_RETENTION_DAYS',
    ],
  ])(
    'a file edited into %s is refused with the reason logged, and the facts in force stay',
    async (_case, value, reason) => {
      writeFacts({ phone: { display: '(770) 555-0123', tel: '+17705550123' } });
      expect((await get('/medical')).body).toContain('Call (770) 555-0123');
      log.lines.length = 0;
      writeFacts(value);
      const page = await get('/medical');
      expect(page.body).toContain('Call (770) 555-0123');
      expect(errors().join('\n')).toContain(reason);
    },
  );

  it('a server whose facts file cannot be used does not start', async () => {
    const broken = path.join(tmpRoot, 'broken-facts.json');
    writeFileSync(broken, JSON.stringify({ dunNumber: 'not a DUN' }));
    await expect(
      createSite(
        readServerConfig({
          ...env,
          PORT: String(SHELL_PORT + 10),
          LEADS_DATA_DIR: path.join(tmpRoot, 'leads-2'),
          SITE_FACTS_FILE: broken,
        }),
      ),
    ).rejects.toThrow('"dunNumber" is not a valid value');
  });
});
