import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { CompanyFacts } from 'shared/config';
import { CompanyFactsFile } from './companyFactsFile';

declare module 'fastify' {
  interface FastifyInstance {
    companyFacts: CompanyFactsFile;
  }
}

export interface CompanyFactsOptions {
  /** SITE_FACTS_FILE, when set. */
  file: string | undefined;
  /** The typed facts with what the server's environment sets (the retention periods). */
  defaults: CompanyFacts;
  logger: Logger;
}

/** The company's facts in force, read again on every request: every answer, a lead's included, shows those in force when it is made. */
export const companyFactsPlugin = fp(
  async (app: FastifyInstance, { file, defaults, logger }: CompanyFactsOptions) => {
    const companyFacts = new CompanyFactsFile(file, logger, defaults);
    app.decorate('companyFacts', companyFacts);
    app.addHook('onRequest', async () => void companyFacts.current());
  },
  { name: 'site-company-facts' },
);
