/**
 * The file paths and npm scripts a doc names, each looked up in the repository. The rules are
 * stated in docReferences.test.ts, which holds README.md and docs/ to them.
 */
import path from 'node:path';
import type { RepositoryIndex, WorkspacePackage } from './repositoryIndex';

export interface Finding {
  /** The doc, relative to the repository's root. */
  doc: string;
  line: number;
  /** What the doc names, as written. */
  reference: string;
  problem: string;
}

/** Files written by hand, whose bare name is checked; a bare `.js`, `.css` or `.json` name is often one a build or the server writes. */
const SOURCE_FILE = /^[^.].*\.(ts|tsx|cjs|mjs|md|vcl|yml|yaml|sh)$/;
/** URLs, globs, placeholders, variables, options, home folders and `host:port`: none names one file of the repository. */
const NOT_A_PATH = /[:*?[\]{}<>$~…\s=,"']|\.\.\.|^\.\.\/|\.js$/;
/** `<app>`, `…` or `...` stand for a name the reader fills in. */
const PLACEHOLDER = /[<>…]|\.\.\./;
const MEDIA_TYPE = /^(application|audio|font|image|multipart|text|video)\/[\w.+-]+$/;
const URL_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** The code spans of a line, without their backticks. */
function codeSpans(line: string): string[] {
  return [...line.matchAll(/(`+)(.+?)\1/g)].map((match) => (match[2] ?? '').trim());
}

/** Where the links and images of a line point, anchor included, title left out. */
function linkTargets(line: string): string[] {
  return [...line.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
}

interface NpmCommand {
  text: string;
  script: string;
  /** The `-w` workspaces it runs in; none for the root. */
  workspaces: string[];
}

/** `npm run X`, `npm run X -- …`, `npm test` and `npm start`, with their `-w` workspaces; other npm commands are none of the repository's. */
function npmCommands(line: string): NpmCommand[] {
  return [...line.matchAll(/\bnpm\s+([^`&|;)#\n]*)/g)].flatMap((match) => {
    const words = (match[1] ?? '').trim().split(/\s+/);
    const workspaces: string[] = [];
    const options = (from: number): number => {
      let at = from;
      for (let word = words[at]; word?.startsWith('-') && word !== '--'; word = words[at]) {
        const [flag, value] = word.split('=');
        if (flag === '-w' || flag === '--workspace') workspaces.push(value ?? words[++at] ?? '');
        at += 1;
      }
      return at;
    };
    let at = options(0);
    const command = words[at++];
    if (command !== 'run' && command !== 'run-script' && command !== 'test' && command !== 'start') return [];
    at = options(at);
    const script = command === 'test' || command === 'start' ? command : (words[at++] ?? '').replace(/[.,:;]+$/, '');
    options(at);
    if (!script || PLACEHOLDER.test(script)) return [];
    return [{ text: match[0].trim(), script, workspaces }];
  });
}

function workspacesNamed(index: RepositoryIndex, named: string): WorkspacePackage[] {
  const pattern = new RegExp(`^${named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '.+')}$`);
  return index.workspaces.filter((workspace) => pattern.test(workspace.name) || pattern.test(workspace.dir));
}

function scriptProblem(command: NpmCommand, index: RepositoryIndex): string | undefined {
  if (command.workspaces.length === 0) {
    return index.rootScripts.has(command.script) ? undefined : `no script "${command.script}" in package.json`;
  }
  const problems = command.workspaces.flatMap((named) => {
    const matched = workspacesNamed(index, named);
    if (matched.length === 0) return [`no workspace ${named}`];
    const lacking = matched.filter((workspace) => !workspace.scripts.has(command.script));
    return lacking.map((workspace) => `no script "${command.script}" in ${workspace.dir}/package.json`);
  });
  return problems.length > 0 ? problems.join('; ') : undefined;
}

const workspaceOf = (reference: string, index: RepositoryIndex): WorkspacePackage | undefined =>
  index.workspaces.find((workspace) => workspace.name === reference.split('/')[0]);

/** A name such as `shared/routes`: an entry point in its workspace's `exports`. */
function isEntryPoint(reference: string, index: RepositoryIndex): boolean {
  const workspace = workspaceOf(reference, index);
  return workspace !== undefined && workspace.exports.has(reference.slice(workspace.name.length));
}

/** Why a path the doc's text names is not in the repository, or undefined when it is or is none of the repository's. */
function namedPathProblem(span: string, index: RepositoryIndex): string | undefined {
  const named = span.replace(/:\d+(-\d+)?$/, '').replace(/^\.\//, '');
  if (NOT_A_PATH.test(named) || named.startsWith('/') || MEDIA_TYPE.test(named)) return undefined;
  if (!named.includes('/') && !SOURCE_FILE.test(named)) return undefined;
  const clean = named.replace(/\/$/, '');
  const [first = ''] = clean.split('/');
  // `10.0.0.0/8`, `import-x/no-restricted-paths` or `@scope/package` start in no folder or workspace of the repository.
  if (clean.includes('/') && !index.folderNames.has(first) && !workspaceOf(clean, index)) return undefined;
  if (clean.split('/').some((part) => index.ignored.has(part)) || index.written.has(clean)) return undefined;
  if (index.paths.has(clean) || isEntryPoint(clean, index)) return undefined;
  if (!clean.includes('/')) return index.names.has(clean) ? undefined : 'no file of this name in the repository';
  return index.tails.has(clean) ? undefined : 'no such file or folder';
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as '-', a repeat numbered. */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const anchor = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let numbered = anchor;
    for (let count = 1; anchors.has(numbered); count += 1) numbered = `${anchor}-${count}`;
    anchors.add(numbered);
  }
  return anchors;
}

/** Why a link's target is not in the repository, or undefined when it is, or is a URL. An anchor into a Markdown page must be one of its headings. */
function linkProblem(doc: string, text: string, target: string, index: RepositoryIndex): string | undefined {
  const [file = '', anchor] = target.replace(/\?[^#]*/, '').split('#');
  if (URL_SCHEME.test(file) || file.startsWith('/')) return undefined;
  const resolved = file
    ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), decodeURI(file))).replace(/\/$/, '')
    : doc;
  if (resolved.startsWith('../') || resolved.split('/').some((part) => index.ignored.has(part))) return undefined;
  if (!index.paths.has(resolved) && resolved !== doc) return `no such file or folder: ${resolved}`;
  if (!anchor || !resolved.endsWith('.md')) return undefined;
  return headingAnchors(resolved === doc ? text : index.text(resolved)).has(anchor)
    ? undefined
    : `no heading #${anchor} in ${resolved}`;
}

/** Every path and npm script the doc names that the repository lacks, with the line it is on. */
export function checkDoc(doc: string, text: string, index: RepositoryIndex): Finding[] {
  const findings: Finding[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, at) => {
    const found = (reference: string, problem: string | undefined): void => {
      if (problem) findings.push({ doc, line: at + 1, reference, problem });
    };
    const mark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (mark) {
      if (fence === undefined) fence = mark;
      else if (fence === mark) fence = undefined;
      return;
    }
    for (const command of npmCommands(line)) found(command.text, scriptProblem(command, index));
    // A fenced block is a shell session or a drawing: only its npm commands are held to the repository.
    if (fence) return;
    // A command's words are checked one by one: `tsx drill/serverEntry.ts` names a file too.
    for (const word of codeSpans(line).flatMap((span) => span.split(/\s+/))) found(word, namedPathProblem(word, index));
    for (const target of linkTargets(line)) found(target, linkProblem(doc, text, target, index));
  });
  return findings;
}
