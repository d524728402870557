import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEAD_BODY_LIMIT_BYTES, registerLeadIntake } from './leadIntake';
import { LeadStore } from './leadStore';
import { multipartBody, sampleLead } from './testing';

let dataDir: string;
let store: LeadStore;
let app: FastifyInstance;

async function intake(rateLimitMax = 100) {
  const instance = Fastify();
  await registerLeadIntake(instance, { store, rateLimitMax, rateLimitWindowMs: 60_000 });
  await instance.ready();
  return instance;
}

async function post(fields: Record<string, string | Blob>, instance = app) {
  const { payload, contentType } = await multipartBody(fields);
  return instance.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'content-type': contentType } });
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-'));
  store = new LeadStore(dataDir);
  app = await intake();
});

afterEach(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an accepted lead is on disk, exactly as sent, before the 201 answer', async () => {
  const response = await post(sampleLead);
  expect(response.statusCode).toBe(201);
  const { id } = response.json<{ id: string }>();
  const lines = readFileSync(path.join(dataDir, 'leads.jsonl'), 'utf8').trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toEqual({ id, receivedAt: expect.any(String), fields: sampleLead });
});

test('stored leads are listed newest first', async () => {
  await post(sampleLead);
  await post({ ...sampleLead, firstName: 'Grace' });
  expect((await store.list()).map((lead) => lead.fields.firstName)).toEqual(['Grace', 'Ada']);
});

test.each([
  ['a missing field', { ...sampleLead, companyName: undefined }, 'companyName'],
  ['an empty field', { ...sampleLead, lastName: '   ' }, 'lastName'],
  ['an unknown field', { ...sampleLead, website: 'x' }, 'website'],
  ['a malformed e-mail', { ...sampleLead, email: 'not-an-email' }, 'email'],
  ['a phone with letters', { ...sampleLead, phoneNumber: 'call me maybe' }, 'phoneNumber'],
  ['a file instead of text', { ...sampleLead, projectDetails: new Blob(['x'], { type: 'text/plain' }) }, 'projectDetails'],
])('%s gets 400 naming the field, and nothing is stored', async (_case, fields, field) => {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<string, string | Blob>;
  const response = await post(defined);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: 'invalid_field', field });
  expect(await store.list()).toEqual([]);
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
  const response = await app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'content-type': contentType } });
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

test('too many requests from one address get 429 with a way to reach us', async () => {
  const limited = await intake(3);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await post(sampleLead, limited)).statusCode);
  expect(statuses).toEqual([201, 201, 201, 429]);
  const last = await post(sampleLead, limited);
  expect(last.json()).toMatchObject({ error: 'too_many_requests' });
  expect(last.json().message).toMatch(/call us/);
  await limited.close();
});
