import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../ops/config';
import { registerFieldDataIntake } from './fieldDataIntake';
import { openFieldDataStore, type FieldDataStore } from './fieldDataStore';

declare module 'fastify' {
  interface FastifyInstance {
    fieldData: FieldDataStore;
  }
}

export interface FieldDataOptions {
  config: Pick<ServerConfig, 'leads' | 'fieldData'>;
}

/** The field data endpoint and its store, open for the app's life and closed after its last request. */
export const fieldDataPlugin = fp(
  async (app: FastifyInstance, { config }: FieldDataOptions) => {
    const { metrics, previews, releases } = app;
    // A report from a browser previewing a release is not a visitor's; samples name the release their page was made from.
    const isPreview = (request: FastifyRequest) => previews.wasPreviewing(request);
    const labelsOf = (named: Record<string, string> | undefined, view?: string) => releases.reportLabels(named, view);
    const store = await openFieldDataStore(config.leads, config.fieldData.retentionDays);
    app.addHook('onClose', () => store.close());
    app.decorate('fieldData', store);
    await registerFieldDataIntake(app, {
      store,
      metrics,
      isPreview,
      labelsOf,
      rateLimitMax: config.fieldData.rateLimitMax,
      dailyMaxBytes: config.fieldData.dailyMaxBytes,
      rateLimitWindowMs: config.fieldData.rateLimitWindowMs,
    });
  },
  { name: 'site-field-data', dependencies: ['site-metrics', 'site-releases'] },
);
