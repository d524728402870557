import { normalizeHostname } from '../ops/config';
import { OPERATIONS_PATHS } from '../ops/health';
import { pathOf } from '../ops/logging';

/** Whether a request is for a probe or the metrics, which answer whatever host they name. */
export const isOperationsPath = (url: string): boolean => OPERATIONS_PATHS.has(pathOf(url));

/**
 * The host name a request names in its Host header ('' when none). The remotes' default origins are
 * written on it, so the shell's server answers only requests naming one of its configured hosts.
 */
export function requestHostname(request: { headers: { host?: string | undefined } }): string {
  const host = request.headers.host ?? '';
  return normalizeHostname(host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? ''));
}
