import { spawn } from 'node:child_process';
import http from 'node:http';

/** The port Node's inspector opens on SIGUSR1 when nothing else is set. */
export const DEFAULT_INSPECTOR_PORT = 9229;

/** Whether a debugger answers at 127.0.0.1:`port`: its target list, as an attacker would read it. */
export function debuggerAnswers(port = DEFAULT_INSPECTOR_PORT): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/json/list', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/** Sends SIGUSR1 to `pid`, then says whether a debugger answered within `waitMs`. */
export async function signalOpensDebugger(pid: number, port = DEFAULT_INSPECTOR_PORT, waitMs = 1500): Promise<boolean> {
  process.kill(pid, 'SIGUSR1');
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (await debuggerAnswers(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * The control for a test that finds no debugger: a Node process started with `flags`, signalled the
 * same way. Without --disable-sigusr1 it opens one, so the probe above sees one when it is there.
 * It listens on a port of the caller's, so that it never answers for a server another test signals.
 */
export async function controlOpensDebugger(port: number, flags: string[] = []): Promise<boolean> {
  const child = spawn(process.execPath, [`--inspect-port=${port}`, ...flags, '-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return await signalOpensDebugger(child.pid!, port);
  } finally {
    child.kill('SIGKILL');
  }
}
