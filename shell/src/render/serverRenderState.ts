/** What the server tells the browser about the HTML it rendered, in a `type="application/json"` script (no inline code, CSP unchanged). */
export interface ServerRenderState {
  /** The path whose page is in #root. */
  path: string;
  /**
   * Where each group's manifest was when this page was rendered: the page's code comes from the same
   * releases as its HTML, whatever is promoted while it loads (a release's files stay served until pruned).
   */
  remotes?: Record<string, string>;
}

export const SERVER_RENDER_STATE_ID = 'server-render-state';

/** A `<script>` data block: JSON the browser never runs, with '<' escaped so no text can close the element early. */
export function jsonDataBlock(type: 'application/json' | 'application/ld+json', value: unknown, id?: string): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="${type}"${id ? ` id="${id}"` : ''}>${json}</script>`;
}

export function serverRenderStateScript(state: ServerRenderState): string {
  return jsonDataBlock('application/json', state, SERVER_RENDER_STATE_ID);
}

export function readServerRenderState(document: Document): ServerRenderState | null {
  const text = document.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string') {
      const { path, remotes } = value as { path: string; remotes?: unknown };
      const named = typeof remotes === 'object' && remotes !== null ? Object.entries(remotes).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];
      return named.length > 0 ? { path, remotes: Object.fromEntries(named) } : { path };
    }
  } catch {
    // Unreadable state: render in the browser as before.
  }
  return null;
}
