import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../workspaces';
import { ephemeralRange, releasePorts, reservablePorts, RESERVATIONS_DIR, reservationsOf, reservePorts } from './ports';

const run = promisify(execFile);
const TSX = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

/** Runs `code` in a process of its own, with `reservePorts` in scope; returns what it printed. */
async function inAnotherProcess(code: string): Promise<string> {
  const script = `import { reservePorts } from ${JSON.stringify(path.join(__dirname, 'ports.ts'))};\n(async () => { ${code} })();`;
  const { stdout } = await run(TSX, ['-e', script], { cwd: repoRoot });
  return stdout.trim();
}

jest.setTimeout(60_000);

describe('reservePorts', () => {
  it('never gives a port of the kernel ephemeral range, which outgoing connections and listen(0) draw from', async () => {
    const [low, high] = ephemeralRange();
    const ports = await reservePorts(200);
    expect(new Set(ports).size).toBe(200);
    expect(ports.filter((port) => port >= low && port <= high)).toEqual([]);
    // The range is the system's own: a port the kernel gives listen(0) falls inside it.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const kernels = (server.address() as net.AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    expect(kernels >= low && kernels <= high).toBe(true);
  });

  it('reads the range the system sets, and leaves the whole of it out', () => {
    const file = path.join(os.tmpdir(), `port-range-${process.pid}`);
    writeFileSync(file, '40000\t50000\n');
    const range = ephemeralRange(file);
    expect(range).toEqual([40000, 50000]);
    const pool = reservablePorts(range);
    expect(pool).toContain(39999);
    expect(pool).toContain(50001);
    expect(pool.some((port) => port >= 40000 && port <= 50000)).toBe(false);
  });

  it('never gives a port something listens on, on either address family', async () => {
    const [v4, v6, free] = await reservePorts(3);
    // Handed over to the process that draws below, as an ended run's would be.
    releasePorts([v4!, v6!, free!]);
    const listeners = [net.createServer(), net.createServer()];
    await new Promise<void>((resolve) => listeners[0]!.listen(v4, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => listeners[1]!.listen({ port: v6, host: '::', ipv6Only: true }, resolve));
    try {
      // Drawn afresh, as another process would: this one's own reservations are dropped first.
      const ports = await inAnotherProcess(
        `console.log(JSON.stringify(await reservePorts(1, ${JSON.stringify([v4, v6, free])})));`,
      ).catch(() => '[]');
      expect(ports).toBe(JSON.stringify([free]));
    } finally {
      await Promise.all(listeners.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it('gives two processes drawing at once no port in common, and ends each reservation with its process', async () => {
    const draw = `const ports = await reservePorts(400); await new Promise((r) => setTimeout(r, 1500)); console.log(JSON.stringify(ports));`;
    const [first, second] = await Promise.all([inAnotherProcess(draw), inAnotherProcess(draw)]);
    const a = JSON.parse(first!) as number[];
    const b = JSON.parse(second!) as number[];
    expect(a).toHaveLength(400);
    expect(b).toHaveLength(400);
    expect(a.filter((port) => b.includes(port))).toEqual([]);
    // Both have exited: their ports are reserved by nobody now.
    const left = a.concat(b).filter((port) => {
      try {
        readFileSync(path.join(RESERVATIONS_DIR, String(port)));
        return true;
      } catch {
        return false;
      }
    });
    expect(left).toEqual([]);
  });

  it('gives three processes taking over the same ended reservations at once no port in common', async () => {
    // 400 ports, each reserved by a process that has ended (no process has an id this high): three
    // processes drawing 100 each meet on most of them.
    const pool = reservablePorts().slice(-400);
    for (const port of pool) writeFileSync(path.join(RESERVATIONS_DIR, String(port)), '4999999 1');
    const draw = (count: number) =>
      `const ports = await reservePorts(${count}, ${JSON.stringify(pool)}); await new Promise((r) => setTimeout(r, 1500)); console.log(JSON.stringify(ports));`;
    for (let round = 0; round < 3; round += 1) {
      const [first, second, third] = await Promise.all([
        inAnotherProcess(draw(100)),
        inAnotherProcess(draw(100)),
        inAnotherProcess(draw(100)),
      ]);
      const [a, b, c] = [first, second, third].map((printed) => JSON.parse(printed!) as number[]);
      expect(new Set([...a!, ...b!, ...c!]).size).toBe(300);
      // Ended again: the next round takes them over from three ended processes.
    }
  });

  it('refuses a port another live process reserved, and takes over one whose process was killed', async () => {
    const printed = await inAnotherProcess(
      `const [port] = await reservePorts(1); console.log(port); process.kill(process.pid, 'SIGKILL');`,
    ).catch((error: { stdout?: string }) => (error.stdout ?? '').trim());
    const killed = Number(printed);
    expect(readFileSync(path.join(RESERVATIONS_DIR, String(killed)), 'utf8')).not.toBe(String(process.pid));
    expect(await reservePorts(1, [killed])).toEqual([killed]);
    expect(reservationsOf()).toContain(killed);

    const [mine] = await reservePorts(1);
    const other = await inAnotherProcess(
      `try { console.log(await reservePorts(1, [${mine}])); } catch (error) { console.log('refused: ' + error.message); }`,
    );
    expect(other).toMatch(/^refused: no 1 free ports/);
  });

  it('takes over a port whose file names a live process id with another start time: a process since given the id of one that ended', async () => {
    const [port] = await reservePorts(1);
    releasePorts([port!]);
    // The id of a running process (this one), with a start time it never had.
    writeFileSync(path.join(RESERVATIONS_DIR, String(port)), `${process.pid} 1`);
    expect(await reservePorts(1, [port!])).toEqual([port]);
    expect(readFileSync(path.join(RESERVATIONS_DIR, String(port)), 'utf8')).toMatch(
      new RegExp(`^${process.pid} \\d+$`),
    );
  });
});
