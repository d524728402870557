import { boxBuildPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function BoxBuild() {
  return <ContentPage page={boxBuildPage} />;
}
