import { createRoot } from 'react-dom/client';
import type { PageLoader, RemoteGroup } from '../routes';
import { StandaloneHarness } from './StandaloneHarness';
import { keepJumpsOnTarget } from '../ui/Section';

export function mountStandalone(group: RemoteGroup, pages: Readonly<Record<string, PageLoader>>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  keepJumpsOnTarget(document);
  createRoot(container).render(<StandaloneHarness group={group} pages={pages} />);
}
