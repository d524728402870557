import { investorPortal } from 'shared/content';
import { ContentPage } from 'shared/ui';

export default function InvestorPortal() {
  return <ContentPage page={investorPortal} />;
}
