import { caseStudiesPage } from 'shared/content';
import { ContentPage } from 'shared/ui';

/** The /case-studies page: our programs as cards, filtered by industry. */
export default function CaseStudies() {
  return <ContentPage page={caseStudiesPage} />;
}
