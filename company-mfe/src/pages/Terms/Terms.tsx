import { termsPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

/** The /terms page: the rules for using the site and the terms of our quotes and orders. */
export default function Terms() {
  return <ContentPage page={termsPage} />;
}
