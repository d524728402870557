import type { PageHeroRecord, SignInRecord } from '../page';

/** The sign-in form's fields, the same on both portals. */
export const signInFields = {
  emailLabel: 'Email',
  emailPlaceholder: 'you@company.com',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Your password',
} as const satisfies Partial<SignInRecord>;

/** A portal is a sign-in card on its own, under a way back home. */
export const portalHero = {
  layout: 'card',
  back: { kind: 'route', label: 'Back to Home', to: '/' },
  icon: 'lock',
} as const satisfies Partial<PageHeroRecord>;
