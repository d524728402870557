/** Copy of the site-wide chrome (header and footer) that is not a route label or a company fact. */
export const siteChrome = {
  /** The footer speaks of 20+ years; the home page of 25+ (the specification keeps both readings). */
  footerBlurb:
    '20+ years of building circuit boards, cable harnesses and complete systems for OEMs who want a manufacturing partner that picks up the phone. High-mix, low-to-mid-volume work, done by a 100% US workforce.',
  socialTitle: 'Follow us',
  /** After the copyright line's year and the company's legal name. */
  rightsReserved: 'All rights reserved.',
  /** Name of the footer's navigation landmark of the legal documents. */
  legalNavigationLabel: 'Legal',
  /** The first link of every page, for keyboard users to pass the header. */
  skipLink: 'Skip to main content',
  /** Our registration numbers' names, short as shown and spelled out for who asks. */
  registrations: {
    dun: { short: 'DUN', full: 'Data Universal Numbering System' },
    cage: { short: 'CAGE', full: 'Commercial and Government Entity' },
  },
} as const;

/** The header's dropdowns and the footer's columns, by the route table's menus. */
export const menuTexts = {
  labels: {
    services: 'Services',
    industries: 'Industries',
    capabilities: 'Capabilities',
    company: 'Our Company',
  },
  /** The staffing offer lives on its own site; the Services menu ends with it. */
  staffingLabel: 'Professional Staffing',
} as const;

/** The main bar of the header. */
export const headerTexts = {
  callLabel: 'Talk to a real person',
  contactLabel: 'Contact Us',
  /** Spoken name of the button that opens the side menu (it shows only an icon). */
  menuButtonLabel: 'Open menu',
  /** Name of the header's navigation landmark. */
  navigationLabel: 'Main',
} as const;

/** The side menu that replaces the dropdowns below the large breakpoint. */
export const sideMenuTexts = {
  title: 'Menu',
  closeLabel: 'Close menu',
  /** Name of the menu's navigation landmark; the header's own is 'Main'. */
  navigationLabel: 'Site',
  contactLabel: 'Contact Us',
  callLabel: (phoneDisplay: string) => `Call ${phoneDisplay}`,
} as const;

/** The page of any path outside the route table. */
export const notFoundTexts = {
  /** Decorative; hidden from screen readers, which hear the title. */
  code: '404',
  title: 'Oops! Page not found',
  /** The explanation is printed around the path the visitor asked for. */
  beforePath: 'There is no page at',
  afterPath: '. It may have moved, or the address may have a typo.',
  homeLinkLabel: 'Return to Home',
} as const;

/** What the shell shows for a route whose remote is loading or could not be loaded. */
export const remotePageTexts = {
  loading: (pageLabel: string) => `Loading ${pageLabel}…`,
  unavailableTitle: (pageLabel: string) => `${pageLabel} is temporarily unavailable`,
  /** Followed by the phone link, `contactSeparator`, the e-mail link and a full stop. */
  unavailableMessage:
    'This part of our site could not be loaded just now. Everything else still works, and you can reach us at',
  contactSeparator: 'or',
  retryLabel: 'Try again',
  homeLinkLabel: 'Return to Home',
} as const;

/** The router's fallback for an unexpected error: this title, then the error's text. */
export const errorPageTexts = {
  title: 'Unexpected Application Error!',
  homeLinkLabel: 'Return to Home',
} as const;

/** What the server writes into every page's document around the rendered page. */
export const documentTexts = {
  /** Shown only when JavaScript is off: pages read and link without it, the contact forms do not send. */
  noScript: (phoneDisplay: string, email: string) =>
    `Our contact forms need JavaScript to send. Call us at ${phoneDisplay} or e-mail ${email}, and a person will answer.`,
  /** Appended to every page title. */
  titleSuffix: (siteName: string) => ` | ${siteName}`,
  notFoundTitle: 'Page not found',
  /** Said to screen readers while a control pressed before the page's code arrived waits for it. */
  pressWaiting: 'Loading, one moment…',
} as const;
