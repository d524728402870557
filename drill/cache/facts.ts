/**
 * The facts file edited under traffic through the cache: a new phone number must reach every
 * cached page with no request to notice it, and of two quick edits the second must win.
 */
import { writeFileSync } from 'node:fs';
import { PHONES, sleep, type Fleet } from './fleet';
import {
  ADDRESSES,
  browse,
  describeFailures,
  failedViews,
  QUICK_MS,
  SETTLED_MS,
  untilOriginsServe,
  view,
  WATCHED_MS,
  WITHIN_MS,
  type View,
} from './views';

/** The two quick edits after PHONES' change: the second replaces the first within the purge's repeat. */
const QUICK_PHONES = [
  { display: '(404) 555-0123', tel: '+14045550123' },
  { display: '(404) 555-0145', tel: '+14045550145' },
];

/** Whether a page names the phone `tel` and no other of the drill's numbers. */
const showsOnly = (text: string, tel: string) =>
  text.includes(tel) && (text.match(/\+1404555\d{4}/g) ?? []).every((number) => number === tel);

export async function factsChange(fleet: Fleet): Promise<string> {
  // Every route is in the cache with the old number first.
  const before = await Promise.all(ADDRESSES.map((address) => view(fleet, address)));
  const withOld = before.filter((seen) => seen.text.includes(PHONES.before.tel)).length;
  if (withOld !== before.length)
    throw new Error(`only ${withOld} of ${before.length} pages showed the number in force before the change`);
  let stopped = false;
  const traffic = browse(fleet, { stop: () => stopped });
  await sleep(500);
  writeFileSync(fleet.factsFile, JSON.stringify({ phone: PHONES.after }));
  const editedAt = Date.now();
  // Counted from when both servers read the edit (each polls the file): what the cache must then follow.
  const changedAt = await untilOriginsServe(fleet, '/', (text) => showsOnly(text, PHONES.after.tel));
  await sleep(WITHIN_MS + 1500);
  stopped = true;
  const views = await traffic;
  if (failedViews(views).length > 0) throw new Error(describeFailures(views));
  const late = views.filter((seen) => seen.sentAt - changedAt > WITHIN_MS && !showsOnly(seen.text, PHONES.after.tel));
  if (late.length > 0)
    throw new Error(
      `${late.length} views sent more than ${WITHIN_MS} ms after both origins served the change did not show the new number (${late[0]!.address}, ${late[0]!.sentAt - changedAt} ms)`,
    );
  const lastOld = Math.max(
    0,
    ...views.filter((seen) => seen.text.includes(PHONES.before.tel)).map((seen) => seen.sentAt - changedAt),
  );
  const after = views.filter((seen) => seen.sentAt - changedAt > WITHIN_MS).length;
  return `the facts file's phone changed with no request to the origins: both origins served it ${changedAt - editedAt} ms after the edit; ${lastOld > 0 ? `the last view with the old number was sent ${lastOld} ms after that` : 'no view sent after that had the old number'}; all ${after} views from ${WITHIN_MS} ms on showed ${PHONES.after.display}`;
}

/** Two edits of the facts file 300 ms apart under traffic: SETTLED_MS after both origins serve the second no page shows a number that went before it, and no page ever shows two. */
export async function quickFactsEdits(fleet: Fleet): Promise<string> {
  let stopped = false;
  const traffic = browse(fleet, { stop: () => stopped });
  await sleep(1000);
  writeFileSync(fleet.factsFile, JSON.stringify({ phone: QUICK_PHONES[0] }));
  await sleep(QUICK_MS);
  writeFileSync(fleet.factsFile, JSON.stringify({ phone: QUICK_PHONES[1] }));
  const editedAt = Date.now();
  const lastAt = await untilOriginsServe(fleet, '/', (text) => showsOnly(text, QUICK_PHONES[1]!.tel));
  await sleep(WATCHED_MS);
  stopped = true;
  const views = await traffic;
  if (failedViews(views).length > 0) throw new Error(describeFailures(views));
  const numbersOf = (seen: View) => new Set(seen.text.split(' ').filter(Boolean));
  const mixed = views.filter((seen) => numbersOf(seen).size > 1);
  const settled = views.filter((seen) => seen.sentAt - lastAt > SETTLED_MS);
  const past = settled.filter((seen) => [...numbersOf(seen)].join() !== QUICK_PHONES[1]!.tel);
  const problems = [
    ...mixed.slice(0, 3).map((seen) => `${seen.address} showed two numbers: ${[...numbersOf(seen)].join(' and ')}`),
    ...past
      .slice(0, 3)
      .map(
        (seen) =>
          `${seen.address} showed ${[...numbersOf(seen)].join(', ') || 'no number'} (Age ${seen.age}) ${seen.sentAt - lastAt} ms after both origins served the second edit`,
      ),
  ];
  if (problems.length > 0)
    throw new Error(`${mixed.length} pages mixed numbers, ${past.length} showed a past one: ${problems.join('; ')}`);
  const lastPast = Math.max(
    0,
    ...views.filter((seen) => !seen.text.includes(QUICK_PHONES[1]!.tel)).map((seen) => seen.sentAt - lastAt),
  );
  return `${views.length} views, none with two numbers; ${settled.length} from ${SETTLED_MS / 1000} s after both origins served the second edit (${lastAt - editedAt} ms after it), all showing ${QUICK_PHONES[1]!.display}; ${lastPast > 0 ? `the last page with an earlier number was sent ${lastPast} ms after both served it` : 'no page sent after both served it had an earlier number'}`;
}
