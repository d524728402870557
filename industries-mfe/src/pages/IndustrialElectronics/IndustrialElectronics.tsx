import { industrialElectronicsPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function IndustrialElectronics() {
  return <ContentPage page={industrialElectronicsPage} />;
}
