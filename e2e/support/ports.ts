/** The composed site under test; its remotes listen on the next four ports. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);

export const remotePorts = {
  services: E2E_PORT + 1,
  industries: E2E_PORT + 2,
  company: E2E_PORT + 3,
  portals: E2E_PORT + 4,
} as const;

export function remoteOrigin(group: keyof typeof remotePorts): string {
  return `http://localhost:${remotePorts[group]}`;
}

/** The stand-in for the owner's workflow webhook. */
export const WEBHOOK_PORT = E2E_PORT + 9;
export const webhookControl = `http://127.0.0.1:${WEBHOOK_PORT}/control`;
