import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { RemoteGroup } from 'shared/routes';
import type { FieldDataStore } from './fieldData/fieldDataStore';
import type { LeadForwarder } from './leads/leadForwarder';
import type { LeadStore } from './leads/leadStore';
import type { CachePurger } from './ops/cachePurger';
import type { SiteMetrics } from './ops/metrics';
import type { ReleaseRegistry } from './releases/releaseRegistry';

/** A running site as main.ts, the scripts, the drill and the tests hold it. */
export interface Site {
  shell: FastifyInstance;
  leadStore: LeadStore;
  fieldDataStore: FieldDataStore;
  leadForwarder?: LeadForwarder;
  remotes: Map<RemoteGroup, FastifyInstance>;
  /** Every line the site logs goes through this logger (pino, as Fastify's). */
  log: Logger;
  metrics: SiteMetrics;
  /** The metrics' own listener, when METRICS_PORT is set. */
  metricsServer?: FastifyInstance;
  /** The release API's own listener, when RELEASE_API_PORT is set. */
  releaseApi?: FastifyInstance;
  releaseRegistry?: ReleaseRegistry;
  /** What purges the shared caches in front, when CACHE_PURGE_URLS names any. */
  cachePurger?: CachePurger;
  /** The renderer processes running now, the current one first. */
  rendererPids(): number[];
  listen(): Promise<void>;
  /** From now on /readyz answers 503 (shutting down); everything else is still served until close(). */
  stopBeingReady(): void;
  /** Finishes the requests in flight, then frees every resource (each plugin's onClose, last opened first). */
  close(): Promise<void>;
}
