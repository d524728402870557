import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A file no response may ever carry, holding a secret made up for this run. */
export interface Canary {
  /** Where it is, for the message naming what leaked: 'the package.json above the shell build'. */
  label: string;
  secret: string;
}

export function newCanarySecret(): string {
  return `drill-canary-${randomBytes(12).toString('hex')}`;
}

/** Writes the file with a new secret in it; `content` shapes the file around the secret. */
export function plantCanary(
  file: string,
  label: string,
  content: (secret: string) => string = (secret) => `${secret}\n`,
): Canary {
  const secret = newCanarySecret();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content(secret));
  return { label, secret };
}

/** The canaries whose secret the bytes hold. */
export function leakedCanaries(bytes: Buffer, canaries: readonly Canary[]): Canary[] {
  return canaries.filter((canary) => bytes.includes(canary.secret));
}
