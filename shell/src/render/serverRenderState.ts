import { groupEntriesIn, pinnedFilesIn, SERVER_RENDER_STATE_ID, type ServerRenderState } from 'shared/document';

/** What the server said about the HTML it rendered, read back in the browser; null when the page was rendered in the browser. */
export function readServerRenderState(document: Document): ServerRenderState | null {
  const text = document.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string') {
      const { path, remotes, singletons, pinned } = value as Record<string, unknown> & { path: string };
      const groups = groupEntriesIn(remotes, singletons);
      const pinnedFiles = pinnedFilesIn(pinned);
      return {
        path,
        ...(groups ? { remotes: groups.entries, singletons: groups.singletons } : {}),
        ...(pinnedFiles ? { pinned: pinnedFiles } : {}),
      };
    }
  } catch {
    // Unreadable state: render in the browser as before.
  }
  return null;
}
