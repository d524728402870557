/**
 * The scripts' and the drill's flags, read one way: node:util's parseArgs in strict mode, so that a flag a command does not take
 * stops it with one line naming the flag and the flags it takes (shell/server's CLIs call parseArgs themselves: production code imports no tooling).
 */
import { parseArgs } from 'node:util';

/** A switch, or a flag with a value (`--name=<value>` or `--name <value>`); `value` names that value in messages. */
export type Flag = { type: 'boolean' } | { type: 'string'; value: string };

export type Flags = Record<string, Flag>;

export type FlagValues<F extends Flags> = { [Name in keyof F]?: F[Name] extends { type: 'string' } ? string : boolean };

/** A command line the command does not take: the CLI exits with its usage-error code. */
export class FlagError extends Error {}

function describeFlags(flags: Flags): string {
  const described = Object.entries(flags).map(([name, flag]) =>
    flag.type === 'string' ? `--${name}=<${flag.value}>` : `--${name}`,
  );
  return described.length > 0 ? described.join(', ') : 'no flags';
}

/** The flags and positionals of `args` (positionals refused unless `positionals`); `command` names the command in messages. */
export function parseFlags<F extends Flags>(
  command: string,
  args: readonly string[],
  flags: F,
  { positionals = false } = {},
): { values: FlagValues<F>; positionals: string[] } {
  const refuse = (problem: string, cause?: unknown) =>
    new FlagError(`${problem}; ${command} takes ${describeFlags(flags)}`, { cause });
  let parsed;
  try {
    parsed = parseArgs({ args, options: flags, strict: true, allowPositionals: positionals });
  } catch (error) {
    if (!String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS_')) throw error;
    // Node's first sentence names the flag; the rest advises on `--`, which npm run takes for itself.
    throw refuse((error as Error).message.split(/\.\s/)[0]!, error);
  }
  // `--from=` is a value forgotten, not an empty one: no flag here means anything by it.
  const empty = Object.entries(parsed.values).find(([, value]) => value === '');
  if (empty) throw refuse(`Option '--${empty[0]} <value>' argument missing`);
  return { values: parsed.values as FlagValues<F>, positionals: parsed.positionals };
}

/** The positionals of `args`, for a CLI whose sub-command (a positional) decides which flags apply: any of `flags` is read with its value, nothing refused. */
export function positionalsOf(args: readonly string[], flags: Flags): string[] {
  return parseArgs({ args, options: flags, strict: false, allowPositionals: true }).positionals;
}
