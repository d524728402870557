import { certificationsPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function Certifications() {
  return <ContentPage page={certificationsPage} />;
}
