import { ourStoryPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

/** The /our-story page: who we are, how we got here and what we stand for. */
export default function OurStory() {
  return <ContentPage page={ourStoryPage} />;
}
