import { site } from 'shared/config';

/** The only hosts the site frames: the video player and the map. */
export const FRAME_SOURCES = [site.videoEmbedOrigin, site.mapEmbedOrigin];

/**
 * Content Security Policy of the shell's HTML. Scripts come only from the shell's own origin and
 * the remotes' origins: no inline script, no eval.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): Record<string, string[]> {
  const remotes = [...new Set(remoteOrigins)];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    // The dialogs' scroll lock (react-remove-scroll inside @reach/dialog) injects a <style> element.
    // Inline styles cannot run code; inline scripts stay forbidden.
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', ...remotes],
    fontSrc: ["'self'", ...remotes],
    connectSrc: ["'self'", ...remotes],
    frameSrc: FRAME_SOURCES,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}
