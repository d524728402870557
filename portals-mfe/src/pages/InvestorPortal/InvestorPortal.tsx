import { investorPortal } from 'shared/content';
import { PortalSignIn } from '../PortalSignIn/PortalSignIn';

export default function InvestorPortal() {
  return <PortalSignIn portal={investorPortal} />;
}
