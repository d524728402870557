import { energyUtilityPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function EnergyUtility() {
  return <ContentPage page={energyUtilityPage} />;
}
