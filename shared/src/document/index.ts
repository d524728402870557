/** What the server and the shell's browser code agree on about a document: its head, and the state the server renders into it. */
export { documentTitleFor, metaDescriptionFor } from './documentHead';
export {
  DOCUMENT_RELEASES_ID,
  documentReleasesScript,
  groupEntriesIn,
  type GroupEntries,
  jsonDataBlock,
  pinnedFilesIn,
  SERVER_RENDER_STATE_ID,
  serverRenderStateScript,
  type PinnedFiles,
  type ServerRenderState,
  VIEW_TIMING_NAME,
} from './serverRenderState';
