/**
 * Page views through the cache, as the cases' visitors load them, what each case keeps of them,
 * and the times within which a change must reach them.
 */
import { routesOfGroup, siteMap } from 'shared/routes';
import { send } from '../http';
import type { Fleet } from './fleet';

/**
 * A release or a facts change must reach every view through the cache within this, counted from when
 * both origins, asked directly, serve it: the purge's repeat (1 s) and its acknowledgment, with room for
 * a machine busy with the browser tests beside the drill. The drill prints how long it took.
 */
export const WITHIN_MS = 5000;
const CONCURRENCY = 16;
/** Two changes this far apart: closer than the purge's repeat (1 s), as a busy release day makes them. */
export const QUICK_MS = 300;
/** After both origins serve the last of the quick changes, no view may show what came before it from this long on. */
export const SETTLED_MS = 5000;
/** Views go on this long after the last change: a page filed where no purge reaches it stays a HIT until its s-maxage ends. */
export const WATCHED_MS = 10_000;
/** A release id as the registry makes them, in the address of a group's files. */
const RELEASE_IN_URL = /http:\/\/127\.0\.0\.1:\d+\/(\d{8}-\d{6}-[0-9a-f]{8})\//g;
export const HEADING = /<h1>([^<]*)<\/h1>/;
/**
 * The pages that always name the portals release they were made from (the group's own, rendered from
 * its server build). The others name it when their own group's build rendered them; the stand-in
 * builds have only a portals group, so they are sent client-rendered and name none.
 */
const PORTALS_PATHS = new Set<string>(routesOfGroup('portals').map((route) => route.path));
/** A page of the portals group, which the origins are asked for to see which release they serve. */
export const PORTALS_PAGE = [...PORTALS_PATHS][0]!;
export const isPortalsPage = (address: string) => PORTALS_PATHS.has(address.split('?')[0]!);

/** The addresses visitors load: every route, some with the tags an ad click adds, which the cache drops. */
export const ADDRESSES = siteMap.flatMap((route) => [
  route.path,
  `${route.path}?utm_source=drill&gclid=c${route.path.length}`,
]);

/** One page view through the cache. */
export interface View {
  address: string;
  sentAt: number;
  status: number;
  /** The portals releases the page names (the addresses of its group's files). */
  releases: string[];
  heading: string;
  text: string;
  age: number;
  /** Whether the answer was an HTML document. */
  document: boolean;
  failure?: string;
}

/** A page view through the cache, as a visitor's browser sends it. */
export async function view(fleet: Fleet, address: string): Promise<View> {
  const sentAt = Date.now();
  try {
    const answer = await send(`${fleet.cacheUrl}${address}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    return {
      address,
      sentAt,
      status: answer.status,
      releases: [...new Set([...answer.text.matchAll(RELEASE_IN_URL)].map((match) => match[1]!))],
      heading: HEADING.exec(answer.text)?.[1] ?? '',
      text: answer.text,
      age: Number(answer.headers.get('age') ?? 0),
      document: /^<!doctype html>/i.test(answer.text.trimStart()),
    };
  } catch (error) {
    return {
      address,
      sentAt,
      status: 0,
      releases: [],
      heading: '',
      text: '',
      age: 0,
      document: false,
      failure: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Visitors loading every address in turn, CONCURRENCY at a time, until `count` views or `stop` says so. */
export async function browse(fleet: Fleet, options: { count?: number; stop?: () => boolean }): Promise<View[]> {
  const views: View[] = [];
  let next = 0;
  const visitor = async () => {
    while (options.count === undefined ? !options.stop!() : next < options.count) {
      const address = ADDRESSES[next % ADDRESSES.length]!;
      next += 1;
      const seen = await view(fleet, address);
      // Of the text only the phone numbers are kept: 10,000 documents would fill the memory for nothing.
      views.push({ ...seen, text: (seen.text.match(/\+1404555\d{4}/g) ?? []).join(' ') });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, visitor));
  return views;
}

/** How long a change may take to reach both origins before a case fails: the facts' poll and the registry's many times over. */
const ORIGINS_FOLLOW_WITHIN_MS = 30_000;

/**
 * When both origins, asked directly (not through the cache), first answer `address` with what
 * `shows` looks for: the moment the change has reached every server, which the cases count from.
 */
export async function untilOriginsServe(
  fleet: Fleet,
  address: string,
  shows: (text: string) => boolean,
): Promise<number> {
  const giveUpAt = Date.now() + ORIGINS_FOLLOW_WITHIN_MS;
  const waiting = new Set(fleet.servers);
  while (waiting.size > 0) {
    for (const server of [...waiting]) {
      const answer = await send(`${server.shellOrigin}${address}`, { headers: { accept: 'text/html' } }).catch(
        () => undefined,
      );
      if (answer?.status === 200 && shows(answer.text)) waiting.delete(server);
    }
    if (waiting.size === 0) break;
    if (Date.now() > giveUpAt)
      throw new Error(
        `${waiting.size} of the origins did not serve the change on ${address} within ${ORIGINS_FOLLOW_WITHIN_MS / 1000} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now();
}

/** Whether a page names the portals release `id` in its files' addresses. */
export const namesRelease = (text: string, id: string) =>
  [...text.matchAll(RELEASE_IN_URL)].some((match) => match[1] === id);

export const failedViews = (views: readonly View[]) => views.filter((seen) => seen.status !== 200);

export function describeFailures(views: readonly View[]): string {
  const failed = failedViews(views);
  return `${failed.length} of ${views.length} views failed (${failed
    .slice(0, 3)
    .map((seen) => `${seen.address}: ${seen.failure ?? seen.status}`)
    .join('; ')})`;
}
