import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contactFields, type ContactFieldName, type ContactRequest } from 'shared/content/contact';
import { multipartBody, sampleLead } from '../../../test-support/leads/leadFixtures';
import {
  answerChallenge,
  challengeIn,
  CHALLENGE_FIELD,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
} from '../../../test-support/leads/formPost';
import { LEAD_BODY_LIMIT_BYTES, registerLeadIntake } from './leadIntake';
import { FileLeadStore } from './fileLeadStore';
import { issueFormToken } from './formToken';

let dataDir: string;
let store: FileLeadStore;
let app: FastifyInstance;

async function intake(rateLimitMax = 100, floodLimitMax?: number, dailyMax = 1000) {
  const instance = Fastify();
  await registerLeadIntake(instance, { store, rateLimitMax, floodLimitMax, rateLimitWindowMs: 60_000, dailyMax });
  await instance.ready();
  return instance;
}

/** The token of a form first used `ageMs` ago, as the form fetched it. */
async function formToken(ageMs = 60_000) {
  return issueFormToken(await store.intakeSecret(), Date.now() - ageMs);
}

/** Posts as the site's form does: with a token from a minute ago, unless the test says otherwise. */
async function post(
  fields: Record<string, string | Blob>,
  instance = app,
  headers: Record<string, string | string[]> = {},
  token?: string | null,
) {
  const sent = token === null ? fields : { ...fields, [TOKEN_FIELD]: token ?? (await formToken()) };
  const { payload, contentType } = await multipartBody(sent);
  return instance.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: { 'content-type': contentType, ...headers },
  });
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-'));
  store = await FileLeadStore.open(dataDir);
  app = await intake();
});

afterEach(async () => {
  await app.close();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an accepted lead is on disk, exactly as sent, before the 201 answer', async () => {
  const response = await post(sampleLead);
  expect(response.statusCode).toBe(201);
  const { id } = response.json<{ id: string }>();
  const lines = readFileSync(path.join(dataDir, 'leads.jsonl'), 'utf8').trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toEqual({
    id,
    receivedAt: expect.any(String),
    fields: sampleLead,
    source: {},
    tokenNonce: expect.any(String),
  });
});

test('stored leads are listed newest first', async () => {
  await post(sampleLead);
  await post({ ...sampleLead, firstName: 'Grace' });
  expect((await store.list()).map((lead) => lead.fields.firstName)).toEqual(['Grace', 'Ada']);
});

describe('the Idempotency-Key header', () => {
  const key = (value: string) => ({ 'idempotency-key': value });

  test('a form sent again with its key gets the first answer, and one lead is stored', async () => {
    const first = await post(sampleLead, app, key('3b0c44f8-6c1e-4b7e-9d55-2f0c6f3a9e11'));
    const again = await post({ ...sampleLead, firstName: 'Grace' }, app, key('3b0c44f8-6c1e-4b7e-9d55-2f0c6f3a9e11'));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await store.list()).toEqual([{ ...first.json(), fields: sampleLead, source: {} }]);
  });

  test('requests racing with one key store one lead and all get its answer', async () => {
    const token = await formToken();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(sampleLead, app, key('double-click'), token)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await store.list()).toHaveLength(1);
  });

  test('without a key (a form from before keys) every request is a lead of its own', async () => {
    expect((await post(sampleLead)).statusCode).toBe(201);
    expect((await post(sampleLead)).statusCode).toBe(201);
    expect(await store.list()).toHaveLength(2);
  });

  test('a key of 200 printable ASCII characters, spaces included, is accepted', async () => {
    const longest = `a b${'~'.repeat(197)}`;
    expect((await post(sampleLead, app, key(longest))).statusCode).toBe(201);
  });

  test.each([
    ['empty', key('')],
    ['of 201 characters', key('k'.repeat(201))],
    ['holding a character beyond ASCII', key('cl\u00e9')],
    ['holding a tab', key('form\tkey')],
    ['sent twice', { 'idempotency-key': ['first', 'second'] }],
  ])('a key %s gets 400 naming the header, and nothing is stored', async (_case, headers) => {
    const response = await post(sampleLead, app, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_idempotency_key',
      header: 'Idempotency-Key',
      message: 'The Idempotency-Key header must be sent once, as 1 to 200 printable ASCII characters.',
    });
    expect(await store.list()).toEqual([]);
  });
});

/** Each one-line field with a C1 control (U+0080 to U+009F) in it, which some readers take as a line break (U+0085) or an escape (U+009B). */
type BadRequestCase = [string, Record<string, string>, string, string];
const c1Cases = contactFields
  .filter(({ name }) => name !== 'projectDetails')
  .flatMap(({ name }) =>
    ['0080', '0085', '009B', '009F'].map((code): BadRequestCase => {
      const control = String.fromCharCode(parseInt(code, 16));
      const value = name === 'email' ? `ada${control}@northwind.test` : `${sampleLead[name]}${control}x`;
      return [`${name} holding U+${code}, a C1 control`, { ...sampleLead, [name]: value }, name, 'control_characters'];
    }),
  );

test.each([
  ['a missing field', { ...sampleLead, companyName: undefined }, 'companyName', 'required'],
  ['a field of nothing but spaces', { ...sampleLead, lastName: '   ' }, 'lastName', 'required'],
  ['an unknown field', { ...sampleLead, fax: 'x' }, 'fax', 'unknown_field'],
  ['a source entry sent twice', { ...sampleLead, utm_source: ['a', 'b'] }, 'utm_source', 'sent_twice'],
  ['a form token of 4,001 characters', { ...sampleLead, [TOKEN_FIELD]: 'x'.repeat(4001) }, TOKEN_FIELD, 'too_long'],
  ['a malformed e-mail', { ...sampleLead, email: 'not-an-email' }, 'email', 'invalid_email'],
  ['an e-mail with a space in it', { ...sampleLead, email: 'ada okafor@northwind.test' }, 'email', 'invalid_email'],
  [
    'a name holding a terminal escape sequence',
    { ...sampleLead, firstName: 'Ada\u001b[31m' },
    'firstName',
    'control_characters',
  ],
  ['a name holding CR LF', { ...sampleLead, firstName: 'Ada\r\nOkafor' }, 'firstName', 'control_characters'],
  [
    'a company name holding a tab',
    { ...sampleLead, companyName: 'Northwind\tInstruments' },
    'companyName',
    'control_characters',
  ],
  [
    'a phone number holding DEL',
    { ...sampleLead, phoneNumber: '404 555 0199\u007f' },
    'phoneNumber',
    'control_characters',
  ],
  [
    'project details holding ESC',
    { ...sampleLead, projectDetails: 'Boards\u001b[2J' },
    'projectDetails',
    'control_characters',
  ],
  [
    'project details holding NEXT LINE (U+0085), a line break to some readers',
    { ...sampleLead, projectDetails: 'Boards\u0085250 pcs' },
    'projectDetails',
    'control_characters',
  ],
  ...c1Cases,
  [
    'a file instead of text',
    { ...sampleLead, projectDetails: new Blob(['x'], { type: 'text/plain' }) },
    'projectDetails',
    'not_text',
  ],
])('%s gets 400 naming the field and the reason, and nothing is stored', async (_case, fields, field, reason) => {
  const { payload, contentType } = await multipartBody(fields as Record<string, string | Blob | string[] | undefined>);
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: { 'content-type': contentType },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: 'invalid_field', field, reason });
  expect(await store.list()).toEqual([]);
});

test('characters past the C1 range are stored: U+00A0 (the first, a no-break space) and U+00E9 in the names', async () => {
  const response = await post({ ...sampleLead, firstName: 'Ad\u00e9', lastName: 'Oka\u00a0for' });
  expect(response.statusCode).toBe(201);
  expect((await store.list())[0]?.fields).toMatchObject({ firstName: 'Ad\u00e9', lastName: 'Oka\u00a0for' });
});

test('the message of a 400 says in plain words which field and why', async () => {
  const response = await post({ ...sampleLead, firstName: 'Ada\u001b[31m' });
  expect(response.json().message).toBe(
    'First name: this contains a tab or another hidden control character, often picked up by copying and pasting. Please retype it.',
  );
});

describe('what a browser accepts, the intake stores', () => {
  async function expectStored(fields: ContactRequest, stored: ContactRequest = fields) {
    const response = await post(fields);
    expect(response.statusCode).toBe(201);
    expect((await store.list()).map((lead) => lead.fields)).toEqual([stored]);
  }

  test('a phone number with an extension (type=tel has no format)', async () => {
    await expectStored({ ...sampleLead, phoneNumber: '404-555-0100 ext. 12' });
  });

  test('an e-mail address without a dot in its domain (valid for type=email)', async () => {
    await expectStored({ ...sampleLead, email: 'buyer@intranet' });
  });

  test('project details keep their line breaks and tabs; CRLF arrives and is stored as LF', async () => {
    // FormData sends the line break as CRLF, as browsers do.
    await expectStored(
      { ...sampleLead, projectDetails: 'Boards:\n\t250 pcs\r\n\t6 layers' },
      { ...sampleLead, projectDetails: 'Boards:\n\t250 pcs\n\t6 layers' },
    );
  });
});

/** The form's maxLength numbers, literally: the browser stops typing there. */
const MAX_LENGTHS: Record<ContactFieldName, number> = {
  firstName: 100,
  lastName: 100,
  companyName: 200,
  email: 254,
  phoneNumber: 50,
  projectDetails: 8000,
};

/** A value of exactly `length` UTF-16 code units, in 3-byte UTF-8 characters where the field allows them. */
function valueOfLength(field: ContactFieldName, length: number): string {
  if (field === 'email') return `${'a'.repeat(length - '@northwind.test'.length)}@northwind.test`;
  if (field === 'projectDetails') return `${'€\n'.repeat(10)}${'€'.repeat(length - 20)}`;
  return '€'.repeat(length);
}

describe.each(contactFields.map((field) => field.name))('%s length limit', (field) => {
  test('exactly maxLength characters are accepted (line breaks counted once, as the browser counts them)', async () => {
    const value = valueOfLength(field, MAX_LENGTHS[field]);
    expect(value).toHaveLength(MAX_LENGTHS[field]);
    const response = await post({ ...sampleLead, [field]: value });
    expect(response.statusCode).toBe(201);
    expect((await store.list())[0]?.fields[field]).toBe(value);
  });

  test('one character more is refused, naming the field', async () => {
    const response = await post({ ...sampleLead, [field]: valueOfLength(field, MAX_LENGTHS[field] + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_field', field, reason: 'too_long' });
    expect(await store.list()).toEqual([]);
  });
});

test('a request with every field at its maxLength in 3-byte characters still fits the body limit', async () => {
  const longest = Object.fromEntries(
    contactFields.map(({ name }) => [name, valueOfLength(name, MAX_LENGTHS[name])]),
  ) as ContactRequest;
  const { payload } = await multipartBody(longest);
  expect(payload.length).toBeLessThan(LEAD_BODY_LIMIT_BYTES);
  expect((await post(longest)).statusCode).toBe(201);
});

test('a body over 32 KB gets 413', async () => {
  const response = await post({ ...sampleLead, projectDetails: 'x'.repeat(LEAD_BODY_LIMIT_BYTES) });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ error: 'payload_too_large' });
  expect(await store.list()).toEqual([]);
});

test.each([
  ['JSON', 'application/json', JSON.stringify(sampleLead)],
  ['plain text', 'text/plain', 'hello'],
  ['a URL-encoded form', 'application/x-www-form-urlencoded', new URLSearchParams(sampleLead).toString()],
])('%s gets 415', async (_case, contentType, payload) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: { 'content-type': contentType },
  });
  expect(response.statusCode).toBe(415);
  expect(await store.list()).toEqual([]);
});

test('a broken multipart body gets 400', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: 'garbage',
    headers: { 'content-type': 'multipart/form-data; boundary=nothing-here' },
  });
  expect(response.statusCode).toBe(400);
});

describe('spam kept out without losing a buyer', () => {
  const listed = async () => (await store.list()).map(({ fields, hold }) => ({ firstName: fields.firstName, hold }));

  test('a lead from the form is stored for the workflow, with where it came from', async () => {
    const source = {
      source_page: '/cabling-harness',
      source_form: 'page-dialog',
      source_referrer: 'www.bing.com',
      utm_source: 'newsletter',
      utm_campaign: 'fall-2026',
    };
    expect((await post({ ...sampleLead, ...source, [HONEYPOT_FIELD]: '' })).statusCode).toBe(201);
    const [lead] = await store.list();
    expect(lead?.source).toEqual({
      page: '/cabling-harness',
      form: 'page-dialog',
      referrerHost: 'www.bing.com',
      utm: { utm_source: 'newsletter', utm_campaign: 'fall-2026' },
    });
    expect(lead?.hold).toBeUndefined();
    expect(await store.undelivered()).toHaveLength(1);
  });

  test('a source the form could not have sent is left out, never refused', async () => {
    const response = await post({
      ...sampleLead,
      source_page: 'javascript:alert(1)',
      source_form: 'popup',
      utm_medium: `cpc\u0007${'x'.repeat(300)}`,
    });
    expect(response.statusCode).toBe(201);
    expect((await store.list())[0]?.source).toEqual({ utm: { utm_medium: `cpc${'x'.repeat(197)}` } });
  });

  test.each([
    ['the honeypot filled in', { [HONEYPOT_FIELD]: 'https://cheap-pills.example' }, undefined, ['honeypot']],
    ['no form token (a script, not the form)', {}, null, ['no_token']],
    ['a forged form token', {}, 'lsk2b3.AAAAAAAAAAAAAAAAAAAAAA.forged', ['bad_token']],
  ] as const)('%s: stored held back, answered as any lead, never forwarded', async (_case, extra, token, reasons) => {
    const response = await post({ ...sampleLead, ...extra }, app, {}, token);
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json()).sort()).toEqual(['id', 'receivedAt']);
    expect(await listed()).toEqual([{ firstName: 'Ada', hold: { reasons } }]);
    expect(await store.undelivered()).toEqual([]);
  });

  test('a token used by one lead holds back the next lead that carries it', async () => {
    const token = await formToken();
    expect((await post(sampleLead, app, { 'idempotency-key': 'first' }, token)).statusCode).toBe(201);
    expect(
      (await post({ ...sampleLead, firstName: 'Replay' }, app, { 'idempotency-key': 'second' }, token)).statusCode,
    ).toBe(201);
    expect(await listed()).toEqual([
      { firstName: 'Replay', hold: { reasons: ['replayed_token'] } },
      { firstName: 'Ada', hold: undefined },
    ]);
  });

  test('a form sent faster than a person types is asked for a challenge; answered, the lead goes to the workflow', async () => {
    const token = await formToken(500);
    const key = { 'idempotency-key': 'autofilled' };
    const asked = await post(sampleLead, app, key, token);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ error: 'challenge_required', challenge: { parameters: expect.any(Object) } });
    // Stored already, held until the answer: nothing is lost if it never comes.
    expect(await listed()).toEqual([{ firstName: 'Ada', hold: { reasons: ['fast'], awaitingChallenge: true } }]);
    expect(await store.undelivered()).toEqual([]);
    // The form, sent again without the answer (a lost response), is asked again.
    expect((await post(sampleLead, app, key, token)).statusCode).toBe(202);

    const answer = await answerChallenge(challengeIn(asked.body));
    const answered = await post({ ...sampleLead, [CHALLENGE_FIELD]: answer }, app, key, token);
    expect(answered.statusCode).toBe(201);
    expect(answered.json().id).toBe((await store.list())[0]!.id);
    expect(await listed()).toEqual([
      { firstName: 'Ada', hold: { reasons: ['fast'], releasedAt: expect.any(String), releasedBy: 'challenge' } },
    ]);
    expect(await store.undelivered()).toHaveLength(1);
  });

  test('a wrong answer, or one solved for another lead, keeps the lead held, answered as any lead', async () => {
    const other = await post(
      { ...sampleLead, firstName: 'Other' },
      app,
      { 'idempotency-key': 'other' },
      await formToken(100),
    );
    const otherAnswer = await answerChallenge(challengeIn(other.body));
    const token = await formToken(100);
    const key = { 'idempotency-key': 'scripted' };
    expect((await post(sampleLead, app, key, token)).statusCode).toBe(202);
    const answered = await post({ ...sampleLead, [CHALLENGE_FIELD]: otherAnswer }, app, key, token);
    expect(answered.statusCode).toBe(201);
    expect(
      (await post({ ...sampleLead, [CHALLENGE_FIELD]: 'bm90IGFuIGFuc3dlcg==' }, app, { 'idempotency-key': 'other' }))
        .statusCode,
    ).toBe(201);
    expect(await listed()).toEqual([
      { firstName: 'Ada', hold: { reasons: ['fast', 'challenge_failed'] } },
      { firstName: 'Other', hold: { reasons: ['fast', 'challenge_failed'] } },
    ]);
  });

  test.each([
    ['many links', 'Specs at http://a.example, http://b.example and www.c.example', 'links'],
    ['markup', 'Hello <a href="http://spam.example">cheap boards</a>', 'markup'],
  ])('project details with %s ask for the challenge', async (_case, projectDetails, reason) => {
    const response = await post({ ...sampleLead, projectDetails });
    expect(response.statusCode).toBe(202);
    expect((await store.list())[0]?.hold?.reasons).toContain(reason);
  });

  test('the form token is fetched fresh, never from a cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/contact/token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().token).toMatch(/^[0-9a-z]+\.[\w-]{22}\.[\w-]+$/);
  });
});

test("posts that could not be leads (415, 400) spend nothing of the address's budget: a buyer posting next from a shared address is neither held nor refused", async () => {
  const limited = await intake(3, 5);
  const refused: number[] = [];
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const empty = await limited.inject({ method: 'POST', url: '/api/contact', payload: '' });
    const broken = await post({ ...sampleLead, email: 'not an address' }, limited);
    refused.push(empty.statusCode, broken.statusCode);
  }
  expect(new Set(refused)).toEqual(new Set([415, 400]));
  expect((await post(sampleLead, limited)).statusCode).toBe(201);
  expect((await store.list()).map(({ hold }) => hold)).toEqual([undefined]);
  await limited.close();
});

test('the addresses of one IPv6 /64 are one client; another /64 and an IPv4 address have budgets of their own', async () => {
  const limited = await intake(1, 2);
  const from = async (remoteAddress: string, firstName: string) => {
    const { payload, contentType } = await multipartBody({
      ...sampleLead,
      firstName,
      [TOKEN_FIELD]: await formToken(),
    });
    return (
      await limited.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'content-type': contentType },
        remoteAddress,
      })
    ).statusCode;
  };
  expect(await from('2001:db8:7:1::1', 'First')).toBe(201);
  expect(await from('2001:db8:7:1::2', 'Second')).toBe(201);
  // A third address of the same /64: over its flood limit of two.
  expect(await from('2001:db8:7:1:ffff:ffff:ffff:ffff', 'Third')).toBe(429);
  expect(await from('2001:db8:7:2::1', 'Other /64')).toBe(201);
  expect(await from('198.51.100.7', 'IPv4')).toBe(201);
  expect((await store.list()).map(({ fields, hold }) => [fields.firstName, hold?.reasons ?? []])).toEqual([
    ['IPv4', []],
    ['Other /64', []],
    ['Second', ['over_rate_limit']],
    ['First', []],
  ]);
  await limited.close();
});

test("past a day's limit an address gets 429 and nothing is stored, whatever its windows allow; another address goes on", async () => {
  const limited = await intake(100, 1000, 3);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1)
    statuses.push((await post({ ...sampleLead, firstName: `Post ${attempt + 1}` }, limited)).statusCode);
  expect(statuses).toEqual([201, 201, 201, 429, 429]);
  expect((await store.list()).map(({ fields }) => fields.firstName)).toEqual(['Post 3', 'Post 2', 'Post 1']);
  const refused = await post(sampleLead, limited);
  expect(refused.json().message).toMatch(/call us/);
  const other = await limited.inject({
    method: 'POST',
    url: '/api/contact',
    ...(await (async () => {
      const { payload, contentType } = await multipartBody({ ...sampleLead, [TOKEN_FIELD]: await formToken() });
      return { payload, headers: { 'content-type': contentType } };
    })()),
    remoteAddress: '198.51.100.9',
  });
  expect(other.statusCode).toBe(201);
  await limited.close();
});

test("a form sent again under its key spends nothing of the address's budget: a hundred replays neither hold nor refuse the next buyer", async () => {
  const limited = await intake(3, 5, 8);
  const first = await post({ ...sampleLead, firstName: 'First' }, limited, { 'idempotency-key': 'form-1' });
  expect(first.statusCode).toBe(201);
  for (let replay = 0; replay < 100; replay += 1) {
    const again = await post({ ...sampleLead, firstName: `Replay ${replay}` }, limited, {
      'idempotency-key': 'form-1',
    });
    expect([again.statusCode, again.json().id]).toEqual([201, first.json().id]);
  }
  expect(
    (await post({ ...sampleLead, firstName: 'Next buyer' }, limited, { 'idempotency-key': 'form-2' })).statusCode,
  ).toBe(201);
  expect((await store.list()).map(({ fields, hold }) => [fields.firstName, hold?.reasons ?? []])).toEqual([
    ['Next buyer', []],
    ['First', []],
  ]);
  await limited.close();
});

test('past the rate limit posts are held back, not refused; past the flood limit they get 429 with a way to reach us', async () => {
  const limited = await intake(3, 5);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1)
    statuses.push((await post({ ...sampleLead, firstName: `Post ${attempt + 1}` }, limited)).statusCode);
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  expect((await store.list()).map(({ fields, hold }) => [fields.firstName, hold?.reasons ?? []])).toEqual([
    ['Post 5', ['over_rate_limit']],
    ['Post 4', ['over_rate_limit']],
    ['Post 3', []],
    ['Post 2', []],
    ['Post 1', []],
  ]);
  const last = await post(sampleLead, limited);
  expect(last.json()).toMatchObject({ error: 'too_many_requests' });
  expect(last.json().message).toMatch(/call us/);
  await limited.close();
});
