import { aerospaceDefensePage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function AerospaceDefense() {
  return <ContentPage page={aerospaceDefensePage} />;
}
