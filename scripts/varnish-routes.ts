/**
 * `npm run cache:vcl`: writes ops/varnish/routes.vcl from the route table, so the cache files each
 * page under the address the origin renders it for. Run it after adding or changing a route; the
 * cache's test fails while the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../tooling/workspaces';
import { ROUTES_VCL, varnishRoutesVcl } from '../tooling/cache/varnishRoutes';

const target = path.join(repoRoot, ROUTES_VCL);
writeFileSync(target, varnishRoutesVcl());
console.log(`Wrote ${path.relative(process.cwd(), target) || target}.`);
