import { VISIT_LANDING_KEY, visitLandingOf } from 'shared/content/leadSource';

/**
 * Notes how the visit began (the referring site's host, the landing page's UTM parameters) in
 * session storage, once per visit, for the contact form to send with a lead. Run by the page's
 * first script on every document, so a visitor who follows a link before the app has started
 * still carries the landing page's campaign. Session storage, not a cookie: it ends with the
 * tab and is never sent to the server by itself. Storage turned off only means no attribution.
 */
export function rememberVisitLanding(window: Window): void {
  try {
    if (window.sessionStorage.getItem(VISIT_LANDING_KEY) !== null) return;
    const landing = visitLandingOf(new URL(window.location.href), window.document.referrer);
    window.sessionStorage.setItem(VISIT_LANDING_KEY, JSON.stringify(landing));
  } catch {
    // Storage refused (a privacy setting): the lead is sent without where the visit began.
  }
}
