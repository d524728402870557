import {
  createServer,
  request as forwardRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

/**
 * What the remote's host does, as the drill stages it:
 * - `down`: nothing listens (connections are refused, as when its server is killed);
 * - `slow`: every answer is held back (10 s by default) before it is sent;
 * - `broken-entry`: its remoteEntry script arrives cut in half, as after a bad upload.
 */
export type RemoteFault = 'none' | 'down' | 'slow' | 'broken-entry';

const REMOTE_ENTRY = /\/remoteEntry\.[\w.-]*\.js$/;

/**
 * Stands in front of one remote's host on a port of its own: the site is told to find the remote
 * here, and the drill switches faults on and off while visitors use the site.
 */
export class FaultProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private fault: RemoteFault = 'none';
  private readonly held = new Set<NodeJS.Timeout>();
  private gate: { opened: Promise<void>; open: () => void; requests: number } | undefined;
  private readonly awaited = new Set<{ pattern: RegExp; arrived: () => void }>();

  constructor(
    readonly port: number,
    private readonly target: string,
    private readonly slowMs = 10_000,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get current(): RemoteFault {
    return this.fault;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((request, response) => void this.answer(request, response));
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async setFault(fault: RemoteFault): Promise<void> {
    this.fault = fault;
    if (fault === 'down') await this.stop();
    else await this.start();
  }

  /**
   * Holds every request that arrives from now on, whatever the fault, until release() is called:
   * whatever is answered meanwhile was answered without this host. `requests` counts those held.
   */
  holdAll(): { requests: () => number; release: () => void } {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const gate = { opened, open, requests: 0 };
    this.gate = gate;
    return {
      requests: () => gate.requests,
      release: () => {
        if (this.gate === gate) this.gate = undefined;
        gate.open();
      },
    };
  }

  /** Resolves when a request whose path matches `pattern` arrives from now on (before any fault holds it). */
  untilRequested(pattern: RegExp): Promise<void> {
    return new Promise((resolve) => {
      const waiter = {
        pattern,
        arrived: () => {
          this.awaited.delete(waiter);
          resolve();
        },
      };
      this.awaited.add(waiter);
    });
  }

  /** Stops listening and drops every open connection, as a killed process would. */
  async stop(): Promise<void> {
    this.gate?.open();
    for (const timer of this.held) clearTimeout(timer);
    this.held.clear();
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = new URL(request.url ?? '/', this.target).pathname;
    for (const waiter of [...this.awaited]) if (waiter.pattern.test(pathname)) waiter.arrived();
    const gate = this.gate;
    if (gate) {
      gate.requests += 1;
      await gate.opened;
      if (response.destroyed) return;
    }
    if (this.fault === 'slow') {
      const waited = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          this.held.delete(timer);
          resolve(true);
        }, this.slowMs);
        this.held.add(timer);
        response.once('close', () => {
          clearTimeout(timer);
          this.held.delete(timer);
          resolve(false);
        });
      });
      if (!waited) return;
    }
    const breakEntry =
      this.fault === 'broken-entry' && REMOTE_ENTRY.test(new URL(request.url ?? '/', this.target).pathname);
    const headers = {
      ...request.headers,
      host: new URL(this.target).host,
      ...(breakEntry ? { 'accept-encoding': 'identity' } : {}),
    };
    const upstream = forwardRequest(
      new URL(request.url ?? '/', this.target),
      { method: request.method, headers },
      (answer) => {
        if (!breakEntry) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const whole = Buffer.concat(chunks);
          const half = whole.subarray(0, Math.floor(whole.length / 2));
          // A cut-off transfer is not kept by the browser; the name stays, so only no-store says so here.
          const { 'content-length': _length, 'cache-control': _cache, etag: _etag, ...kept } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, {
            ...kept,
            'cache-control': 'no-store',
            'content-length': half.length,
          });
          response.end(half);
        });
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    request.pipe(upstream);
  }
}
