/**
 * What goes through the cache but must never be kept or given to another client: a preview opened
 * through it, two visitors' leads and their receipts, form tokens.
 */
import { Client } from 'pg';
import { sendLikeTheForm } from '../../test-support/leads/formPost';
import { sampleLead } from '../../test-support/leads/leadFixtures';
import { previewFormFields } from '../../test-support/releases/previewForm';
import { PREVIEW_HOSTNAME, send, sendToPreviewHost, type Answer } from '../http';
import { PORTALS, type Fleet } from './fleet';
import { HEADING } from './views';

export async function previewAndLead(fleet: Fleet): Promise<string> {
  const problems: string[] = [];
  const p3 = await fleet.publish(PORTALS, 'p3');
  const made = await fleet.api(`/releases/${PORTALS}/${p3}/preview`, fleet.tokens.portals, { minutes: 10 });
  if (made.status !== 200) throw new Error(`the preview link was answered ${made.status}: ${made.text}`);
  const { path: linkPath } = JSON.parse(made.text) as { path: string };
  const shown = await sendToPreviewHost(fleet.cacheUrl, linkPath);
  const opened = await sendToPreviewHost(fleet.cacheUrl, '/_preview', {
    method: 'POST',
    headers: {
      origin: `http://${PREVIEW_HOSTNAME}:${new URL(fleet.cacheUrl).port}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(previewFormFields(shown.text)).toString(),
  });
  const cookie = opened.headers.get('set-cookie')?.split(';')[0];
  if (opened.status !== 303 || !cookie)
    throw new Error(`opening the preview through the cache was answered ${opened.status}`);
  const previewed: Answer[] = [];
  for (let index = 0; index < 3; index += 1)
    previewed.push(
      await sendToPreviewHost(fleet.cacheUrl, '/client-portal', { headers: { accept: 'text/html', cookie } }),
    );
  for (const answer of previewed) {
    if (HEADING.exec(answer.text)?.[1] !== 'Portals p3')
      problems.push(
        `the previewing browser got ${answer.status} "${HEADING.exec(answer.text)?.[1]}" (${/<p>([^<]*)<\/p>/.exec(answer.text)?.[1] ?? ''}; ${fleet.servers.map((server) => server.outputTail(2)).join(' | ')})`,
      );
    // Each went to an origin: the cache kept none.
    if (answer.headers.get('x-cache') !== 'MISS')
      problems.push(`a preview was answered from the cache (${answer.headers.get('x-cache')})`);
  }
  const others = [
    await sendToPreviewHost(fleet.cacheUrl, '/client-portal', { headers: { accept: 'text/html' } }),
    await send(`${fleet.cacheUrl}/client-portal`, { headers: { accept: 'text/html' } }),
    await send(`${fleet.cacheUrl}/client-portal`, { headers: { accept: 'text/html', cookie } }),
  ];
  for (const answer of others)
    if (answer.text.includes('Portals p3') || answer.text.includes('release-preview'))
      problems.push('another client was served the preview');

  // Two visitors' leads through the cache: each a receipt of its own, each stored once.
  const email = `cache-${Date.now()}@northwind.test`;
  const receipts: string[] = [];
  for (const lastName of ['Cached', 'Twice']) {
    const posted = await sendLikeTheForm(fleet.cacheUrl, { ...sampleLead, lastName, email });
    if (posted.status !== 201) problems.push(`a lead posted through the cache was answered ${posted.status}`);
    if (!/no-store/.test(posted.headers.get('cache-control') ?? ''))
      problems.push(`a lead's answer said Cache-Control ${posted.headers.get('cache-control')}`);
    receipts.push(JSON.stringify(await posted.json()));
  }
  if (receipts[0] === receipts[1]) problems.push("the second visitor was given the first visitor's receipt");
  const tokens = await Promise.all([0, 1].map(async () => (await send(`${fleet.cacheUrl}/api/contact/token`)).text));
  if (tokens[0] === tokens[1]) problems.push('two visitors were given the same form token');
  const client = new Client({ connectionString: fleet.databaseUrl });
  await client.connect();
  try {
    const stored = (
      await client.query<{ name: string }>(
        `SELECT fields->>'lastName' AS name FROM leads WHERE fields->>'email' = $1 ORDER BY name`,
        [email],
      )
    ).rows.map((row) => row.name);
    if (stored.join(',') !== 'Cached,Twice')
      problems.push(`the leads stored were ${stored.join(',') || 'none'}, not one of each`);
  } finally {
    await client.end();
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return 'a preview opened through the cache: 3 of 3 loads reached an origin (MISS), shown to its browser only; 2 leads posted through it: 2 receipts, 2 stored, neither answer kept; 2 form tokens, both different';
}
