/**
 * `npm run cache:vcl`: writes ops/varnish/routes.vcl from the route table, so the cache files each
 * page under the address the origin renders it for. `npm run build` writes it too; this is for a
 * cache deployed without a build.
 */
import path from 'node:path';
import { writeRoutesVcl } from '../tooling/cache/varnishRoutes';

const target = writeRoutesVcl();
console.log(`Wrote ${path.relative(process.cwd(), target) || target}.`);
