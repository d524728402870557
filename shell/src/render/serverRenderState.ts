import { pinnedFilesIn, SERVER_RENDER_STATE_ID, type ServerRenderState } from 'shared/document';

/** What the server said about the HTML it rendered, read back in the browser; null when the page was rendered in the browser. */
export function readServerRenderState(document: Document): ServerRenderState | null {
  const text = document.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string') {
      const { path, remotes, pinned } = value as { path: string; remotes?: unknown; pinned?: unknown };
      const named =
        typeof remotes === 'object' && remotes !== null
          ? Object.entries(remotes).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          : [];
      const pinnedFiles = pinnedFilesIn(pinned);
      return {
        path,
        ...(named.length > 0 ? { remotes: Object.fromEntries(named) } : {}),
        ...(pinnedFiles ? { pinned: pinnedFiles } : {}),
      };
    }
  } catch {
    // Unreadable state: render in the browser as before.
  }
  return null;
}
