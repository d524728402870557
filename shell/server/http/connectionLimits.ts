import type { Server } from 'node:http';
import type net from 'node:net';
import ipaddr from 'ipaddr.js';
import type { ConnectionLimits } from '../ops/settings';

export { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from '../ops/settings';

/**
 * How often Node looks for requests past their timeouts (its default, 30 s, would let a slow client
 * keep its connection up to 30 s past them).
 */
const TIMEOUTS_CHECKED_EVERY_MS = 1000;

/** The Fastify options that carry the timeouts to Node's server. */
export function fastifyConnectionOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: TIMEOUTS_CHECKED_EVERY_MS,
    },
  };
}

/** What every address that is none counts as: one client, so a proxy's odd entries cannot each get a budget of their own. */
export const UNREADABLE_CLIENT = 'unreadable';

/** An address as some proxies write it, with its port (`a.b.c.d:port`, `[v6]:port`), without it. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) return bracketed[1]!;
  const ipv4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  return ipv4 ? ipv4[1]! : address;
}

/**
 * The client an address counts for: an IPv4 address (also written as ::ffff:a.b.c.d), or an IPv6
 * address's /64, which one subscriber is given whole and can draw a new address from at will; a
 * port a proxy wrote after it is left out, and anything that is no address at all counts as one client.
 */
export function clientOfAddress(written: string): string {
  const address = withoutPort(written);
  if (!ipaddr.isValid(address)) return UNREADABLE_CLIENT;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}

/**
 * Closes at once each connection past `perAddress` from one client, before anything is read from it,
 * and counts each connection until it closes. A trusted proxy (the shared cache) carries every
 * visitor's connections, so it is not counted.
 */
export function capConnectionsPerAddress(
  server: Server,
  perAddress: number,
  trusted: (address: string | undefined) => boolean,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || trusted(address)) return;
    const client = clientOfAddress(address);
    const count = open.get(client) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
