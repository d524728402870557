import { site } from '../../../config';
import type { PageRecord } from '../../page';
import { portalHero, signInFields } from '../../portals/signIn';

const investorPortal: PageRecord = {
  hero: {
    ...portalHero,
    eyebrow: 'Investor Portal',
    title: 'Investor dashboard',
    lead: 'Reports, filings and shareholder updates in one place.',
    tag: 'For authorized investors only',
    aside: {
      kind: 'signIn',
      ...signInFields,
      submitLabel: 'Access Dashboard',
      helpLabel: 'Request access credentials',
      accessNote: 'This portal is for authorized investors only.',
      submittedMessage: `Dashboard access is arranged by our investor relations team. Please write to ${site.email} or call ${site.phone.display} to receive your credentials.`,
      helpMessage: `Credentials are issued by investor relations. Please write to ${site.email} or call ${site.phone.display} and we will verify your details.`,
    },
  },
  sections: [],
};

export default investorPortal;
