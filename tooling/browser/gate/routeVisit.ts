import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { watchConsole, type ConsoleProblems } from '../pageProbes';
import { closeTab } from './checkTabs';
import { fail, messageOf, withinTime } from './failure';
import { pressableControls, type PageControls } from './pageControls';
import { CHECK_TIMEOUT_MS, STEP_TIMEOUT_MS } from './timing';

/** Whether the gate checks a preview, and what went wrong opening it ('' when nothing did). */
export interface PreviewState {
  expected: boolean;
  note: string;
}

/** The tab in which the route's page is loaded once, recording its console from the start. */
export interface LoadedPage {
  page: Page;
  console: ConsoleProblems;
  /** Set once the page is hydrated and the network idle. */
  loaded: boolean;
  /** Why the load did not finish, if it did not. */
  failure?: string;
}

/** What the load left, read once, right after the load: later checks' own noise is not the page's. */
export interface AfterLoad {
  /** The console errors and uncaught errors of the load. */
  problems: string[];
  /** Why the page did not finish loading, if it did not. */
  loadFailure?: string;
  /** The page body's controls a press check presses, when they could be found. */
  controls?: PageControls;
  /** Why they are not known, when they are not. */
  controlsUnknown?: string;
}

/** What the checks of one route share: its address, the preview, the document served and one load of the page in a tab. */
export class RouteVisit {
  /** The served document, once a check fetched it and it answered 200. */
  servedHtml: string | undefined;
  /** Whether the fully loaded page body shows a Contact Us button, once the load found out. */
  bodyHasContactButton: boolean | undefined;
  private loading: Promise<LoadedPage> | undefined;
  private settled: Promise<AfterLoad> | undefined;

  constructor(
    readonly context: BrowserContext,
    readonly route: string,
    readonly url: string,
    readonly preview: PreviewState,
  ) {}

  /** The document the server sends a visitor's browser: asked for as a navigation asks, since the server answers a script's request otherwise. */
  async fetchDocument(): Promise<APIResponse> {
    const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const target = new URL(this.url);
    // Browsers find every *.localhost name (the preview host's default) on this machine; Node's resolver does not, so it is asked by address, naming the host and sending the browser's cookies for it.
    if (target.hostname.endsWith('.localhost')) {
      headers.host = target.host;
      headers.cookie = (await this.context.cookies(this.url))
        .map((cookie) => `${cookie.name}=${cookie.value}`)
        .join('; ');
      target.hostname = '127.0.0.1';
    }
    return this.context.request.get(target.href, { timeout: STEP_TIMEOUT_MS, headers });
  }

  /** The tab the page is loaded in, opened on first use; a tab that could not be opened fails the check asking for it. */
  loadedPage(): Promise<LoadedPage> {
    this.loading ??= this.context.newPage().then((page) => {
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      return { page, console: watchConsole(page), loaded: false };
    });
    return this.loading.catch((error: unknown) => fail(`no tab could be opened: ${messageOf(error)}`));
  }

  /** What the load left, read on first use (the first check after the load) and the same from then on. */
  afterLoad(): Promise<AfterLoad> {
    this.settled ??= this.settle();
    return this.settled;
  }

  /** Closes the tab of the load, once what it left has been read. */
  async closeLoadedPage(): Promise<void> {
    if (!this.loading) return;
    await this.afterLoad();
    await closeTab((await this.loading.catch(() => undefined))?.page);
  }

  private async settle(): Promise<AfterLoad> {
    let load: LoadedPage;
    try {
      load = await this.loadedPage();
    } catch {
      return { problems: [], controlsUnknown: 'no tab could be opened' };
    }
    const problems = [...load.console.messages];
    const loadFailure = load.loaded
      ? undefined
      : (load.failure ?? `it did not finish within ${CHECK_TIMEOUT_MS / 1000} s`);
    if (loadFailure)
      return { problems, loadFailure, controlsUnknown: `the page did not finish loading: ${loadFailure}` };
    try {
      const controls = await withinTime(
        pressableControls(load.page),
        STEP_TIMEOUT_MS,
        () => `finding the page body's controls took more than ${STEP_TIMEOUT_MS / 1000} s`,
      );
      return { problems, controls };
    } catch (error) {
      return { problems, controlsUnknown: messageOf(error) };
    }
  }
}
