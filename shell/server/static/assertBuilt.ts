import { existsSync } from 'node:fs';

/** A build the server is asked to serve must be there: its absence stops the start with the command that makes it. */
export function assertBuilt(distDir: string, name: string): void {
  if (!existsSync(distDir)) {
    throw new Error(
      `${name} has no build at ${distDir}. Run "npm run build" (or "npm start", which builds when needed).`,
    );
  }
}
