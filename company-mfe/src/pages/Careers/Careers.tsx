import { careersPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

/** The /careers page: why work here, the open positions and how to apply. */
export default function Careers() {
  return <ContentPage page={careersPage} />;
}
