import { site } from '../../../config';
import type { PageRecord } from '../../page';
import { portalHero, signInFields } from '../../portals/signIn';

const clientPortal: PageRecord = {
  hero: {
    ...portalHero,
    eyebrow: 'Client Portal',
    title: 'Sign in to your client portal',
    lead: 'Follow your orders, download build documents and read the weekly production updates for your projects.',
    aside: {
      kind: 'signIn',
      ...signInFields,
      submitLabel: 'Sign In to Portal',
      helpLabel: 'Forgot your password?',
      accessNote: 'Need access? Contact your project manager to set up your portal account.',
      submittedMessage: `Portal accounts are set up by your project manager. Please contact your project manager, or call us at ${site.phone.display}, and we will arrange your access.`,
      helpMessage: `Passwords are reset by your project manager. Please contact your project manager, or call us at ${site.phone.display}.`,
    },
  },
  sections: [],
};

export default clientPortal;
