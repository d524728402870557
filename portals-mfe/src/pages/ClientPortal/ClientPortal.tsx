import { clientPortal } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function ClientPortal() {
  return <ContentPage page={clientPortal} />;
}
