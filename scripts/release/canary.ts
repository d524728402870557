import type { Workspace } from 'site-server/releases';
import { callApi, Refused } from './api';

// The canary's commands: a release shown to a share of visitors first, then promoted, rolled back or held.

/** What the release API answers about a canary. */
interface CanaryAnswer {
  app: string;
  live?: string;
  canary?: {
    release: string;
    percent: number;
    startedAt: string;
    startedBy: string;
    held?: { at: string; by: string; reason: string };
  } | null;
  /** The judgment as of now, from the whole fleet's field data. */
  judgment?: { verdict: string; reasons: string[]; views: { live: number; canary: number }; figures: string[] };
}

/** The canary as a person reads it in a terminal. */
function describeCanary(app: Workspace, answer: CanaryAnswer & { elsewhere?: boolean }): string {
  const { canary } = answer;
  if (!canary)
    return `${app}: no canary${answer.elsewhere ? ' (another app runs one now: one at a time for the whole site)' : ''}.`;
  const { judgment } = answer;
  return [
    `${app}: canary ${canary.release} for ${canary.percent} % of visitors, the rest on ${answer.live}`,
    `  started ${canary.startedAt} by ${canary.startedBy}`,
    ...(canary.held
      ? [`  held ${canary.held.at} by ${canary.held.by}: ${canary.held.reason}; it waits for --promote or --abort`]
      : []),
    ...(judgment
      ? [
          `  pages sent: canary ${judgment.views.canary}, live ${judgment.views.live}`,
          ...judgment.figures.map((figure) => `  ${figure}`),
          `  verdict so far: ${judgment.verdict}${judgment.reasons[0] ? ` (${judgment.reasons[0]})` : ''}`,
        ]
      : canary.held
        ? []
        : ['  no verdict yet']),
  ].join('\n');
}

/** `promote <app> <id> --canary=<percent>`: the release for that share of visitors, the rest keeping the live one. */
export async function startCanary(
  app: Workspace,
  id: string,
  share: string,
  skipGate: string | undefined,
): Promise<void> {
  const percent = Number(share);
  if (!/^\d+$/.test(share) || percent < 1 || percent > 99)
    throw new Refused('--canary takes a whole percent from 1 to 99, e.g. --canary=10');
  const started = (await callApi('POST', `releases/${app}/${encodeURIComponent(id)}/canary`, {
    percent,
    ...(skipGate === undefined ? {} : { skipGate }),
  })) as CanaryAnswer;
  console.log(
    `${app}: ${started.canary!.release} is the canary for ${percent} % of visitors; the rest keep ${started.live}. npm run release -- status ${app} follows it.`,
  );
}

/** `status <app> [--promote | --abort | --hold] [--reason=<why>]`: the canary, or a person's verdict on it. */
export async function canaryStatus(
  app: Workspace,
  values: { promote?: boolean; abort?: boolean; hold?: boolean; reason?: string },
): Promise<void> {
  const chosen = (['promote', 'abort', 'hold'] as const).filter((flag) => values[flag] === true);
  if (chosen.length > 1) throw new Refused('status takes one of --promote, --abort and --hold');
  if (chosen[0]) {
    const verdict = chosen[0] === 'abort' ? 'rollback' : chosen[0];
    const decided = (await callApi('POST', `releases/${app}/canary`, {
      verdict,
      ...(values.reason === undefined ? {} : { reason: values.reason }),
    })) as CanaryAnswer;
    console.log(
      verdict === 'hold'
        ? `${app}: the canary ${decided.canary!.release} is held; it waits for --promote or --abort.`
        : `${app}: ${decided.live} is live for every visitor; the canary is over.`,
    );
    return;
  }
  console.log(
    describeCanary(app, (await callApi('GET', `releases/${app}/canary`)) as CanaryAnswer & { elsewhere?: boolean }),
  );
}
