import type { AddressInfo } from 'node:net';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { remoteApps } from '../workspaces';
import { createRemoteConfig, createShellConfig } from './configs';

type ListeningServer = Parameters<NonNullable<DevServerConfiguration['onListening']>>[0];

/** Calls the config's onListening as webpack-dev-server does, with a server bound to `port`, and returns what it printed. */
function printedOnListening(devServer: DevServerConfiguration | undefined, port: number): string[] {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const address: AddressInfo = { address: '127.0.0.1', family: 'IPv4', port };
    devServer?.onListening?.({ server: { address: () => address } } as unknown as ListeningServer);
    return log.mock.calls.map((call) => call.join(' '));
  } finally {
    log.mockRestore();
  }
}

describe('dev servers say where they listen', () => {
  it('a remote prints its address and that it serves the standalone harness', () => {
    const services = remoteApps.find((app) => app.workspace === 'services-mfe')!;
    const config = createRemoteConfig(services, { mode: 'development' });
    expect(config.devServer?.port).toBe(3001);
    expect(printedOnListening(config.devServer, 3001)).toEqual([
      'services-mfe: http://localhost:3001/ (standalone harness)',
    ]);
  });

  it('every remote names itself and its own port', () => {
    const printed = remoteApps.flatMap((app) =>
      printedOnListening(createRemoteConfig(app, { mode: 'development' }).devServer, app.devPort),
    );
    expect(printed).toEqual([
      'services-mfe: http://localhost:3001/ (standalone harness)',
      'industries-mfe: http://localhost:3002/ (standalone harness)',
      'company-mfe: http://localhost:3003/ (standalone harness)',
      'portals-mfe: http://localhost:3004/ (standalone harness)',
    ]);
  });

  it('the shell prints its address', () => {
    const config = createShellConfig({ mode: 'development' }, { devPort: 3000 });
    expect(printedOnListening(config.devServer, 3000)).toEqual(['shell: http://localhost:3000/']);
  });

  it('prints the port it actually got, not only the one it asked for', () => {
    const config = createShellConfig({ mode: 'development' }, { devPort: 3000 });
    expect(printedOnListening(config.devServer, 3100)).toEqual(['shell: http://localhost:3100/']);
  });
});
