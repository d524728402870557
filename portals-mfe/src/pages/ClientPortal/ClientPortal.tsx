import { clientPortal } from 'shared/content';
import { PortalSignIn } from '../PortalSignIn/PortalSignIn';

export default function ClientPortal() {
  return <PortalSignIn portal={clientPortal} />;
}
