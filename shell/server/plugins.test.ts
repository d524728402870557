import Fastify from 'fastify';
import pino from 'pino';
import { pageRoutesPlugin } from './documents/pageRoutes';
import { hostGuardPlugin } from './http/hostGuard';
import { lifecyclePlugin } from './ops/lifecycle';
import { metricsPlugin } from './ops/metricsPlugin';
import { readServerConfig } from './ops/config';
import { releasesPlugin } from './releases/releasesPlugin';

/**
 * The site's server is a list of named plugins, each declaring what it needs: one registered before
 * what it depends on fails at start with Fastify's own message, naming both, never at a visitor's request.
 */

test('a plugin registered before what it needs fails at start, naming what is missing', async () => {
  const app = Fastify();
  await expect(
    app.register(pageRoutesPlugin, { config: readServerConfig({ LOG_LEVEL: 'silent' }) }).ready(),
  ).rejects.toThrow("The dependency 'site-releases' of plugin 'site-page-routes' is not registered");
  await app.close();
  const guarded = Fastify();
  await guarded.register(metricsPlugin);
  await expect(guarded.register(hostGuardPlugin, { allowedHosts: ['example.test'] }).ready()).rejects.toThrow(
    "The dependency 'site-releases' of plugin 'site-host-guard' is not registered",
  );
  await guarded.close();
});

test('in order, the same plugins start', async () => {
  const config = readServerConfig({ LOG_LEVEL: 'silent' });
  const app = Fastify();
  await app.register(lifecyclePlugin);
  await app.register(releasesPlugin, {
    config,
    logger: pino({ level: 'silent' }),
    liveUrl: config.siteUrl,
    hostnameOf: () => 'example.test',
  });
  await app.register(hostGuardPlugin, { allowedHosts: ['example.test'] });
  await expect(app.ready()).resolves.toBe(app);
  expect((await app.inject({ url: '/x', headers: { host: 'elsewhere.test' } })).statusCode).toBe(421);
  await app.close();
});
