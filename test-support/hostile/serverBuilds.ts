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
}

const quoted = (value: unknown) => JSON.stringify(value);

export const HOSTILE_BUILDS: readonly HostileBuild[] = [
  {
    name: 'debugger-by-signal',
    tries: "to open the server's debugger with SIGUSR1 to its parent",
    body: () => "process.kill(process.ppid, 'SIGUSR1'); return 'signalled ' + process.ppid",
  },
  {
    name: 'debugger-by-debugProcess',
    tries: "to open another Node process's debugger with process._debugProcess",
    body: ({ victimPid }) => `process._debugProcess(${victimPid}); return 'asked'`,
  },
  {
    name: 'kill-and-stop',
    tries: 'to SIGSTOP and SIGKILL another process of the same user',
    body: ({ victimPid }) => `process.kill(${victimPid}, 'SIGSTOP'); process.kill(${victimPid}, 'SIGKILL'); return 'killed'`,
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
  },
  {
    name: 'read-secret',
    tries: 'to read a file outside its release (the preview secret, the leads)',
    body: ({ secretFile }) => `return require('node:fs').readFileSync(${quoted(secretFile)}, 'utf8')`,
  },
  {
    name: 'read-environ',
    tries: "to read another process's environment from /proc",
    body: ({ victimPid }) => `return require('node:fs').readFileSync('/proc/${victimPid}/environ', 'utf8')`,
  },
  {
    name: 'write-release',
    tries: 'to write into its own release folder',
    body: () => "require('node:fs').writeFileSync(require('node:path').join(__dirname, 'planted.js'), 'x'); return 'written'",
  },
  {
    name: 'start-process',
    tries: 'to start a program',
    body: () => "return String(require('node:child_process').execFileSync('/bin/sh', ['-c', 'id']))",
  },
  {
    name: 'worker',
    tries: 'to start a worker thread (a second isolate the permission model might not hold)',
    body: () => "new (require('node:worker_threads').Worker)('1', { eval: true }); return 'started'",
  },
  {
    name: 'native-addon',
    tries: 'to load a native addon',
    body: () => "process.dlopen({ exports: {} }, '/usr/lib/x86_64-linux-gnu/libc.so.6'); return 'loaded'",
  },
  {
    name: 'allocate',
    tries: "to take the host's memory: 2 GiB of buffers",
    body: () => `
      const held = [];
      try { for (let i = 0; i < 20; i++) held.push(Buffer.allocUnsafeSlow(100 * 1024 * 1024)); } catch (error) { return 'allocated ' + held.length * 100 + ' MiB, then: ' + error.message; }
      return 'allocated ' + held.length * 100 + ' MiB'`,
  },
  {
    name: 'flood-output',
    tries: "to fill the server's log and memory: 100,000 lines of 100 characters, then one line of 20 MB that never ends",
    body: () => "for (let i = 0; i < 100000; i++) process.stdout.write('flood '.repeat(16) + String(i).padStart(4, '0') + '\\n'); process.stdout.write('x'.repeat(20 * 1024 * 1024)); return 'flooded'",
  },
  {
    name: 'loop',
    tries: 'to hold the renderer with a loop that never ends',
    body: () => 'for (;;) {}',
  },
];
