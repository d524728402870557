import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { readSettings, type LOG_LEVELS } from './settings';

export interface LogConfig {
  /** LOG_LEVEL: fatal, error, warn, info (the default), debug, trace or silent. */
  level: (typeof LOG_LEVELS)[number];
  /** Readable lines for a person at a terminal; one JSON object a line otherwise (LOG_FORMAT=pretty|json). */
  pretty: boolean;
}

export function readLogConfig(env: NodeJS.ProcessEnv, isTerminal = Boolean(process.stdout.isTTY)): LogConfig {
  const { LOG_LEVEL: level, LOG_FORMAT: format } = readSettings(env, ['LOG_LEVEL', 'LOG_FORMAT']);
  return { level, pretty: (format ?? (isTerminal ? 'pretty' : 'json')) === 'pretty' };
}

/** The path a request names, never its query string: query strings carry click ids and tokens. */
export function pathOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

/**
 * Fastify's logger (pino). No request, response or error is logged whole: a URL's query string,
 * a header's credentials and a form's fields stay out of every line, whatever a caller passes.
 */
export function createLogger(config: LogConfig, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.level,
    serializers: {
      req: (request: IncomingMessage) => ({ method: request.method, path: pathOf(request.url ?? '/') }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    redact: { paths: ['headers', 'req.headers', 'body', 'req.body', '*.authorization', '*.cookie'], remove: true },
  };
  if (config.pretty && !destination) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  // Written asynchronously: a slow reader of standard output (a full pipe) never stalls the requests being answered.
  return pino(options, destination ?? pino.destination({ fd: 1, sync: false }));
}

/** A request's id: the trusted proxy's X-Request-Id when it sends a sound one, a new one otherwise. */
export function requestIdFor(request: IncomingMessage, trustsPeer: (address: string | undefined) => boolean): string {
  const sent = request.headers['x-request-id'];
  if (trustsPeer(request.socket?.remoteAddress) && typeof sent === 'string' && /^[\w.:-]{1,128}$/.test(sent))
    return sent;
  return randomUUID();
}
