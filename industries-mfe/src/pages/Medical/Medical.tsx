import { medicalPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function Medical() {
  return <ContentPage page={medicalPage} />;
}
