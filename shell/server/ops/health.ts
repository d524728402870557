import type { FastifyInstance } from 'fastify';

/** The paths operators' tools call: they answer whatever Host they name (an instance's own address), reveal nothing and write no origin. */
export const OPERATIONS_PATHS: ReadonlySet<string> = new Set(['/livez', '/readyz', '/metrics']);

/** Why the site cannot take traffic now, or undefined when it can. */
export type ReadinessCheck = () => Promise<string | undefined>;

/** The answers a load balancer or Kubernetes probe expects: alive while the process answers, ready while every check passes. */
export function registerHealth(app: FastifyInstance, readiness: ReadinessCheck): void {
  app.get('/livez', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'alive' }));
  // The reason goes to the log, once a change: it may name internal addresses, and anyone can ask the probe.
  let lastProblem: string | undefined;
  app.get('/readyz', async (_request, reply) => {
    const problem = await readiness();
    if (problem !== lastProblem) {
      if (problem) app.log.warn({ reason: problem }, `not ready: ${problem}`);
      else if (lastProblem) app.log.info('ready again');
      lastProblem = problem;
    }
    reply.header('Cache-Control', 'no-store');
    return problem ? reply.code(503).send({ status: 'not ready' }) : reply.send({ status: 'ready' });
  });
}
