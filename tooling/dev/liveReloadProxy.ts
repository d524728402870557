import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the proxy answers for itself; every other address goes to the site. */
export const LIVE_RELOAD_SCRIPT = '/__dev/live-reload.js';
export const LIVE_RELOAD_EVENTS = '/__dev/live-reload';

const clientScript = `new EventSource(${JSON.stringify(LIVE_RELOAD_EVENTS)}).addEventListener('reload', () => location.reload());\n`;

export interface LiveReloadProxy {
  /** The address to open in a browser. */
  readonly url: string;
  /** Tells every open page to load itself again. */
  reload(): void;
  close(): Promise<void>;
}

/**
 * A development front for the real composed server: it passes every request through unchanged
 * except that each HTML document gains one same-origin script that reloads the page when told
 * to. The production server stays as it runs in production; the script is allowed by its CSP
 * because it comes from the page's own origin.
 */
export async function startLiveReloadProxy({
  port,
  target,
}: {
  port: number;
  target: string;
}): Promise<LiveReloadProxy> {
  const listeners = new Set<http.ServerResponse>();
  const targetUrl = new URL(target);

  const server = http.createServer((request, response) => {
    if (request.url === LIVE_RELOAD_SCRIPT) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(clientScript);
      return;
    }
    if (request.url === LIVE_RELOAD_EVENTS) {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      response.write(': listening\n\n');
      listeners.add(response);
      request.on('close', () => listeners.delete(response));
      return;
    }
    // Uncompressed, so a document can be edited on its way through.
    const { 'accept-encoding': _encoding, ...headers } = request.headers;
    const upstream = http.request(
      { hostname: targetUrl.hostname, port: targetUrl.port, method: request.method, path: request.url, headers },
      (answer) => {
        const isDocument = /^text\/html/.test(String(answer.headers['content-type'] ?? ''));
        if (!isDocument) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace('</head>', `<script src="${LIVE_RELOAD_SCRIPT}" defer></script></head>`);
          const {
            'content-length': _length,
            'transfer-encoding': _chunked,
            etag: _etag,
            ...answerHeaders
          } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...answerHeaders, 'content-length': Buffer.byteLength(html) });
          response.end(html);
        });
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`The composed site did not answer: ${error.message}\n`);
    });
    request.pipe(upstream);
  });

  await new Promise<void>((resolve) => server.listen(port, resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${boundPort}`,
    reload() {
      for (const listener of listeners) listener.write('event: reload\ndata: now\n\n');
    },
    close() {
      for (const listener of listeners) listener.end();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
