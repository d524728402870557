import { chromium } from '@playwright/test';
import type { ReleaseRegistry } from 'site-server/releases';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { axe } from './gate/axe';
import type { Check, CheckContext } from './gate/check';
import { CheckTabs } from './gate/checkTabs';
import { contactFormPosts } from './gate/contactFormPosts';
import { messageOf, withinTime } from './gate/failure';
import { hydration } from './gate/hydration';
import { noConsoleError } from './gate/noConsoleError';
import { openPreview } from './gate/openPreview';
import { pressAtFirstPaintTakesEffect } from './gate/pressAtFirstPaint';
import { RouteVisit, type PreviewState } from './gate/routeVisit';
import { servedHtml } from './gate/servedHtml';
import { CHECK_TIMEOUT_MS } from './gate/timing';

/**
 * The checks a release must pass before it goes live, run in this order on each route of the live
 * site or of a preview; each module says what its check proves.
 */
export const GATE_CHECKS: readonly Check[] = [
  servedHtml,
  hydration,
  noConsoleError,
  axe,
  pressAtFirstPaintTakesEffect,
  contactFormPosts,
];

/** One line of the gate's report: the type the release registry records a gate's checks as (GateCheck in its releaseRegistry.ts). */
export type GateCheck = Parameters<ReleaseRegistry['recordGate']>[0]['checks'][number];

export interface ReleaseGateOptions {
  /** The site's address, e.g. 'http://localhost:8080'. */
  siteUrl: string;
  /** A preview link's path and query ('/_preview?token=…'), opened and its button pressed first so its cookie applies; omitted, the live site is checked. */
  previewPath?: string;
  /** The route paths to check, e.g. ['/pcb-assembly', '/medical']. */
  routes: string[];
  /** Told one printable line per finished check. */
  log?: (line: string) => void;
}

/** One line per check for a log: PASS or FAIL, its name and what it found. */
export function formatCheck(check: GateCheck): string {
  return `${check.passed ? 'PASS' : 'FAIL'}  ${check.name}${check.detail ? ` — ${check.detail}` : ''}`;
}

/** Runs one check on a route within its time limit; whatever it throws, or its running out of time, fails it. */
async function runCheck(check: Check, visit: RouteVisit): Promise<GateCheck> {
  const name = `${visit.route}: ${check.name}`;
  const context: CheckContext = { visit, tabs: new CheckTabs(visit.context) };
  try {
    const timeoutMs = (await check.timeLimitMs?.(visit)) ?? CHECK_TIMEOUT_MS;
    const detail = await withinTime(check.run(context), timeoutMs, () => {
      const done = context.soFar?.();
      return `did not finish within ${timeoutMs / 1000} s${done ? `; ${done}` : ''}`;
    });
    return detail ? { name, passed: true, detail } : { name, passed: true };
  } catch (error) {
    return { name, passed: false, detail: messageOf(error) };
  } finally {
    // Tabs left open by a check that ran out of time are closed here.
    await context.tabs.end();
  }
}

/**
 * Opens the preview (when one is checked), then runs the gate's checks in order on each route, each
 * line logged as it is known; the report is every check's outcome, in that order.
 */
export async function runReleaseGate(options: ReleaseGateOptions): Promise<GateCheck[]> {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const report: GateCheck[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext();
    const preview: PreviewState = { expected: options.previewPath !== undefined, note: '' };
    if (options.previewPath !== undefined) preview.note = await openPreview(context, siteUrl + options.previewPath);
    for (const [index, route] of options.routes.entries()) {
      const visit = new RouteVisit(context, route, siteUrl + route, preview);
      const checks = GATE_CHECKS.filter((check) => index === 0 || !check.firstRouteOnly);
      try {
        for (const [at, check] of checks.entries()) {
          const outcome = await runCheck(check, visit);
          report.push(outcome);
          options.log?.(formatCheck(outcome));
          if (!checks.slice(at + 1).some((later) => later.usesLoadedPage)) await visit.closeLoadedPage();
        }
      } finally {
        await visit.closeLoadedPage();
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
  return report;
}
