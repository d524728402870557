import { prototypingPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function Prototyping() {
  return <ContentPage page={prototypingPage} />;
}
