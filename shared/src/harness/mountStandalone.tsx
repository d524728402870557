import { createRoot } from 'react-dom/client';
import type { PageLoader, RemoteGroup } from '../routes';
import { StandaloneHarness } from './StandaloneHarness';

export function mountStandalone(group: RemoteGroup, pages: Readonly<Record<string, PageLoader>>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  createRoot(container).render(<StandaloneHarness group={group} pages={pages} />);
}
