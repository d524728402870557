import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server is on its way down: /readyz says so and new hosts are refused, while requests in flight finish. */
    lifecycle: { stopping: boolean };
  }
}

/** The server's state between start and close, shared by the plugins that answer differently while it stops. */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    const lifecycle = { stopping: false };
    app.decorate('lifecycle', lifecycle);
    app.addHook('preClose', async () => void (lifecycle.stopping = true));
  },
  { name: 'site-lifecycle' },
);
