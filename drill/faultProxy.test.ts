import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reservePort } from '../tooling/net/ports';
import { FaultProxy } from './faultProxy';

let host: Server;
let proxy: FaultProxy;

beforeAll(async () => {
  host = createServer((_request, response) => response.end('from the host'));
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  proxy = new FaultProxy(await reservePort(), `http://127.0.0.1:${(host.address() as AddressInfo).port}`);
  await proxy.start();
});

afterAll(async () => {
  await proxy.stop();
  await new Promise((resolve) => host.close(resolve));
});

describe('FaultProxy.holdAll', () => {
  it('answers nothing while it holds, counts what it holds, and answers all once released', async () => {
    const hold = proxy.holdAll();
    let settled = false;
    const answers = Promise.all([fetch(`${proxy.origin}/a`), fetch(`${proxy.origin}/b`)]).finally(
      () => (settled = true),
    );
    while (hold.requests() < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    // The host answers at once: had the proxy let a request through, it would have settled by now.
    await fetch(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`).then((answer) => answer.text());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    hold.release();
    const texts = await Promise.all((await answers).map((answer) => answer.text()));
    expect(texts).toEqual(['from the host', 'from the host']);
    // Released is released: the next request goes straight through.
    expect(await (await fetch(`${proxy.origin}/c`)).text()).toBe('from the host');
  });
});

describe('FaultProxy.untilRequested', () => {
  it('resolves when a matching path arrives, not for another, even while the request is held', async () => {
    const hold = proxy.holdAll();
    let seen = false;
    const awaited = proxy.untilRequested(/\/chunk\.[a-f0-9]+\.js$/).then(() => (seen = true));
    const other = fetch(`${proxy.origin}/remoteEntry.js`);
    while (hold.requests() < 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toBe(false);
    const chunk = fetch(`${proxy.origin}/chunk.0a1b.js`);
    await awaited;
    expect(hold.requests()).toBe(2);
    hold.release();
    expect(await (await chunk).text()).toBe('from the host');
    expect(await (await other).text()).toBe('from the host');
  });
});
