import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../ops/config';
import type { SiteMetrics } from '../ops/metrics';
import { registerFieldDataIntake } from './fieldDataIntake';
import { openFieldDataStore, type FieldDataStore } from './fieldDataStore';

declare module 'fastify' {
  interface FastifyInstance {
    fieldData: FieldDataStore;
  }
}

export interface FieldDataOptions {
  config: ServerConfig;
  metrics: SiteMetrics;
  /** Whether a report comes from a browser previewing a release: it is not a visitor's. */
  isPreview: (request: FastifyRequest) => boolean;
  /** The live release of a group ('shell' for the shell), as the samples name it. */
  releaseOf: (group: string) => string;
}

/** The field data endpoint and its store, open for the app's life and closed after its last request. */
export const fieldDataPlugin = fp(async (app: FastifyInstance, { config, metrics, isPreview, releaseOf }: FieldDataOptions) => {
  const store = await openFieldDataStore(config.leads, config.fieldData.retentionDays);
  app.addHook('onClose', () => store.close());
  app.decorate('fieldData', store);
  await registerFieldDataIntake(app, {
    store,
    metrics,
    isPreview,
    releaseOf,
    rateLimitMax: config.fieldData.rateLimitMax,
    rateLimitWindowMs: config.fieldData.rateLimitWindowMs,
  });
});
