import { qualityTestingPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function QualityTesting() {
  return <ContentPage page={qualityTestingPage} />;
}
