import type { ServerConfig } from '../ops/config';
import type { SiteMetrics } from '../ops/metrics';
import type { Serving } from '../releases/previews';
import type { SiteReleases } from '../releases/siteReleases';
import type { CompanyFactsFile } from './companyFactsFile';
import { EncodedDocuments } from './encodedDocuments';
import { PageRenderer } from './pageRenderer';
import type { IsolatedRenderRequest } from './rendering/framedPipe';
import type { RenderLane, RendererPool } from './rendering/rendererPool';

/**
 * The page renderer of each shell release being served, and the compressed documents kept for them.
 * After a switch, what was kept for the releases replaced is let go, so many releases cost no more
 * memory than one.
 */
export class Renderers {
  readonly encoded = new EncodedDocuments();
  private readonly byShell = new Map<string, PageRenderer>();
  private generationServed = '';

  constructor(
    private readonly config: Pick<ServerConfig, 'siteUrl'>,
    private readonly releases: SiteReleases,
    private readonly pool: RendererPool,
    private readonly companyFacts: CompanyFactsFile,
    private readonly metrics: SiteMetrics,
  ) {}

  /** The renderer of the shell `serving` names. */
  for(serving: Serving = this.releases.live): PageRenderer {
    const generation = JSON.stringify([this.companyFacts.current().version, this.releases.liveSet()]);
    if (generation !== this.generationServed) {
      this.generationServed = generation;
      this.byShell.forEach((kept) => kept.forgetDocuments());
      this.encoded.clear();
    }
    const directory = this.releases.shellDir(serving);
    const canary = this.releases.canaryServing();
    // The live shell's, a canary's, and while one is previewed that shell's: a preview never evicts what visitors get.
    const kept = new Set([directory, this.releases.shellDir(), ...(canary ? [this.releases.shellDir(canary)] : [])]);
    for (const known of this.byShell.keys()) if (!kept.has(known)) this.byShell.delete(known);
    let renderer = this.byShell.get(directory);
    if (!renderer) {
      renderer = new PageRenderer(
        directory,
        this.config.siteUrl,
        this.companyFacts,
        (request) => this.pool.render(this.laneOf(request), request),
        this.metrics,
        (folder) => this.releases.checkFolder(folder),
        // Counted as the renderer's incidents are, under the releases that wrote them: no working build writes one.
        (request, tags) => {
          const { group, side } = this.laneOf(request);
          this.metrics.rendererIncidents.inc({ kind: 'escaped_markup', group, side }, tags.length);
        },
        (request) => {
          const { group, side } = this.laneOf(request);
          this.metrics.rendererIncidents.inc({ kind: 'refused_markup', group, side });
        },
      );
      this.byShell.set(directory, renderer);
    }
    return renderer;
  }

  /**
   * The renderer process a page goes to: live pages to their group's (the shell's own pages to the
   * shell's), so that one group's build can hold or patch no other group's pages; any folder that is
   * not live right now makes it a staged set's, in a process of its own, so that a previewed build
   * never runs where live pages are rendered. Each reads only the folders it renders from.
   */
  private laneOf(request: IsolatedRenderRequest): RenderLane & { side: 'live' | 'canary' | 'staged' } {
    // A renderer renders one set of facts (the builds read them from a global): a page begun with facts replaced since goes to a lane of its own.
    const facts = JSON.stringify(request.facts);
    const factsLive = facts === JSON.stringify(this.companyFacts.current().facts);
    const servedBy = (serving: Serving) =>
      factsLive &&
      request.shellDir === this.releases.shellDir(serving) &&
      (!request.remote ||
        request.remote.distDir === this.releases.remoteSource(request.remote.group, 'localhost', serving)?.distDir);
    const canary = this.releases.canaryServing();
    // A canary's pages are live pages of their own: rendered in a lane kept like a live one, apart from the live release's.
    const side = servedBy(this.releases.live) ? 'live' : canary && servedBy(canary) ? 'canary' : 'staged';
    const folders = [request.shellDir, ...(request.remote ? [request.remote.distDir] : [])];
    return {
      lane:
        side === 'staged'
          ? `staged ${JSON.stringify(folders)}${factsLive ? '' : ' with facts replaced'}`
          : `${side} ${request.remote?.group ?? 'shell'}`,
      live: side !== 'staged',
      side,
      group: request.remote?.group ?? 'shell',
      generation: JSON.stringify([facts, ...folders]),
      folders,
      releases: folders.map((folder) => this.releases.releaseOfFolder(folder)).join(', '),
    };
  }
}
