import { manufacturingCapabilitiesPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function ManufacturingCapabilities() {
  return <ContentPage page={manufacturingCapabilitiesPage} />;
}
