import { cablingHarnessPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function CablingHarness() {
  return <ContentPage page={cablingHarnessPage} />;
}
