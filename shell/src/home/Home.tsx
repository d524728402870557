import { homePage } from 'shared/content';
import { ContentPage } from 'shared/ui';

/** The home page: the shell's own route, so it never waits for a remote. It is one record, `homePage`, like every page. */
export function Home() {
  return <ContentPage page={homePage} />;
}
