import { site } from '../../config';

export interface PortalRecord {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly submitLabel: string;
  readonly helpLinkLabel: string;
  /** Why the help link and the sign-in lead to people, not to an account system. */
  readonly accessNote: string;
  /** Shown inline after the visitor submits: access is arranged in person. */
  readonly submittedMessage: string;
  readonly helpMessage: string;
  readonly restriction?: string;
}

export const portalBackLinkLabel = 'Back to Home';

/** The sign-in form both portals share. */
export const portalSignInTexts = {
  emailLabel: 'Email',
  emailPlaceholder: 'you@company.com',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Your password',
} as const;

export const clientPortal: PortalRecord = {
  eyebrow: 'Client Portal',
  title: 'Sign in to your client portal',
  intro: 'Follow your orders, download build documents and read the weekly production updates for your projects.',
  submitLabel: 'Sign In to Portal',
  helpLinkLabel: 'Forgot your password?',
  accessNote: 'Need access? Contact your project manager to set up your portal account.',
  submittedMessage: `Portal accounts are set up by your project manager. Please contact your project manager, or call us at ${site.phone.display}, and we will arrange your access.`,
  helpMessage: `Passwords are reset by your project manager. Please contact your project manager, or call us at ${site.phone.display}.`,
};

export const investorPortal: PortalRecord = {
  eyebrow: 'Investor Portal',
  title: 'Investor dashboard',
  intro: 'Reports, filings and shareholder updates in one place.',
  submitLabel: 'Access Dashboard',
  helpLinkLabel: 'Request access credentials',
  accessNote: 'This portal is for authorized investors only.',
  restriction: 'For authorized investors only',
  submittedMessage: `Dashboard access is arranged by our investor relations team. Please write to ${site.email} or call ${site.phone.display} to receive your credentials.`,
  helpMessage: `Credentials are issued by investor relations. Please write to ${site.email} or call ${site.phone.display} and we will verify your details.`,
};
