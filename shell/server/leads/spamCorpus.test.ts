import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContactRequest } from 'shared/content/contact';
import {
  answerChallenge,
  challengeIn,
  CHALLENGE_FIELD,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
} from '../../../test-support/leads/formPost';
import { multipartBody, sampleLead } from '../../../test-support/leads/leadFixtures';
import { FileLeadStore } from './fileLeadStore';
import { issueFormToken } from './formToken';
import { registerLeadIntake } from './leadIntake';
import { isHeld } from './leadStore';

/**
 * The spam checks measured on a corpus: real visitors' leads as the site's form sends them, and
 * bots' posts as scripts and headless browsers send them. Every real lead must reach the
 * workflow (some after the browser answered a challenge); every bot post must be held back. The
 * figures are printed.
 */

jest.setTimeout(60_000);

let dataDir: string;
let store: FileLeadStore;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'spam-corpus-'));
  store = await FileLeadStore.open(dataDir);
  app = Fastify({ trustProxy: true });
  await registerLeadIntake(app, { store, rateLimitMax: 10, rateLimitWindowMs: 15 * 60_000, dailyMax: 100 });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

interface Sent {
  /** What the intake answered, in order. */
  statuses: number[];
  id?: string;
}

/** One post, as the given sender makes it. */
async function post(fields: Record<string, string>, { address, key }: { address: string; key?: string }) {
  const { payload, contentType } = await multipartBody(fields);
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: { 'content-type': contentType, 'x-forwarded-for': address, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/**
 * The site's form: its token fetched `secondsOfTyping` before sending, the honeypot empty,
 * the source sent, and a challenge answered in the browser when asked.
 */
async function fromTheForm(fields: ContactRequest, secondsOfTyping: number, address = newAddress()): Promise<Sent> {
  const token = issueFormToken(await store.intakeSecret(), Date.now() - secondsOfTyping * 1000);
  const key = crypto.randomUUID();
  const sent = {
    ...fields,
    [HONEYPOT_FIELD]: '',
    [TOKEN_FIELD]: token,
    source_page: '/pcb-assembly',
    source_form: 'closing',
  };
  const first = await post(sent, { address, key });
  const statuses = [first.statusCode];
  let last = first;
  if (first.statusCode === 202) {
    last = await post({ ...sent, [CHALLENGE_FIELD]: await answerChallenge(challengeIn(first.body)) }, { address, key });
    statuses.push(last.statusCode);
  }
  return { statuses, id: last.statusCode === 201 ? last.json<{ id: string }>().id : undefined };
}

const lead = (changes: Partial<ContactRequest>): ContactRequest => ({
  ...sampleLead,
  email: `${crypto.randomUUID().slice(0, 8)}@buyer.test`,
  ...changes,
});

const realVisitors: [string, () => Promise<Sent>][] = [
  ['typed over a minute', () => fromTheForm(lead({}), 75)],
  [
    'pasted from an e-mail in 8 s',
    () => fromTheForm(lead({ projectDetails: 'Qty 500, 4-layer FR4, ENIG.\nTarget ship date: end of Q1.' }), 8),
  ],
  ['autofilled and sent in 0.6 s', () => fromTheForm(lead({}), 0.6)],
  ['a password manager, sent in 0.2 s', () => fromTheForm(lead({ companyName: 'Acme Aerospace' }), 0.2)],
  ['a Chinese name', () => fromTheForm(lead({ firstName: '伟', lastName: '王', companyName: '深圳电子有限公司' }), 40)],
  ['an Arabic name', () => fromTheForm(lead({ firstName: 'فاطمة', lastName: 'الزهراء' }), 35)],
  [
    'a German name with an umlaut',
    () => fromTheForm(lead({ firstName: 'Jürgen', lastName: 'Weiß', companyName: 'Müller Messtechnik GmbH' }), 50),
  ],
  ["a phone with 'ext.'", () => fromTheForm(lead({ phoneNumber: '(404) 555-0100 ext. 2231' }), 30)],
  ['an international phone', () => fromTheForm(lead({ phoneNumber: '+49 89 1234 5678' }), 30)],
  [
    '7,900 characters of project details',
    () =>
      fromTheForm(
        lead({ projectDetails: `${'Box build with harness, conformal coat, ICT. '.repeat(175)}`.slice(0, 7900) }),
        240,
      ),
  ],
  [
    'two datasheet links',
    () =>
      fromTheForm(
        lead({ projectDetails: 'Datasheets: https://vendor.example/a.pdf and https://vendor.example/b.pdf' }),
        60,
      ),
  ],
  [
    'a BOM pasted with three links, quickly',
    () => fromTheForm(lead({ projectDetails: 'BOM: https://a.example/1 https://a.example/2 https://a.example/3' }), 2),
  ],
  ['a form left open over two days', () => fromTheForm(lead({}), 2 * 24 * 3600)],
  [
    "an angle bracket in the details ('<0.5 mm pitch')",
    () => fromTheForm(lead({ projectDetails: 'BGA with <0.5 mm pitch, > 1000 joints' }), 45),
  ],
];

const bots: [string, () => Promise<Sent>][] = [
  [
    'a script without a token',
    async () => ({ statuses: [(await post(lead({}), { address: newAddress() })).statusCode] }),
  ],
  [
    'link spam without a token',
    async () => ({
      statuses: [
        (await post(lead({ projectDetails: 'http://x.example '.repeat(12) }), { address: newAddress() })).statusCode,
      ],
    }),
  ],
  [
    'a headless browser filling the honeypot',
    async () => {
      const token = issueFormToken(await store.intakeSecret(), Date.now() - 20_000);
      return {
        statuses: [
          (
            await post(
              { ...lead({}), [HONEYPOT_FIELD]: 'https://seo.example', [TOKEN_FIELD]: token },
              { address: newAddress() },
            )
          ).statusCode,
        ],
      };
    },
  ],
  [
    'a replayed token (one a real lead used)',
    async () => {
      const token = issueFormToken(await store.intakeSecret(), Date.now() - 20_000);
      const address = newAddress();
      await post({ ...lead({ firstName: 'Real' }), [TOKEN_FIELD]: token }, { address, key: crypto.randomUUID() });
      return {
        statuses: [
          (await post({ ...lead({}), [TOKEN_FIELD]: token }, { address: newAddress(), key: crypto.randomUUID() }))
            .statusCode,
        ],
      };
    },
  ],
  [
    'a forged token',
    async () => ({
      statuses: [
        (
          await post(
            { ...lead({}), [TOKEN_FIELD]: `${Date.now().toString(36)}.AAAAAAAAAAAAAAAAAAAAAA.forged` },
            { address: newAddress() },
          )
        ).statusCode,
      ],
    }),
  ],
  [
    'a fast bot with a real token that ignores the challenge',
    async () => {
      const token = issueFormToken(await store.intakeSecret(), Date.now() - 100);
      return {
        statuses: [
          (
            await post(
              { ...lead({ projectDetails: '<a href="http://spam.example">cheap</a>' }), [TOKEN_FIELD]: token },
              { address: newAddress(), key: crypto.randomUUID() },
            )
          ).statusCode,
        ],
      };
    },
  ],
  [
    'a fast bot that sends a made-up answer',
    async () => {
      const token = issueFormToken(await store.intakeSecret(), Date.now() - 100);
      const key = crypto.randomUUID();
      const address = newAddress();
      const fields = { ...lead({}), [TOKEN_FIELD]: token };
      const first = await post(fields, { address, key });
      const second = await post(
        { ...fields, [CHALLENGE_FIELD]: Buffer.from('{"solution":{"counter":1}}').toString('base64') },
        { address, key },
      );
      return { statuses: [first.statusCode, second.statusCode] };
    },
  ],
];

test('every real lead reaches the workflow and every bot post is held back; the figures are printed', async () => {
  const realIds = new Map<string, Sent>();
  for (const [name, send] of realVisitors) realIds.set(name, await send());
  const botResults: [string, Sent][] = [];
  for (const [name, send] of bots) botResults.push([name, await send()]);
  // A scripted burst: 30 posts from one address, each with a token a headless browser fetched 10 s before.
  const burstAddress = newAddress();
  const burst: number[] = [];
  for (let index = 0; index < 30; index += 1) {
    const token = issueFormToken(await store.intakeSecret(), Date.now() - 10_000);
    burst.push(
      (
        await post(
          { ...lead({ firstName: `Burst ${index}` }), [TOKEN_FIELD]: token },
          { address: burstAddress, key: crypto.randomUUID() },
        )
      ).statusCode,
    );
  }

  const all = await store.list();
  const byId = new Map(all.map((stored) => [stored.id, stored]));
  const realHeld = [...realIds].filter(([, sent]) => !sent.id || isHeld(byId.get(sent.id)!));
  const afterChallenge = [...realIds].filter(([, sent]) => sent.statuses.includes(202)).map(([name]) => name);
  const realIdSet = new Set([...realIds.values()].map((sent) => sent.id));
  const botPosts = all.filter((stored) => !realIdSet.has(stored.id) && stored.fields.firstName !== 'Real');
  const botPassed = botPosts.filter((stored) => !isHeld(stored));
  const reasons = new Map<string, number>();
  for (const stored of botPosts)
    for (const reason of stored.hold?.reasons ?? []) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);

  console.log(
    [
      `Spam corpus: ${realVisitors.length} real leads, ${botPosts.length} bot posts (${bots.length} kinds and a burst of 30 from one address).`,
      `  real leads to the workflow: ${realVisitors.length - realHeld.length} of ${realVisitors.length} (${afterChallenge.length} after the browser answered a challenge: ${afterChallenge.join('; ')})`,
      `  real leads held back: ${realHeld.length}`,
      `  bot posts held back: ${botPosts.length - botPassed.length} of ${botPosts.length} (the ${botPassed.length} passed are the burst's first ten), by reason: ${[...reasons].map(([reason, count]) => `${reason} ${count}`).join(', ')}`,
      `  burst answers: ${burst.filter((status) => status === 201).length} x 201 (the first 10 passed as a shared address would; the other 20 held)`,
    ].join('\n'),
  );

  expect(realHeld.map(([name]) => name)).toEqual([]);
  expect(bots.length).toBe(botResults.length);
  // Every bot got the same answer as a person: 201, or the challenge's 202.
  for (const [, sent] of botResults) for (const status of sent.statuses) expect([201, 202]).toContain(status);
  expect(botPosts.length - 30).toBe(bots.length);
  // The burst's first ten look like ten people behind one company's address; the rest are held.
  expect(botPassed.map((stored) => stored.fields.firstName)).toEqual(
    Array.from({ length: 10 }, (_, index) => `Burst ${9 - index}`),
  );
});
