/**
 * `npm run release -- <command>`: ships an app's build from a team's CI through the release API of
 * the site's servers, with a token scoped to that app; no shell on the server is needed.
 *
 *   publish <app> --from=<build dir> [--origin=<url>]
 *                                      uploads every file with its SHA-384 digest, or only the digests when the
 *                                      same files are at <url> (the team's CDN); prints the release id
 *   preview <app> <id> [--minutes=N]   prints a link that opens the staged release in one browser on the real site
 *   check <app> <id> [--site=<url>]    the release's gate: opens it through a preview (on the preview host, --site) in Chromium and checks every
 *                                      page of the app; prints each check and 'N passed, N failed', and records the result
 *   promote <app> <id> [--skip-gate=<why>] [--canary=<percent>]
 *                                      makes a published release live on every server, once it passed its gate;
 *                                      with --canary, for that share of visitors only, the rest keeping the live one
 *   status <app> [--promote | --abort | --hold] [--reason=<why>]
 *                                      the app's canary: its share, since when, held or not; the flags overrule
 *                                      its verdict (promote to everyone, roll it back, or leave it to a person)
 *   rollback <app>                     makes the release before the live one live again
 *   list [<app>]                       what is live and what is published of the token's app (another app's is refused)
 *
 * These read RELEASE_API_URL (the API's address) and RELEASE_TOKEN (the app's token). On a server,
 * with DEPLOY_DIR, the operator manages the tokens and reads the audit log:
 *
 *   token create <app> --name=<name> [--days=N]   prints a new token once; only its hash is kept
 *   token revoke <name>
 *   tokens | audit [--last=N]
 */
import path from 'node:path';
import {
  createReleaseToken,
  DEFAULT_TOKEN_DAYS,
  DiskReleaseRegistry,
  groupOfApp,
  isReleaseApp,
  publishBody,
  RELEASE_APPS,
  type Workspace,
} from 'site-server/releases';
import { routesOfGroup } from 'shared/routes';
import { FlagError, parseFlags, positionalsOf, type Flags } from '../tooling/cli/flags';
import { callApi, Refused } from './release/api';
import { canaryStatus, startCanary } from './release/canary';

const USAGE = `usage: npm run release -- publish <app> --from=<build dir> [--origin=<url>] | preview <app> <id> [--minutes=N] | check <app> <id> [--site=<url>]
       npm run release -- promote <app> <id> [--skip-gate=<why>] [--canary=<percent>] | rollback <app> | list [<app>]
       npm run release -- status <app> [--promote | --abort | --hold] [--reason=<why>]
       npm run release -- token create <app> --name=<name> [--days=N] | token revoke <name> | tokens | audit [--last=N]   (on a server, with DEPLOY_DIR)
  <app> is one of: ${RELEASE_APPS.join(', ')}`;

function appArgument(name: string | undefined): Workspace {
  if (!name || !isReleaseApp(name)) throw new Refused(USAGE);
  return name;
}

/** Each command's own flags: one another command takes is refused, not ignored. */
const COMMAND_FLAGS = {
  publish: { from: { type: 'string', value: 'build dir' }, origin: { type: 'string', value: 'url' } },
  preview: { minutes: { type: 'string', value: 'N' } },
  check: { site: { type: 'string', value: 'url' } },
  promote: { 'skip-gate': { type: 'string', value: 'why' }, canary: { type: 'string', value: 'percent' } },
  status: {
    promote: { type: 'boolean' },
    abort: { type: 'boolean' },
    hold: { type: 'boolean' },
    reason: { type: 'string', value: 'why' },
  },
  rollback: {},
  list: {},
  'token create': { name: { type: 'string', value: 'name' }, days: { type: 'string', value: 'N' } },
  'token revoke': {},
  tokens: {},
  audit: { last: { type: 'string', value: 'N' } },
} satisfies Record<string, Flags>;

type Command = keyof typeof COMMAND_FLAGS;

/** Every command's flags at once, to find which command a command line is (flags may come first). */
const ALL_FLAGS: Flags = Object.assign({}, ...Object.values(COMMAND_FLAGS));

/** `command`'s flags, and the positionals after its own words (`<app> <id>`, …). */
function flagsOf<C extends Command>(command: C, argv: string[]) {
  const { values, positionals } = parseFlags(`npm run release -- ${command}`, argv, COMMAND_FLAGS[command], {
    positionals: true,
  });
  return { values, names: positionals.slice(command.split(' ').length) };
}

/** A signed preview link for one release, made by the release API with this app's token. */
async function previewLink(
  app: Workspace,
  id: string,
  minutes?: number,
): Promise<{ path: string; url?: string; expiresAt: string }> {
  if (minutes !== undefined && !Number.isInteger(minutes)) throw new Refused('--minutes must be a whole number');
  return (await callApi(
    'POST',
    `releases/${app}/${encodeURIComponent(id)}/preview`,
    minutes === undefined ? {} : { minutes },
  )) as { path: string; url?: string; expiresAt: string };
}

/** The pages a release of `app` serves: every route of its group, or the home page for the shell. */
function routesOf(app: Workspace): string[] {
  const group = groupOfApp(app);
  return group ? routesOfGroup(group).map((route) => route.path) : ['/'];
}

async function withRegistry<T>(work: (registry: DiskReleaseRegistry) => Promise<T>): Promise<T> {
  if (!process.env.DEPLOY_DIR)
    throw new Refused(
      'DEPLOY_DIR is not set: tokens and the audit log are managed on a server, in its deploy directory',
    );
  const registry = new DiskReleaseRegistry(path.resolve(process.env.DEPLOY_DIR));
  try {
    return await work(registry);
  } finally {
    await registry.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, action] = positionalsOf(argv, ALL_FLAGS);
  switch (command) {
    case 'publish': {
      const { values, names } = flagsOf('publish', argv);
      const app = appArgument(names[0]);
      if (!values.from) throw new Refused(`publish needs --from=<build dir>\n${USAGE}`);
      const { id, existing } = (await callApi(
        'POST',
        `releases/${app}`,
        publishBody(path.resolve(values.from), values.origin),
      )) as { id: string; existing: boolean };
      console.error(
        existing
          ? `${app}: these files were published before, as ${id}.`
          : `${app}: published ${id}; npm run release -- promote ${app} ${id} makes it live.`,
      );
      console.log(id);
      return;
    }
    case 'preview': {
      const { values, names } = flagsOf('preview', argv);
      const app = appArgument(names[0]);
      if (!names[1]) throw new Refused(USAGE);
      const link = await previewLink(app, names[1], values.minutes === undefined ? undefined : Number(values.minutes));
      console.error(
        `${app} ${names[1]}: this link opens it in one browser until ${link.expiresAt}; everyone else keeps the live site.`,
      );
      console.log(link.url ?? link.path);
      return;
    }
    case 'check': {
      const { values, names } = flagsOf('check', argv);
      const app = appArgument(names[0]);
      const id = names[1];
      if (!id) throw new Refused(USAGE);
      const link = await previewLink(app, id, 30);
      // Previews are served on the preview host only: the gate checks pages there, at the link's own address unless told how this runner reaches it.
      const site = values.site ?? process.env.RELEASE_SITE_URL ?? (link.url ? new URL(link.url).origin : undefined);
      if (!site) throw new Refused("check needs the preview host's address: --site=<url> or RELEASE_SITE_URL");
      // Loaded here: the other commands run in CI jobs that need no browser.
      const { runReleaseGate } = await import('../tooling/browser/releaseGate');
      const checks = await runReleaseGate({
        siteUrl: site,
        previewPath: link.path,
        routes: routesOf(app),
        log: (line) => console.log(line),
      });
      const failed = checks.filter((check) => !check.passed).length;
      await callApi('POST', `releases/${app}/${encodeURIComponent(id)}/gate`, { passed: failed === 0, checks });
      console.log(`${checks.length - failed} passed, ${failed} failed`);
      if (failed > 0) {
        console.error(
          `${app} ${id} failed its gate: it cannot be promoted (npm run release -- promote --skip-gate=<why> is for emergencies, and audited).`,
        );
        process.exitCode = 1;
      }
      return;
    }
    case 'promote': {
      const { values, names } = flagsOf('promote', argv);
      const app = appArgument(names[0]);
      if (!names[1]) throw new Refused(USAGE);
      const skipGate = values['skip-gate'];
      if (values.canary !== undefined) return startCanary(app, names[1], values.canary, skipGate);
      const { from, to, unchanged } = (await callApi(
        'POST',
        `releases/${app}/${encodeURIComponent(names[1])}/promote`,
        skipGate === undefined ? undefined : { skipGate },
      )) as {
        from?: string;
        to: string;
        unchanged?: boolean;
      };
      console.log(
        unchanged
          ? `${app}: ${to} is live already.`
          : `${app}: ${to} is live${from ? ` (was ${from}; npm run release -- rollback ${app} returns to it)` : ''}.`,
      );
      return;
    }
    case 'status': {
      const { values, names } = flagsOf('status', argv);
      return canaryStatus(appArgument(names[0]), values);
    }
    case 'rollback': {
      const { names } = flagsOf('rollback', argv);
      const app = appArgument(names[0]);
      const { from, to } = (await callApi('POST', `releases/${app}/rollback`)) as { from: string; to: string };
      console.log(`${app}: rolled back from ${from} to ${to}; live now.`);
      return;
    }
    case 'list': {
      const { names } = flagsOf('list', argv);
      const { live, releases } = (await callApi(
        'GET',
        names[0] ? `releases/${appArgument(names[0])}` : 'releases',
      )) as {
        live: Record<string, { live: string; history: string[] } | undefined>;
        releases: Record<string, { id: string; publishedBy: string; publishedAt: string }[]>;
      };
      // The answer holds the token's own app only.
      for (const [app, published] of Object.entries(releases)) {
        console.log(
          `${app.padEnd(15)} live ${live[app]?.live ?? '(none)'}; rollback to ${live[app]?.history.at(-1) ?? '(none)'}`,
        );
        for (const release of published)
          console.log(`${''.padEnd(15)} ${release.id} published by ${release.publishedBy} at ${release.publishedAt}`);
      }
      return;
    }
    case 'token': {
      if (action === 'create') {
        const { values, names } = flagsOf('token create', argv);
        const app = appArgument(names[0]);
        const name = values.name;
        if (!name)
          throw new Refused(`token create needs --name=<name>, e.g. --name=${app.replace(/-mfe$/, '')}-ci\n${USAGE}`);
        const days = Number(values.days ?? DEFAULT_TOKEN_DAYS);
        const token = await withRegistry((registry) =>
          createReleaseToken(registry, app, name, days).catch((error: unknown) =>
            Promise.reject(new Refused(String((error as Error).message))),
          ),
        );
        console.error(
          `A token for ${app}, named ${name}, valid ${days} days. It is shown once: put it in that team's CI secrets as RELEASE_TOKEN.`,
        );
        console.log(token);
        return;
      }
      const subject = action === 'revoke' ? flagsOf('token revoke', argv).names[0] : undefined;
      if (subject) {
        const revoked = await withRegistry(async (registry) => {
          const done = await registry.tokens.revoke(subject, new Date());
          await registry.audit.record({
            action: 'token-revoke',
            outcome: done ? 'done' : 'refused',
            actor: 'operator',
            reason: done ? `token ${subject}` : `no token ${subject} to revoke`,
          });
          return done;
        });
        if (!revoked) throw new Refused(`No token named ${subject} is in force.`);
        console.log(`Token ${subject} is revoked: it is refused from now on.`);
        return;
      }
      throw new Refused(USAGE);
    }
    case 'tokens': {
      flagsOf('tokens', argv);
      const tokens = await withRegistry((registry) => registry.tokens.list());
      for (const token of tokens) {
        const state = token.revokedAt
          ? `revoked ${token.revokedAt}`
          : Date.parse(token.expiresAt) <= Date.now()
            ? `expired ${token.expiresAt}`
            : `valid until ${token.expiresAt}`;
        console.log(`${token.name.padEnd(24)} ${token.app.padEnd(15)} ${state}`);
      }
      if (tokens.length === 0) console.log('No tokens yet: npm run release -- token create <app> --name=<name>');
      return;
    }
    case 'audit': {
      const last = Number(flagsOf('audit', argv).values.last ?? 50);
      for (const entry of await withRegistry((registry) => registry.audit.latest(last))) {
        console.log(
          [
            entry.at,
            entry.action,
            entry.outcome,
            entry.app ?? '-',
            entry.release ?? '-',
            `by ${entry.actor}`,
            entry.reason ?? '',
          ]
            .join('  ')
            .trim(),
        );
      }
      return;
    }
    default:
      throw new Refused(USAGE);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof Refused || error instanceof FlagError ? 2 : 1);
});
