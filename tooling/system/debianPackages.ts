/**
 * What the project needs from the machine beyond npm, as Debian packages by name: the one list
 * `npm start`, `npm test`, `npm run drill` and `npm run bench` check (and install, as root) before
 * they start.
 * A later need (a cache server, say) is one more entry here.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../browser/chromium';

/** The npm scripts that need something of the machine ('start': what the server uses while it serves, and nothing the tests use). */
export type MachinePurpose = 'start' | 'test' | 'drill' | 'bench';

export interface DebianPackage {
  /** The package's name for apt-get. */
  name: string;
  /** What of the project uses it, as a person reads it. */
  usedFor: string;
  neededBy: readonly MachinePurpose[];
  /** Whether this machine already has it, looked up where the project's code looks for it. */
  present(): boolean;
}

export interface PostgresTools {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

const POSTGRES_TOOLS = ['initdb', 'pg_ctl', 'postgres'] as const;

/**
 * PostgreSQL's server programs, from PATH or else from Debian's versioned folders (the package
 * keeps initdb off PATH), newest major first; undefined when there are none.
 */
export function locatePostgresTools(
  searchPath = process.env.PATH ?? '',
  debianRoot = '/usr/lib/postgresql',
): PostgresTools | undefined {
  const debianDirs = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((major) => /^\d+(\.\d+)?$/.test(major))
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => path.join(debianRoot, major, 'bin'))
    : [];
  for (const dir of [...searchPath.split(path.delimiter).filter(Boolean), ...debianDirs]) {
    if (POSTGRES_TOOLS.every((tool) => existsSync(path.join(dir, tool)))) {
      return {
        initdb: path.join(dir, 'initdb'),
        pg_ctl: path.join(dir, 'pg_ctl'),
        postgres: path.join(dir, 'postgres'),
      };
    }
  }
  return undefined;
}

/** A program on PATH, as spawn finds it. */
export function onPath(command: string, searchPath = process.env.PATH ?? ''): boolean {
  return searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => existsSync(path.join(dir, command)));
}

/** Whether Debian's Varnish has the module `name`, in its folder for this machine's architecture. */
function varnishModule(name: string, libRoot = '/usr/lib'): boolean {
  if (!existsSync(libRoot)) return false;
  return readdirSync(libRoot).some((folder) =>
    existsSync(path.join(libRoot, folder, 'varnish', 'vmods', `libvmod_${name}.so`)),
  );
}

export const DEBIAN_PACKAGES: readonly DebianPackage[] = [
  {
    name: 'chromium',
    usedFor: 'the browser tests, the release gate, the drill and the benchmarks (CHROMIUM_PATH points elsewhere)',
    neededBy: ['test', 'drill', 'bench'],
    present: () => existsSync(CHROMIUM_PATH),
  },
  {
    name: 'postgresql',
    usedFor: 'the PostgreSQL lead store and release registry, which tests and the drill start servers of',
    neededBy: ['test', 'drill'],
    present: () => locatePostgresTools() !== undefined,
  },
  {
    name: 'prometheus',
    usedFor: 'promtool, which checks the metrics and the alert rules, and the Prometheus the drill scrapes with',
    neededBy: ['test', 'drill'],
    present: () => onPath('promtool') && onPath('prometheus'),
  },
  {
    name: 'bubblewrap',
    usedFor:
      "the renderer's sandbox (bwrap), which the server renders every page in and the tests and the drill attack with hostile builds",
    neededBy: ['start', 'test', 'drill', 'bench'],
    present: () => onPath('bwrap'),
  },
  {
    name: 'varnish',
    usedFor:
      'the shared cache the drill, the cache tests and bench:serve put in front of the site, with the VCL in ops/varnish/',
    neededBy: ['test', 'drill', 'bench'],
    present: () => existsSync('/usr/sbin/varnishd'),
  },
  {
    name: 'varnish-modules',
    usedFor: "Varnish's xkey module, which files pages under the keys a purge names",
    neededBy: ['test', 'drill', 'bench'],
    present: () => varnishModule('xkey'),
  },
  {
    name: 'default-jre-headless',
    usedFor: 'Java, for the Nu HTML Checker that validates every served document',
    neededBy: ['test'],
    present: () => onPath('java'),
  },
];

/** The packages `purpose` needs that this machine lacks. */
export function missingPackages(
  purpose: MachinePurpose,
  packages: readonly DebianPackage[] = DEBIAN_PACKAGES,
): DebianPackage[] {
  return packages.filter((entry) => entry.neededBy.includes(purpose) && !entry.present());
}
