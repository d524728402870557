/**
 * One site server for the drill, in a process of its own so that the drill can SIGKILL it.
 * Configured entirely by the environment the drill passes (siteServerEnv in siteServer.ts).
 */
import { messageOf, startServer } from 'site-server';
import { SERVER_READY_LINE } from './siteServer';

// The drill holds this pipe open; it closes when the drill ends in any way, even killed, and
// this server must not outlive it holding ports and the database.
process.stdin.on('end', () => process.exit(1));
process.stdin.resume();
startServer(process.env).then(
  () => console.log(`${SERVER_READY_LINE} ${process.pid}`),
  (error: unknown) => {
    console.error(messageOf(error));
    process.exit(1);
  },
);
