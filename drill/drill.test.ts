import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { StoredLead } from 'site-server';
import { HOSTILE_BUILDS } from '../test-support/hostile/serverBuilds';
import { sampleLead } from '../test-support/leads/leadFixtures';
import { badInputCases } from './badInputs';
import { intakeAnswerProblems } from './badInputs/intakeForms';
import { forbiddenPathProblems } from './badInputs/staticProbes';
import type { Canary } from './canaries';
import { runDrill, Teardown, type DrillCase, type DrillCounts } from './drillCase';
import { cacheCases } from './cache';
import { hostileCases } from './hostile';
import { intakeCases, SHORT_SUBMISSIONS } from './intake';
import { operationsCases } from './operations';
import { releaseCases } from './releases';
import { deliveryProblems, storageProblems, type SentLead } from './leadChecks';
import { parseResponse, type RawResponse } from '../test-support/rawHttp';

describe('the shortened drill', () => {
  const teardown = new Teardown();
  const context = { short: true, teardown };
  const cases = [
    ...intakeCases(context),
    ...badInputCases(context),
    ...operationsCases(context),
    ...releaseCases(context),
    ...hostileCases(context),
    ...cacheCases(context),
  ];
  const lines: string[] = [];
  let counts: DrillCounts;

  beforeAll(async () => {
    counts = await runDrill(cases, (line) => lines.push(line));
  }, 600_000);

  afterAll(async () => {
    expect(await teardown.run()).toEqual([]);
  }, 60_000);

  it(`runs every intake case with ${SHORT_SUBMISSIONS} submissions, every bad-input case, the operations, release, hostile-code and shared-cache cases, and all pass`, () => {
    expect(lines.filter((line) => !line.startsWith('PASS'))).toEqual([`${cases.length} passed, 0 failed`]);
    expect(counts).toEqual({ passed: cases.length, failed: 0 });
    expect(cases.filter((drillCase) => drillCase.section === 'intake')).toHaveLength(8);
    expect(cases.filter((drillCase) => drillCase.section === 'operations')).toHaveLength(3);
    expect(cases.filter((drillCase) => drillCase.section === 'releases')).toHaveLength(4);
    expect(cases.filter((drillCase) => drillCase.section === 'hostile')).toHaveLength(HOSTILE_BUILDS.length);
    expect(cases.filter((drillCase) => drillCase.section === 'cache')).toHaveLength(7);
    expect(lines.some((line) => line.includes(`${SHORT_SUBMISSIONS} concurrent submissions`))).toBe(true);
  });
});

describe('npm run drill', () => {
  it('refuses a misspelled flag, a flag without its value or a value to a switch in one line, with exit code 2, before any case runs', () => {
    const drill = (...args: string[]) => {
      const { status, stdout, stderr } = spawnSync('npx', ['tsx', 'drill/run.ts', ...args], {
        cwd: path.resolve(__dirname, '..'),
        encoding: 'utf8',
      });
      return { status, stdout, stderr };
    };
    // The sections after the first two are left open: the list grows with the drill.
    const refused = (problem: string) => ({
      status: 2,
      stdout: '',
      stderr: expect.stringMatching(
        new RegExp(`^${problem}; npm run drill takes --short, --only=<intake,bad-inputs,[a-z,-]+>\n$`),
      ),
    });
    expect(drill('--shrot')).toEqual(refused("Unknown option '--shrot'"));
    expect(drill('--short', '--only')).toEqual(refused("Option '--only <value>' argument missing"));
    expect(drill('--short=yes')).toEqual(refused("Option '--short' does not take an argument"));
    expect(drill('intake')).toEqual(refused("Unexpected argument 'intake'"));
  }, 30_000);
});

describe('runDrill', () => {
  const passing: DrillCase = { section: 'demo', name: 'a case that holds', run: async () => '3 of 3' };
  const failing: DrillCase = {
    section: 'demo',
    name: 'a case that does not',
    run: async () => {
      throw new Error('2 leads missing');
    },
  };

  it('prints PASS with the detail, FAIL with the reason, in order, and the count last', async () => {
    const lines: string[] = [];
    const counts = await runDrill([passing, failing, { ...passing, run: async () => undefined }], (line) =>
      lines.push(line),
    );
    expect(lines).toEqual([
      'PASS  demo: a case that holds  (3 of 3)',
      'FAIL  demo: a case that does not: 2 leads missing',
      'PASS  demo: a case that holds',
      '2 passed, 1 failed',
    ]);
    expect(counts).toEqual({ passed: 2, failed: 1 });
  });

  it('fails a case that takes longer than its time limit, and goes on to the next', async () => {
    const lines: string[] = [];
    const hung: DrillCase = {
      section: 'demo',
      name: 'a case that never ends',
      run: () => new Promise(() => undefined),
      timeoutMs: 50,
    };
    await runDrill([hung, passing], (line) => lines.push(line));
    expect(lines).toEqual([
      'FAIL  demo: a case that never ends: no outcome within 0.05 s (hung)',
      'PASS  demo: a case that holds  (3 of 3)',
      '1 passed, 1 failed',
    ]);
  });
});

describe('Teardown', () => {
  it('runs every step, last added first, even after one throws, and reports what threw', async () => {
    const teardown = new Teardown();
    const ran: string[] = [];
    teardown.add(() => void ran.push('folder'));
    teardown.add(() => {
      ran.push('database');
      throw new Error('database would not stop');
    });
    teardown.add(async () => void ran.push('server'));
    expect(await teardown.run()).toEqual(['database would not stop']);
    expect(ran).toEqual(['server', 'database', 'folder']);
    expect(await teardown.run()).toEqual([]);
  });

  it('keeps a step added twice once, in its first place, and runs what was added after a run in the next', async () => {
    const teardown = new Teardown();
    const ran: string[] = [];
    const stopDatabase = () => void ran.push('database');
    teardown.add(stopDatabase);
    teardown.add(() => void ran.push('storage 1'));
    teardown.add(stopDatabase);
    teardown.add(() => void ran.push('storage 2'));
    await teardown.run();
    teardown.add(stopDatabase);
    await teardown.run();
    expect(ran).toEqual(['storage 2', 'storage 1', 'database', 'database']);
  });
});

describe('storageProblems: acknowledged leads against stored leads', () => {
  const sent = (key: string, ...acknowledgedIds: string[]): SentLead => ({
    key,
    fields: { ...sampleLead, lastName: key },
    acknowledgedIds,
  });
  const stored = (id: string, key: string, changes: Partial<typeof sampleLead> = {}): StoredLead => ({
    id,
    receivedAt: '2026-01-01T00:00:00.000Z',
    fields: { ...sampleLead, lastName: key, ...changes },
    source: {},
  });

  it('finds nothing wrong when every acknowledged lead is stored once, as sent, a retry answered with the same lead', () => {
    expect(storageProblems([sent('k1', 'a'), sent('k2', 'b', 'b')], [stored('a', 'k1'), stored('b', 'k2')])).toEqual(
      [],
    );
  });

  it('reports an acknowledged lead missing from the store', () => {
    expect(storageProblems([sent('k1', 'a'), sent('k2', 'b')], [stored('a', 'k1')])).toEqual([
      '1 acknowledged leads are not in the store (lead b of key k2)',
      '1 leads stored for 2 distinct keys',
    ]);
  });

  it('reports a lead stored twice, the retry stored anew while its first answer was lost', () => {
    expect(storageProblems([sent('k1', 'a')], [stored('a', 'k1'), stored('x', 'k1')])).toEqual([
      '2 leads stored for 1 distinct keys',
      '1 stored leads were never acknowledged to anyone (duplicates or strays) (lead x)',
    ]);
  });

  it('reports a key answered with two different leads', () => {
    expect(storageProblems([sent('k1', 'a', 'b')], [stored('a', 'k1'), stored('b', 'k1')])).toEqual([
      '1 keys were answered with more than one lead (key k1)',
      '2 leads stored for 1 distinct keys',
    ]);
  });

  it('reports a lead stored with fields other than those sent, naming the fields', () => {
    expect(
      storageProblems([sent('k1', 'a')], [stored('a', 'k1', { email: 'other@example.test', phoneNumber: '0' })]),
    ).toEqual(['1 stored leads differ from what was sent (lead a: email, phoneNumber)']);
  });

  it('reports a submission that never got a 2xx answer', () => {
    expect(storageProblems([sent('k1', 'a'), sent('k2')], [stored('a', 'k1')])).toEqual([
      '1 submissions never got a 2xx answer (key k2)',
      '1 leads stored for 2 distinct keys',
    ]);
  });
});

describe('deliveryProblems: stored leads against what the webhook received', () => {
  it('finds nothing wrong when each stored lead arrived exactly once, in any order', () => {
    expect(deliveryProblems(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual([]);
  });

  it('reports a lead never delivered, one delivered twice, and one the store does not hold, with counts', () => {
    expect(deliveryProblems(['a', 'b', 'c'], ['a', 'b', 'b', 'z'])).toEqual([
      '1 stored leads never reached the webhook (lead c)',
      '1 leads reached the webhook more than once (lead b 2 times)',
      '1 deliveries were of leads the store does not hold (lead z)',
    ]);
  });

  it('shows three examples and says there are more', () => {
    expect(deliveryProblems(['a', 'b', 'c', 'd', 'e'], [])).toEqual([
      '5 stored leads never reached the webhook (lead a, lead b, lead c, …)',
    ]);
  });
});

function response(status: number, body: string): RawResponse {
  return parseResponse(
    Buffer.from(`HTTP/1.1 ${status} X\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`),
  )!;
}

describe('the bad-input verdicts', () => {
  const canaries: Canary[] = [{ label: 'the package.json above the builds', secret: 'drill-canary-0123' }];

  it('accept a 404 that carries no canary', () => {
    expect(forbiddenPathProblems('shell "/../package.json"', response(404, '{"error":"Not Found"}'), canaries)).toEqual(
      [],
    );
  });

  it('fail a 2xx or a 500 for a forbidden path, and name a canary found in the answer', () => {
    expect(forbiddenPathProblems('shell "/.env"', response(200, 'x'), canaries)).toEqual([
      'shell "/.env" answered 200, expected one of 400/403/404',
    ]);
    expect(forbiddenPathProblems('shell "/.env"', response(500, 'x'), canaries)).toEqual([
      'shell "/.env" answered 500, expected one of 400/403/404',
    ]);
    expect(
      forbiddenPathProblems('services "/..%2fpackage.json"', response(404, '{"name":"drill-canary-0123"}'), canaries),
    ).toEqual(['services "/..%2fpackage.json" sent the secret of the package.json above the builds']);
  });

  it('fail an intake answer with another status, or naming another field', () => {
    const invalidEmail = response(400, '{"error":"invalid_field","field":"email"}');
    expect(intakeAnswerProblems('the request', invalidEmail, { status: 400, field: 'email' }, canaries)).toEqual([]);
    expect(intakeAnswerProblems('the request', invalidEmail, { status: 400, field: 'lastName' }, canaries)).toEqual([
      'the request named the field email, expected lastName',
    ]);
    expect(intakeAnswerProblems('the request', response(201, '{"id":"a"}'), { status: 400 }, canaries)).toEqual([
      'the request answered 201 ({"id":"a"}), expected 400',
    ]);
    // A 400 from Node's HTTP parser is not the intake's own refusal of the key.
    expect(
      intakeAnswerProblems(
        'request 2',
        response(400, '{"error":"Bad Request"}'),
        { status: 400, error: 'invalid_idempotency_key' },
        canaries,
      ),
    ).toEqual(['request 2 answered the error Bad Request, expected invalid_idempotency_key']);
  });

  it('read a chunked answer whole', () => {
    const chunked = parseResponse(
      Buffer.from('HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n4\r\ndril\r\n3\r\nl-c\r\n0\r\n\r\n'),
    );
    expect(chunked).toMatchObject({ status: 404, body: Buffer.from('drill-c') });
  });
});
