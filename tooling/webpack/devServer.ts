/** The development server of each app: where it listens, what it allows, and the line it prints once it does. */
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** The line a dev server prints once it listens, e.g. 'services-mfe: http://localhost:3001/ (standalone harness)'. */
function devServerBanner(workspace: string, port: number, note?: string): string {
  return `${workspace}: http://localhost:${port}/${note ? ` (${note})` : ''}`;
}

interface DevServerIdentity {
  workspace: string;
  port: number;
  /** Said after the address, e.g. what a remote serves at its root. */
  note?: string;
}

export function devServer(
  { workspace, port, note }: DevServerIdentity,
  extra: DevServerConfiguration = {},
): DevServerConfiguration {
  return {
    port,
    hot: true,
    host: 'localhost',
    allowedHosts: 'all',
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: true,
    client: { overlay: { warnings: false, errors: true } },
    // infrastructureLogging 'warn' silences the dev server's own address line; say where it listens.
    onListening(server) {
      const address = server.server?.address();
      const listeningPort = address && typeof address === 'object' ? address.port : port;
      console.log(devServerBanner(workspace, listeningPort, note));
    },
    ...extra,
  };
}
