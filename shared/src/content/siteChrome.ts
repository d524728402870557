/** Copy of the site-wide chrome (header and footer) that is not a route label or a company fact. */
export const siteChrome = {
  /** The footer speaks of 20+ years; the home page of 25+ (the specification keeps both readings). */
  footerBlurb:
    '20+ years of building circuit boards, cable harnesses and complete systems for OEMs who want a manufacturing partner that picks up the phone. High-mix, low-to-mid-volume work, done by a 100% US workforce.',
  socialTitle: 'Follow us',
} as const;
