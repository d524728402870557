/**
 * The hostile corpus: what a team's server build might try once its pipeline is compromised, one
 * attempt a build. Each is the body of a shell build's render (stand-in builds written by the
 * caller), run in the renderer; it resolves to what it achieved, as text, and every check says what
 * must be true afterwards. Shared by the renderer's tests and the drill's hostile section.
 */

/** What the attempts aim at: things of the host outside the renderer, made by the caller. */
export interface Targets {
  /** A Node process of the same user, like the server or the npm start launcher, started with its own inspector port. */
  victimPid: number;
  victimInspectorPort: number;
  /** A port on this host where something listens (the database, the metrics or release API). */
  listeningPort: number;
  /** A file outside the releases, like the preview secret or the leads. */
  secretFile: string;
}

export interface HostileBuild {
  name: string;
  /** The threat, as a reviewer reads it. */
  tries: string;
  /** The render's body: `targets` is in scope; it returns a string saying what it got. */
  body: (targets: Targets) => string;
  /**
   * What the server counts in /metrics under the build's releases (site_renderer_incidents_total's
   * kind), any one of these; none for a build that changes only its own process, which nothing outside sees.
   */
  counted: readonly (
    'attempt' | 'refused' | 'timeout' | 'crashed' | 'output_flood' | 'answer_too_large' | 'bad_answer' | 'outlived'
  )[];
  /** It holds its renderer: other releases' pages must be served while it does. */
  holds?: true;
  /** It ignores being retired: once another release takes its lane, its renderer and sandbox must be gone within the grace. */
  outlives?: true;
}

const quoted = (value: unknown) => JSON.stringify(value);

/**
 * A build's patch of the channel its renderer answers on: from then on, every page's HTML that
 * renderer sends passes through `rewrite` (a JavaScript expression of `html`). What a compromised
 * build would do to reach pages other than its own.
 */
export function patchAnswers(rewrite: string): string {
  return `
    const net = require('node:net');
    const write = net.Socket.prototype.write;
    net.Socket.prototype.write = function (chunk, ...rest) {
      if (!Buffer.isBuffer(chunk) || chunk.length < 4 || chunk[4] !== 123) return write.call(this, chunk, ...rest);
      const message = JSON.parse(chunk.subarray(4).toString('utf8'));
      if (typeof message.html === 'string') message.html = ((html) => ${rewrite})(message.html);
      const body = Buffer.from(JSON.stringify(message));
      const head = Buffer.alloc(4);
      head.writeUInt32BE(body.length);
      return write.call(this, Buffer.concat([head, body]), ...rest);
    };`;
}

export const HOSTILE_BUILDS: readonly HostileBuild[] = [
  {
    name: 'debugger-by-signal',
    tries: "to open the server's debugger with SIGUSR1 to its parent",
    body: () => "process.kill(process.ppid, 'SIGUSR1'); return 'signalled ' + process.ppid",
    counted: ['attempt'],
  },
  {
    name: 'debugger-by-debugProcess',
    tries: "to open another Node process's debugger with process._debugProcess",
    body: ({ victimPid }) => `process._debugProcess(${victimPid}); return 'asked'`,
    counted: ['attempt'],
  },
  {
    name: 'kill-and-stop',
    tries: 'to SIGSTOP and SIGKILL another process of the same user',
    body: ({ victimPid }) =>
      `process.kill(${victimPid}, 'SIGSTOP'); process.kill(${victimPid}, 'SIGKILL'); return 'killed'`,
    counted: ['attempt'],
  },
  {
    name: 'connect-host-port',
    tries: 'to connect to a port on the host (the database, the metrics or release API, the inspector)',
    body: ({ listeningPort }) => `
      return await new Promise((resolve) => {
        const socket = require('node:net').connect(${listeningPort}, '127.0.0.1');
        socket.on('connect', () => { socket.end('hello from a build'); resolve('connected'); });
        socket.on('error', (error) => resolve('refused: ' + error.code));
      });`,
    counted: ['attempt'],
  },
  {
    name: 'connect-outside',
    tries: 'to reach an address outside the host',
    body: () => `
      return await new Promise((resolve) => {
        const socket = require('node:net').connect(443, '198.51.100.7');
        socket.setTimeout(3000, () => { socket.destroy(); resolve('timed out'); });
        socket.on('connect', () => { socket.destroy(); resolve('connected'); });
        socket.on('error', (error) => resolve('refused: ' + error.code));
      });`,
    counted: ['attempt'],
  },
  {
    name: 'read-secret',
    tries: 'to read a file outside its release (the preview secret, the leads)',
    body: ({ secretFile }) => `return require('node:fs').readFileSync(${quoted(secretFile)}, 'utf8')`,
    counted: ['refused'],
  },
  {
    name: 'read-environ',
    tries: "to read another process's environment from /proc",
    body: ({ victimPid }) => `return require('node:fs').readFileSync('/proc/${victimPid}/environ', 'utf8')`,
    counted: ['refused'],
  },
  {
    name: 'write-release',
    tries: 'to write into its own release folder',
    body: () =>
      "require('node:fs').writeFileSync(require('node:path').join(__dirname, 'planted.js'), 'x'); return 'written'",
    counted: ['refused'],
  },
  {
    name: 'start-process',
    tries: 'to start a program',
    body: () => "return String(require('node:child_process').execFileSync('/bin/sh', ['-c', 'id']))",
    counted: ['attempt', 'refused'],
  },
  {
    name: 'worker',
    tries: 'to start a worker thread (a second isolate the permission model might not hold)',
    body: () => "new (require('node:worker_threads').Worker)('1', { eval: true }); return 'started'",
    counted: ['attempt', 'refused'],
  },
  {
    name: 'native-addon',
    tries: 'to load a native addon',
    body: () => "process.dlopen({ exports: {} }, '/usr/lib/x86_64-linux-gnu/libc.so.6'); return 'loaded'",
    counted: ['attempt', 'refused'],
  },
  {
    name: 'allocate',
    tries: "to take the host's memory: 2 GiB of buffers",
    body: () => `
      const held = [];
      try { for (let i = 0; i < 20; i++) held.push(Buffer.allocUnsafeSlow(100 * 1024 * 1024)); } catch (error) { error.message = 'allocated ' + held.length * 100 + ' MiB, then: ' + error.message; throw error; }
      return 'allocated ' + held.length * 100 + ' MiB'`,
    counted: ['refused'],
  },
  {
    name: 'flood-output',
    tries:
      "to fill the server's log and memory: 100,000 lines of 100 characters, then one line of 20 MB that never ends",
    body: () =>
      "for (let i = 0; i < 100000; i++) process.stdout.write('flood '.repeat(16) + String(i).padStart(4, '0') + '\\n'); process.stdout.write('x'.repeat(20 * 1024 * 1024)); return 'flooded'",
    counted: ['output_flood'],
  },
  {
    name: 'loop',
    tries: 'to hold the renderer with a loop that never ends',
    body: () => 'for (;;) {}',
    counted: ['timeout'],
    holds: true,
  },
  {
    name: 'no-answer',
    tries: 'to hold its renderer by never answering',
    body: () => 'return new Promise(() => undefined)',
    counted: ['timeout'],
    holds: true,
  },
  {
    name: 'timers',
    tries: 'to keep working after its render: a timer that burns the CPU and reaches out every 50 ms',
    body: ({ listeningPort }) => `
      setInterval(() => {
        for (const end = Date.now() + 40; Date.now() < end; );
        require('node:net').connect(${listeningPort}, '127.0.0.1').on('error', () => undefined);
      }, 50);
      return 'rendered, and still running'`,
    counted: ['attempt'],
  },
  {
    name: 'forged-id',
    tries: "to answer a render no page is waiting for, written on the renderer's channel itself",
    body: () => `
      const body = Buffer.from(JSON.stringify({ id: 987654321, html: 'forged page' }));
      const head = Buffer.alloc(4);
      head.writeUInt32BE(body.length);
      new (require('node:net').Socket)({ fd: 3, readable: false }).write(Buffer.concat([head, body]));
      return new Promise((resolve) => setTimeout(() => resolve('forged'), 1000))`,
    counted: ['bad_answer'],
  },
  {
    name: 'huge-answer',
    tries:
      "to make the server hold a 24 MB answer, three times what it reads (the renderer's own memory cap stops far bigger ones)",
    body: () => "return 'x'.repeat(24 * 1024 * 1024)",
    counted: ['answer_too_large'],
  },
  {
    name: 'crash',
    tries: 'to crash its renderer',
    body: () => 'process.abort()',
    counted: ['crashed'],
  },
  {
    name: 'ready-flood',
    tries:
      "to make the server's channel parser do quadratic work: 64 KiB blocks of `ready` messages after its first answer",
    body: () => `
      const one = Buffer.from(JSON.stringify({ ready: true }));
      const head = Buffer.alloc(4);
      head.writeUInt32BE(one.length);
      const block = Buffer.concat(Array.from({ length: Math.floor(65536 / (one.length + 4)) }, () => Buffer.concat([head, one])));
      const channel = new (require('node:net').Socket)({ fd: 3, readable: false });
      let sent = 0;
      setTimeout(function again() { if (++sent < 2000) channel.write(block, () => setImmediate(again)); }, 50);
      return 'own page'`,
    counted: ['bad_answer'],
  },
  {
    name: 'afterlife',
    tries:
      'to live on once retired: it drops the end of its input, ignores every signal it can catch and keeps a timer burning the CPU',
    body: () => `
      process.stdin.removeAllListeners('end');
      process.stdin.removeAllListeners('close');
      for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGUSR2', 'SIGPIPE']) process.on(signal, () => undefined);
      process.exit = () => undefined;
      setInterval(() => { for (const end = Date.now() + 20; Date.now() < end; ); }, 50);
      return 'own page'`,
    counted: ['outlived'],
    outlives: true,
  },
  {
    name: 'sqlite-tmp',
    tries: "to fill the host's memory through a tmpfs: node:sqlite writes past Node's permission model, into /tmp",
    body: () => `
      const { DatabaseSync } = require('node:sqlite');
      const db = new DatabaseSync('/tmp/fill.db');
      db.exec('CREATE TABLE filler (block BLOB)');
      const insert = db.prepare('INSERT INTO filler VALUES (?)');
      const block = Buffer.alloc(1024 * 1024, 7);
      for (let i = 0; i < 64; i++) insert.run(block);
      return 'written 64 MiB to /tmp'`,
    counted: ['refused'],
  },
  {
    name: 'inherited-descriptor',
    tries: "to write through a descriptor the server's launcher left open (fd 200, a start script's lock file)",
    body: () => `
      const fs = require('node:fs');
      fs.ftruncateSync(200, 0);
      fs.writeSync(200, 'written from a build');
      return 'written through fd 200'`,
    counted: ['refused'],
  },
  {
    name: 'large-answer',
    tries: 'to make the server store and compress 7.5 MiB per page (under the old 8 MiB cap)',
    body: () => "return '<p>' + 'large '.repeat(1310720) + '</p>'",
    counted: ['answer_too_large'],
  },
  {
    name: 'blank-lines',
    tries:
      'to stall the server and fill its log with empty lines, which cost a log budget counted in characters nothing',
    body: () => `
      const fs = require('node:fs');
      const block = Buffer.alloc(65536, 10);
      setTimeout(function again() {
        for (let i = 0; i < 50; i++) { try { fs.writeSync(1, block); } catch (error) { if (error.code !== 'EAGAIN') return; break; } }
        setImmediate(again);
      }, 50);
      return 'own page'`,
    counted: ['output_flood'],
  },
  {
    name: 'trickled-frame',
    tries: 'to make the server hold and read a message a byte at a time: a 2 MiB frame written one byte per write',
    body: () => `
      const fs = require('node:fs');
      const total = 2 * 1024 * 1024 - 16;
      const head = Buffer.alloc(4);
      head.writeUInt32BE(total);
      let sent = -1;
      const one = Buffer.from(' ');
      setTimeout(function again() {
        try {
          if (sent < 0) { fs.writeSync(3, head); sent = 0; }
          for (let i = 0; i < 5000 && sent < total - 100; i++) { fs.writeSync(3, one); sent++; }
        } catch (error) { if (error.code !== 'EAGAIN') return; }
        if (sent < total - 100) setImmediate(again);
      }, 50);
      return 'own page'`,
    counted: ['bad_answer'],
  },
  {
    name: 'nested-answer',
    tries: 'to make the server parse a 2 MiB deeply nested value with every answer it sends',
    body: () => `
      const depth = 1024 * 1024 - 64;
      const junk = '['.repeat(depth) + ']'.repeat(depth);
      const net = require('node:net');
      const write = net.Socket.prototype.write;
      net.Socket.prototype.write = function (chunk, ...rest) {
        if (!Buffer.isBuffer(chunk) || chunk.length < 5 || chunk[4] !== 123) return write.call(this, chunk, ...rest);
        const text = chunk.subarray(4).toString('utf8');
        if (!text.startsWith('{"id":')) return write.call(this, chunk, ...rest);
        const body = Buffer.from(text.slice(0, -1) + ',"j":' + junk + '}');
        const head = Buffer.alloc(4);
        head.writeUInt32BE(body.length);
        return write.call(this, Buffer.concat([head, body]), ...rest);
      };
      return 'own page'`,
    counted: ['bad_answer'],
  },
  {
    name: 'endless-line',
    tries:
      'to make the server read its output without end: stdout and stderr written with no newline, which a budget charged per line never counts',
    body: () => `
      const block = '\u00e9\u4e2d'.repeat(1 << 16);
      (function out() { process.stdout.write(block, out); })();
      (function err() { process.stderr.write(block, err); })();
      return 'own page'`,
    counted: ['output_flood'],
  },
  {
    name: 'patch-answers',
    tries: 'to rewrite every page its renderer sends, through the channel to the server',
    body: () => `${patchAnswers("'<h1>patched</h1>'")}; return 'own page'`,
    counted: [],
  },
  {
    name: 'patch-globals',
    tries: 'to patch what every render uses: React, JSON, Promise and the globals',
    body: () => `
      try { const React = require('react'); React.createElement = () => 'patched'; } catch {}
      JSON.stringify = () => '"patched"';
      globalThis.Promise = class extends Promise {};
      globalThis.patchedBy = 'a hostile build';
      return 'own page'`,
    counted: [],
  },
];
