import createError from '@fastify/error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every refusal the site's JSON endpoints answer with, in one place: its code (what the answer's
 * `error` says), its status and its message. A route throws one; its scope's error handler passes
 * it through `siteErrorOf` to `sendSiteError`, which sends `{ error: code, message }` and its
 * details. Fastify's own errors (a body too large, another content type, a body that breaks a
 * route's schema) are answered in the same shape.
 */
export const SiteErrors = {
  badRequest: createError('bad_request', '%s', 400),
  malformedBody: createError('malformed_body', 'The body is not JSON.', 400),
  unreadableForm: createError('malformed_body', 'The multipart body could not be read.', 400),
  notAsDeclared: createError('invalid_body', 'The body was refused: %s.', 400),
  payloadTooLarge: createError('payload_too_large', 'The body may be at most %s.', 413),
  unsupportedMediaType: createError('unsupported_media_type', 'Send %s.', 415),
  tooManyRequests: createError('too_many_requests', '%s', 429),
  otherSite: createError('forbidden', "Reports are taken from this site's own pages only.", 403),
  notServedRelease: createError(
    'unknown_release',
    'The report names a release this site does not serve (%s): its figures belong to no release being judged.',
    422,
  ),
  internal: createError('internal_error', '%s', 500),
  // The contact intake's: the form reads `field` and `reason` to show the visitor which field to mend.
  invalidField: createError('invalid_field', '%s', 400),
  invalidIdempotencyKey: createError('invalid_idempotency_key', '%s', 400),
  // The release API's.
  tokenRequired: createError('token_required', 'A valid release token is required.', 401),
  tokenNotForApp: createError('token_not_for_app', 'This token may not change %s.', 403),
  noSuchApp: createError('no_such_app', 'No app "%s". Apps: %s.', 404),
  notAReleaseId: createError('not_a_release_id', '"%s" is not a release id.', 404),
  noSuchRelease: createError('no_such_release', '%s has no release %s.', 404),
  releaseRefused: createError('release_refused', '%s', 409),
  noPreviewLinks: createError(
    'no_preview_links',
    'This site makes no preview links: set PREVIEW_SECRET on every server.',
    503,
  ),
} as const;

export interface SiteError {
  code: string;
  statusCode: number;
  message: string;
  /** What the answer names besides its message: the field or header it is about. */
  details?: Record<string, string>;
}

/** A refusal that names what it is about, sent beside its code and message. */
export function withDetails<E extends SiteError>(error: E, details: Record<string, string>): E {
  error.details = details;
  return error;
}

/** How a scope's refusals say its limits, and what its unexpected failure tells the caller. */
export interface ErrorWording {
  /** The body limit, as a person reads it ('8 KB'). */
  bodyLimit: string;
  /** What to send instead of another content type ('the form as multipart/form-data'). */
  accepts: string;
  /** Said for a failure of the server's own; its cause goes to the log only. */
  unexpected: string;
}

/** A body that breaks a route's schema, in one sentence: where (as a JSON pointer) and what. */
function schemaProblem(error: FastifyError): string {
  const [first] = error.validation ?? [];
  if (!first) return error.message;
  const where = first.instancePath || 'the body';
  const extra = (first.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  return `${where} ${first.message ?? 'is not as declared'}${extra ? ` (${extra})` : ''}`;
}

/**
 * What an error thrown in a route is answered as: a catalogue error as it is; Fastify's own by
 * their status; anything else is the server's fault, logged and answered without its details.
 */
export function siteErrorOf(error: FastifyError, request: FastifyRequest, limits: ErrorWording): SiteError {
  if (Object.values(SiteErrors).some((known) => error instanceof known)) return error as SiteError;
  if (error.validation) return new SiteErrors.notAsDeclared(schemaProblem(error));
  const status = error.statusCode ?? 500;
  if (status === 413) return new SiteErrors.payloadTooLarge(limits.bodyLimit);
  if (status === 415) return new SiteErrors.unsupportedMediaType(limits.accepts);
  if (status === 429) return new SiteErrors.tooManyRequests(error.message);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
    return new SiteErrors.malformedBody();
  if (status >= 400 && status < 500) return new SiteErrors.badRequest(error.message);
  request.log.error({ reason: error.message }, limits.unexpected);
  return new SiteErrors.internal(limits.unexpected);
}

export function sendSiteError(reply: FastifyReply, error: SiteError) {
  // @fastify/error upper-cases a code; answers keep the lower-case codes clients already read.
  return reply
    .code(error.statusCode)
    .send({ error: error.code.toLowerCase(), message: error.message, ...error.details });
}
