import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routesOfGroup } from 'shared/routes';
import type { CapturedLog } from './capturedLog';
import type { StandInBuilds } from './fakeBuilds';

const repoRoot = path.resolve(__dirname, '..');

/** What the stand-in shell prints for each render, read back from the server's log. */
const RENDERED_LINE = 'rendered ';

/** What a visitor reads on the page unfiltered, and under Aerospace, written as they read it. */
export const ALL_STUDIES = [
  'Taking a Patient Monitor from Prototype to Steady Production',
  'Scaling a Rugged PLC I/O Module to 50,000+ Units',
  'Building 15,000 Avionics Boards at 99.8% First-Pass Yield',
  'Keeping Substation Monitoring Units Online at 99.5% Uptime',
];
export const AEROSPACE_STUDIES = ['Building 15,000 Avionics Boards at 99.8% First-Pass Yield'];

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&amp;', '&')
    .trim();
/** The study titles a case-studies document shows (the empty state's title where none is published). */
export const studiesShown = (html: string) =>
  [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((match) => text(match[1]!));
/** The filter buttons a case-studies document shows pressed. */
export const filtersPressed = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-pressed="true"[^>]*>(.*?)<\/button>/g)].map((match) => text(match[1]!));

/** The addresses the renderer rendered so far: it prints one line each, which reaches the log a moment later. */
export async function rendersIn(log: CapturedLog): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return log.lines
    .map((line) => String(line.output ?? ''))
    .filter((output) => output.startsWith(RENDERED_LINE))
    .map((output) => output.slice(RENDERED_LINE.length));
}

/** `art.svg?inline` imports, as webpack inlines them (tooling/webpack/inlineArt.ts): a data: URL. */
const inlineArt: Plugin = {
  name: 'inline-art',
  setup(builder) {
    builder.onResolve({ filter: /\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'inline-art',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'inline-art' }, async (args) => ({
      contents: await readFile(args.path),
      loader: 'dataurl',
    }));
  },
};

/** The company group's pages module: the real /case-studies page rendered at the address asked for, a heading for the group's others. */
const companyPagesEntry = `
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import caseStudiesPage from './shared/src/content/pages/company/case-studies';
import { ContentPage } from './shared/src/ui/ContentPage/ContentPage';
const CaseStudies = () => <ContentPage page={caseStudiesPage} />;
const heading = (path) => ({ default: { render: () => '<h1>Page ' + path + '</h1>' } });
export const pages = Object.fromEntries(${JSON.stringify(routesOfGroup('company').map((route) => route.path))}.map((path) => [path, async () => heading(path)]));
pages['/case-studies'] = async () => ({ default: { render: (address) => renderToString(<StaticRouter location={address}><CaseStudies /></StaticRouter>) } });
`;

/**
 * Replaces two of the stand-in builds' server builds: the company group's, whose /case-studies page
 * is the real one (shared's gallery and content, bundled by esbuild with React as a server build
 * carries it), and the shell's, which renders the page it is handed at the address asked for and
 * prints each render. For tests of what a visitor of that page reads, without webpack's builds.
 */
export async function writeCaseStudiesBuilds(builds: StandInBuilds): Promise<void> {
  const bundle = await build({
    stdin: { contents: companyPagesEntry, loader: 'tsx', resolveDir: repoRoot },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    write: false,
    outdir: path.join(builds.root, 'esbuild-out'),
    define: { 'process.env.NODE_ENV': '"production"' },
    // The files and styles a page imports are named only; no browser loads them here.
    loader: { '.svg': 'file', '.module.css': 'local-css', '.css': 'empty' },
    plugins: [inlineArt],
    logLevel: 'error',
  });
  const pagesModule = bundle.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!pagesModule) throw new Error('esbuild wrote no pages module for the company group.');
  const companyDist = builds.remoteDists.company;
  mkdirSync(path.join(companyDist, 'server'), { recursive: true });
  writeFileSync(path.join(companyDist, 'server', 'pages.3333333333.js'), pagesModule.text);
  writeFileSync(path.join(companyDist, 'server-build.json'), JSON.stringify({ module: 'server/pages.3333333333.js' }));
  writeFileSync(
    path.join(builds.shellDist, 'server', 'renderApp.4444444444.js'),
    `exports.renderApp = async ({ url, page }) => {
      const { pathname, search } = new URL(url);
      console.log(${JSON.stringify(RENDERED_LINE)} + pathname + search);
      return { html: '<main>' + (page ? page.module.default.render(pathname + search) : '<h1>Not found</h1>') + '</main>' };
    };`,
  );
  writeFileSync(
    path.join(builds.shellDist, 'server-build.json'),
    JSON.stringify({ module: 'server/renderApp.4444444444.js' }),
  );
}
