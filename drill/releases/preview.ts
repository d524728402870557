/**
 * Previews across the fleet: a link made on one server and opened on the other shows a staged
 * release to that browser only; links this fleet did not sign, or no longer valid, are refused;
 * a release whose gate failed cannot be promoted.
 */
import { previewToken } from 'site-server/releases';
import { previewFormFields } from '../../test-support/releases/previewForm';
import { PREVIEW_HOSTNAME, send, sendToPreviewHost } from '../http';
import {
  auditCount,
  auditSince,
  HEADING,
  livePortals,
  NONE,
  PORTALS,
  portalsPage,
  PREVIEW_SECRET,
  stillServing,
  type Fleet,
  type FleetServer,
} from './fleet';

/** The portals page as a browser gets it: on the live host, or with `cookie` on the preview host. */
async function pageWithCookie(
  member: FleetServer,
  cookie: string | undefined,
): Promise<{ heading: string; banner: boolean; cacheControl: string | null }> {
  const answer = cookie
    ? await sendToPreviewHost(member.server.shellOrigin, '/client-portal', { headers: { accept: 'text/html', cookie } })
    : await send(portalsPage(member), { headers: { accept: 'text/html' } });
  const heading =
    [...answer.text.matchAll(HEADING)].map((match) => match[1]).join(' | ') || `no heading (${answer.status})`;
  return {
    heading,
    banner: answer.text.includes('class="release-preview"'),
    cacheControl: answer.headers.get('cache-control'),
  };
}

export async function previewAndGate(fleet: Fleet): Promise<string> {
  const previous = await livePortals(fleet);
  if (previous === NONE) throw new Error('no portals release is live to keep serving');
  const staged = await fleet.publish(PORTALS, fleet.tokens.portals, 'p5');
  const before = await auditCount(fleet);
  const problems: string[] = [];
  const [a, b] = fleet.servers;

  // The link is made through server A's API and opened on server B, which never held p5: it fetches and checks it from the database.
  const made = await fleet.api(`/releases/${PORTALS}/${staged}/preview`, fleet.tokens.portals, { minutes: 10 });
  if (made.status !== 200) throw new Error(`the preview link was answered ${made.status}: ${made.text}`);
  const { path: linkPath } = JSON.parse(made.text) as { path: string };
  // As a person opens it: the link's page sets nothing, its button posts the page's form from the page's own origin.
  const shown = await sendToPreviewHost(b.server.shellOrigin, linkPath);
  if (shown.status !== 200 || shown.headers.get('set-cookie') || !shown.text.includes('Open the preview'))
    throw new Error(
      `the preview link was answered ${shown.status} by server B${shown.headers.get('set-cookie') ? ', with a cookie' : ''}`,
    );
  const form = new URLSearchParams(previewFormFields(shown.text));
  const opened = await sendToPreviewHost(b.server.shellOrigin, '/_preview', {
    method: 'POST',
    headers: {
      origin: `http://${PREVIEW_HOSTNAME}:${new URL(b.server.shellOrigin).port}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form.toString(),
  });
  const cookie = opened.headers.get('set-cookie')?.split(';')[0];
  if (opened.status !== 303 || !cookie)
    throw new Error(
      `pressing "Open the preview" on server B was answered ${opened.status} ${opened.text.slice(0, 200)}`,
    );
  for (const member of [a, b]) {
    const previewed = await pageWithCookie(member, cookie);
    if (previewed.heading !== 'Portals p5' || !previewed.banner)
      problems.push(
        `the previewing browser got "${previewed.heading}"${previewed.banner ? '' : ' without the banner'} from server ${member.name}`,
      );
    if (previewed.cacheControl !== 'private, no-store')
      problems.push(`server ${member.name} sent the preview with Cache-Control ${previewed.cacheControl}`);
    // The same cookie on the live host (a client that sends it across hosts): the live release, no banner.
    const acrossHosts = await send(portalsPage(member), { headers: { accept: 'text/html', cookie } });
    if (acrossHosts.text.includes('Portals p5') || acrossHosts.text.includes('class="release-preview"'))
      problems.push(`server ${member.name}'s live host honoured the preview cookie`);
    const visitor = await pageWithCookie(member, undefined);
    if (visitor.heading !== `Portals ${previous}` || visitor.banner)
      problems.push(
        `another visitor got "${visitor.heading}"${visitor.banner ? ' with the banner' : ''} from server ${member.name}`,
      );
  }

  // Links this fleet did not sign as they are, or no longer valid: refused on either server, and nothing staged shown.
  const [version, body, signature] = decodeURIComponent(linkPath.split('token=')[1]!).split('.');
  const refused = {
    forged: `${version}.${body}.${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`,
    expired: previewToken(PREVIEW_SECRET, PORTALS, staged, 'portals-ci', 5, new Date(Date.now() - 3_600_000)).token,
    foreign: previewToken('the secret of some other site, long enough', PORTALS, staged, 'portals-ci').token,
  };
  for (const [what, token] of Object.entries(refused)) {
    for (const member of [a, b]) {
      const answer = await sendToPreviewHost(member.server.shellOrigin, `/_preview?token=${encodeURIComponent(token)}`);
      if (answer.status !== 403 || answer.headers.get('set-cookie'))
        problems.push(
          `the ${what} link was answered ${answer.status} by server ${member.name}${answer.headers.get('set-cookie') ? ', with a cookie' : ''}`,
        );
      // A browser holding one: nothing staged on the preview host, and the live release on the live host, whatever it sends.
      const withCookie = await pageWithCookie(member, `site_preview=${token}`);
      if (withCookie.heading.includes('p5') || withCookie.banner)
        problems.push(
          `a browser holding the ${what} token got "${withCookie.heading}" from server ${member.name}'s preview host`,
        );
      const onLive = await send(portalsPage(member), {
        headers: { accept: 'text/html', cookie: `site_preview=${token}` },
      });
      if (![...onLive.text.matchAll(HEADING)].some((match) => match[1] === `Portals ${previous}`))
        problems.push(`a browser holding the ${what} token did not get the live release from server ${member.name}`);
    }
  }

  // Its gate failed: promote is refused, and the live release keeps serving.
  const gate = await fleet.api(`/releases/${PORTALS}/${staged}/gate`, fleet.tokens.portals, {
    passed: false,
    checks: [
      { name: '/client-portal: served HTML holds the page', passed: true },
      { name: '/client-portal: no console error', passed: false, detail: 'uncaught: the page threw in the browser' },
    ],
  });
  if (gate.status !== 201) problems.push(`the gate result was answered ${gate.status}: ${gate.text}`);
  const promote = await fleet.api(`/releases/${PORTALS}/${staged}/promote`, fleet.tokens.portals);
  const reason = (JSON.parse(promote.text) as { message?: string }).message ?? promote.text;
  if (promote.status !== 409 || !reason.includes('failed its gate'))
    problems.push(`promoting p5 after its gate failed was answered ${promote.status}: ${reason}`);
  problems.push(...(await stillServing(fleet, previous)));
  const entries = await auditSince(fleet, before);
  for (const [action, outcome] of [
    ['preview', 'done'],
    ['gate', 'done'],
    ['promote', 'refused'],
  ] as const) {
    if (
      !entries.some(
        (entry) =>
          entry.action === action &&
          entry.outcome === outcome &&
          entry.release === staged &&
          entry.actor === 'portals-ci',
      )
    )
      problems.push(`the audit log has no ${action} ${outcome} of p5 by portals-ci`);
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return `a link made on server A, opened on server B's preview host by its button: p5 shown with its banner by both preview hosts to that browser only (private, no-store), never by a live host even with the cookie, ${previous} to everyone else; forged, expired and foreign links refused (403) by both; p5's failed gate recorded, its promote refused (409 "${reason}"); ${previous} still live; audited`;
}
