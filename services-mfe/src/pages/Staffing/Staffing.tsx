import { staffingPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function Staffing() {
  return <ContentPage page={staffingPage} />;
}
