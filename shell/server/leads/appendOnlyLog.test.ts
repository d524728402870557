import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppendOnlyLog, appendRaw } from './appendOnlyLog';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'log-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const isNumbered = (value: unknown): value is { n: number } =>
  typeof value === 'object' && value !== null && typeof (value as { n?: unknown }).n === 'number';

test('a line of JSON that is no record (null, {}, a list, a string) is skipped; the records around it are read', async () => {
  const file = path.join(directory, 'records.jsonl');
  const log = new AppendOnlyLog(file, isNumbered);
  await log.append({ n: 1 });
  for (const line of ['null', '{}', '[1,2]', '"text"', '7']) await appendRaw(file, `${line}\n`);
  await log.append({ n: 2 });
  expect(await log.readAll()).toEqual([{ n: 1 }, { n: 2 }]);
});

test('concurrent appends keep every record whole and in order', async () => {
  const log = new AppendOnlyLog(path.join(directory, 'nested', 'records.jsonl'), isNumbered);
  await Promise.all(Array.from({ length: 50 }, (_, n) => log.append({ n })));
  expect((await log.readAll()).map((record) => record.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
});

test('a torn last line from a crash mid-write is skipped, earlier records survive, and appends go on', async () => {
  const file = path.join(directory, 'records.jsonl');
  const log = new AppendOnlyLog(file, isNumbered);
  await log.append({ n: 1 });
  await appendRaw(file, '{"n": 2, "trunc');
  await appendRaw(file, '\n');
  await log.append({ n: 3 });
  expect(await log.readAll()).toEqual([{ n: 1 }, { n: 3 }]);
  expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(3);
});

test('after a crash that tore the last line, the restarted server writes its first record on a line of its own', async () => {
  const file = path.join(directory, 'records.jsonl');
  await new AppendOnlyLog(file, isNumbered).append({ n: 1 });
  // The power went out mid-record: no newline follows the torn bytes.
  await appendRaw(file, '{"n": 2, "trunc');

  const restarted = new AppendOnlyLog(file, isNumbered);
  await restarted.append({ n: 3 });
  await restarted.append({ n: 4 });
  expect(await restarted.readAll()).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }]);
});
