import { Client } from 'pg';
import { APPLICATION_NAME, CHANGES_CHANNEL } from './postgresReleaseSchema';

/**
 * How a fleet server hears of a change made on any server: a notification on CHANGES_CHANNEL, on a
 * connection of its own, and a poll in case one was missed. A lost connection is made again
 * quietly, and the poll covers the gap; each calls `lookAgain`.
 */
export class ChangeFollower {
  private listening: Client | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private poll: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly pollMs: number,
    private readonly lookAgain: () => void,
  ) {}

  /** Listens, then polls every `pollMs`. */
  async start(): Promise<void> {
    await this.listen();
    if (!this.closed) this.poll = setInterval(this.lookAgain, this.pollMs).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
    if (this.reconnect) clearTimeout(this.reconnect);
    this.poll = undefined;
    this.reconnect = undefined;
    const client = this.listening;
    this.listening = undefined;
    if (client) await endQuietly(client);
  }

  /** Follows announced changes on a connection of its own; a lost connection is made again quietly, and the poll covers the gap. */
  private async listen(): Promise<void> {
    if (this.closed || this.listening) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: APPLICATION_NAME });
    this.listening = client;
    const lost = () => {
      if (this.listening !== client) return;
      this.listening = undefined;
      void endQuietly(client);
      if (this.closed) return;
      this.reconnect = setTimeout(() => {
        this.reconnect = undefined;
        void this.listen().then(() => this.lookAgain());
      }, this.pollMs).unref();
    };
    client.on('notification', () => this.lookAgain());
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch {
      lost();
    }
  }
}

async function endQuietly(client: Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => undefined);
  await client.end().catch(() => undefined);
}
