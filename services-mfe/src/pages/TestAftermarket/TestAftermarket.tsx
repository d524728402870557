import { testAftermarketPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function TestAftermarket() {
  return <ContentPage page={testAftermarketPage} />;
}
