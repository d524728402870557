import { privacyPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

/** The /privacy page: what the site collects, why, for how long, and the visitor's rights. */
export default function Privacy() {
  return <ContentPage page={privacyPage} />;
}
