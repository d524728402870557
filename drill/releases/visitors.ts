/**
 * The visitors of the pipeline case: each loads the portals page from one server, then the other,
 * and records which release every part of each load came from, so that the case can tell a load
 * that mixed releases from one that merely crossed a switch.
 */
import { messageOf } from 'site-server';
import { HEADING, NONE, portalsOrigin, portalsPage, type Fleet, type FleetServer, type RequestLog } from './fleet';

/** The release ids of `member`'s portals remote that `text` names (asset addresses, preload hints). */
function portalsReleasesIn(text: string, member: FleetServer): string[] {
  const pattern = new RegExp(`http://127\\.0\\.0\\.1:${member.portalsPort}/(\\d{8}-\\d{6}-[0-9a-f]{8})/`, 'g');
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1]!))];
}

/** What one page load saw: the release of each part, from its first request to its last. */
export interface PageLoad {
  server: string;
  sentAt: number;
  doneAt: number;
  /** The release the HTML was rendered from, its preload hints' and remotes.json's. */
  page: string;
  hints: string[];
  discovered: string;
}

/**
 * Visitors loading the portals page, each time from the other server: the HTML, then remotes.json
 * as the shell's code fetches it, then the files both name, as the browser would fetch them.
 */
export class Visitors {
  readonly loads: PageLoad[] = [];
  readonly problems: string[] = [];
  private stopped = false;
  private readonly running: Promise<void>[] = [];

  constructor(
    private readonly fleet: Fleet,
    private readonly log: RequestLog,
  ) {}

  start(count: number): void {
    for (let visitor = 0; visitor < count; visitor += 1) this.running.push(this.browse(visitor));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running);
  }

  private async browse(visitor: number): Promise<void> {
    for (let load = visitor; !this.stopped; load += 1) {
      try {
        await this.loadPage(this.fleet.servers[load % 2]!);
      } catch (error) {
        this.problems.push(`a visitor stopped: ${messageOf(error)}`);
        return;
      }
    }
  }

  /** The label of a known release, or a problem when the id is not one the pipelines published. */
  private labelOf(id: string, where: string): string {
    const label = this.fleet.labelOf(id);
    if (label) return label;
    this.problems.push(`${where} names ${id}, which no pipeline published`);
    return id;
  }

  private async loadPage(member: FleetServer): Promise<void> {
    const sentAt = Date.now();
    const page = await this.log.get(portalsPage(member), 'text/html');
    const remotes = await this.log.get(`${member.server.shellOrigin}/remotes.json`, 'application/json');
    const doneAt = Date.now();
    if (!page || !remotes) return;
    const where = `a page of server ${member.name}`;
    const headings = [...page.text.matchAll(HEADING)].map((match) => match[1]!);
    const bodyReleases = portalsReleasesIn(page.text, member).map((id) => this.labelOf(id, where));
    let pageRelease = NONE;
    if (headings.length > 0 || bodyReleases.length > 0) {
      pageRelease = /^Portals (\w+)$/.exec(headings[0] ?? '')?.[1] ?? `heading "${headings.join(' | ')}"`;
      if (headings.length !== 1 || !this.fleet.ids.has(pageRelease))
        this.problems.push(`${where} has the headings "${headings.join(' | ')}"`);
      const others = bodyReleases.filter((label) => label !== pageRelease);
      if (others.length > 0)
        this.problems.push(`${where} is headed ${pageRelease} and loads the files of ${others.join(', ')}`);
    }
    const hints = portalsReleasesIn(page.headers.get('link') ?? '', member).map((id) =>
      this.labelOf(id, `the preload hints of ${where}`),
    );
    const manifestUrl = (JSON.parse(remotes.text) as { portals?: string }).portals;
    let discovered = NONE;
    if (manifestUrl !== undefined) {
      const id = new RegExp(`^${portalsOrigin(member)}/(\\d{8}-\\d{6}-[0-9a-f]{8})/mf-manifest\\.json$`).exec(
        manifestUrl,
      )?.[1];
      if (!id) {
        this.problems.push(
          `remotes.json of server ${member.name} names ${manifestUrl}, not a release on its portals remote`,
        );
        return;
      }
      discovered = this.labelOf(id, `remotes.json of server ${member.name}`);
      const manifest = await this.log.get(manifestUrl, 'application/json');
      const served = manifest && (JSON.parse(manifest.text) as { label?: string }).label;
      if (manifest && served !== discovered)
        this.problems.push(`${manifestUrl} is the manifest of ${served}, not of ${discovered}`);
    }
    // The page's own files, which a visitor still fetches after the group has switched.
    if (pageRelease !== NONE && this.fleet.ids.has(pageRelease)) {
      await this.log.get(`${portalsOrigin(member)}/${this.fleet.ids.get(pageRelease)}/remoteEntry.${pageRelease}.js`);
    }
    this.loads.push({ server: member.name, sentAt, doneAt, page: pageRelease, hints, discovered });
  }
}
