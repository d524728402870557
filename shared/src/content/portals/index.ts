import { site } from '../../config';
import type { PageHeroRecord, PageRecord, SignInRecord } from '../page';

/** The sign-in form's fields, the same on both portals. */
const fields = {
  emailLabel: 'Email',
  emailPlaceholder: 'you@company.com',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Your password',
} as const satisfies Partial<SignInRecord>;

/** A portal is a sign-in card on its own, under a way back home. */
const portalHero = {
  layout: 'card',
  back: { kind: 'route', label: 'Back to Home', to: '/' },
  icon: 'lock',
} as const satisfies Partial<PageHeroRecord>;

export const clientPortal: PageRecord = {
  hero: {
    ...portalHero,
    eyebrow: 'Client Portal',
    title: 'Sign in to your client portal',
    lead: 'Follow your orders, download build documents and read the weekly production updates for your projects.',
    aside: {
      kind: 'signIn',
      ...fields,
      submitLabel: 'Sign In to Portal',
      helpLabel: 'Forgot your password?',
      accessNote: 'Need access? Contact your project manager to set up your portal account.',
      submittedMessage: `Portal accounts are set up by your project manager. Please contact your project manager, or call us at ${site.phone.display}, and we will arrange your access.`,
      helpMessage: `Passwords are reset by your project manager. Please contact your project manager, or call us at ${site.phone.display}.`,
    },
  },
  sections: [],
};

export const investorPortal: PageRecord = {
  hero: {
    ...portalHero,
    eyebrow: 'Investor Portal',
    title: 'Investor dashboard',
    lead: 'Reports, filings and shareholder updates in one place.',
    tag: 'For authorized investors only',
    aside: {
      kind: 'signIn',
      ...fields,
      submitLabel: 'Access Dashboard',
      helpLabel: 'Request access credentials',
      accessNote: 'This portal is for authorized investors only.',
      submittedMessage: `Dashboard access is arranged by our investor relations team. Please write to ${site.email} or call ${site.phone.display} to receive your credentials.`,
      helpMessage: `Credentials are issued by investor relations. Please write to ${site.email} or call ${site.phone.display} and we will verify your details.`,
    },
  },
  sections: [],
};
