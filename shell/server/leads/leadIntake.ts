import { createHmac } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendSiteError, SiteErrors, siteErrorOf, withDetails } from '../http/errors';
import { site } from 'shared/config';
import { CONTACT_CHALLENGE_STATUS } from 'shared/content/contact';
import { clientOfAddress } from '../http/connectionLimits';
import { answersChallenge, challengeFor } from './challenge';
import { issueFormToken, readFormToken } from './formToken';
import type { LeadForwarder } from './leadForwarder';
import { isHeld, type HoldReason, type LeadStore, type StoredLead } from './leadStore';
import { judgeSubmission } from './spamChecks';
import { validateIdempotencyKey, validateLead } from './validateLead';

export const LEAD_BODY_LIMIT_BYTES = 32 * 1024;
const MULTIPART = 'the form as multipart/form-data';
const DAY_MS = 24 * 60 * 60_000;

export interface LeadIntakeOptions {
  store: LeadStore;
  forwarder?: LeadForwarder;
  /** Posts one client may send per window before the rest are held back as spam (never refused for it). */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Past this many posts in a window a client gets 429, so the store cannot be flooded (ten times rateLimitMax unless set). */
  floodLimitMax?: number;
  /** Posts one client may have stored in a day (a fixed UTC day); past it 429, so a month of one address has a bound in bytes. */
  dailyMax: number;
  /** Told of each attempt to store a post: undefined when it was stored, else why not (the readiness follows it). */
  onStoreOutcome?: (error: unknown) => void;
  /** Told of each lead accepted for the workflow (not of a repeated form's): the metrics count them. */
  onLeadStored?: () => void;
  /** Told of each post held back, with its reasons. */
  onLeadHeld?: (reasons: readonly HoldReason[]) => void;
}

/**
 * POST /api/contact: the contact and quote forms' endpoint on the shell's own origin, and
 * GET /api/contact/token, the form token the form fetches when first used. A post judged spam
 * (shell/server/leads/spamChecks.ts) is stored held back rather than refused, and gets the same
 * answer as any lead; a doubtful one is stored held back and answered 202 with a challenge, which
 * the form solves and sends again under the same Idempotency-Key to release it.
 */
export async function registerLeadIntake(app: FastifyInstance, options: LeadIntakeOptions): Promise<void> {
  const secret = await options.store.intakeSecret();
  const floodLimitMax = options.floodLimitMax ?? options.rateLimitMax * 10;
  // Counted apart from the window's count: a day and a window that start at the same moment must not share a row.
  const dayKey = (client: string) => `day:${client}`;
  const tooMany = () =>
    new SiteErrors.tooManyRequests(
      `Too many requests from your address. Please try again later, or call us at ${site.phone.display}.`,
    );
  // The client's address is personal data: only a keyed hash of it is counted, and nothing keeps it.
  // An IPv6 subscriber holds a whole /64 and may post from any address in it: the /64 is one client.
  const clientKey = (address: string) =>
    createHmac('sha256', secret)
      .update(`client:${clientOfAddress(address)}`)
      .digest('base64url')
      .slice(0, 22);

  await app.register(async (scope) => {
    // Buffered with a hard limit (413 beyond it), then parsed by the platform's own multipart parser.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: LEAD_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      sendSiteError(
        reply,
        siteErrorOf(error, request, {
          bodyLimit: `${LEAD_BODY_LIMIT_BYTES / 1024} KB`,
          accepts: MULTIPART,
          unexpected: 'The request could not be stored. Nothing was saved; please try again.',
        }),
      ),
    );

    scope.get('/api/contact/token', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: issueFormToken(secret) };
    });

    /** The store's answer, told to onStoreOutcome either way. */
    // Counting a post is a write too, and the first a full or failing disk refuses: its failure tells
    // the readiness as a lead's does, but only a stored lead tells it the store takes leads again.
    const storeOutcome = async <T>(writing: Promise<T>, { successTells = true } = {}): Promise<T> => {
      try {
        const written = await writing;
        if (successTells) options.onStoreOutcome?.(undefined);
        return written;
      } catch (error) {
        options.onStoreOutcome?.(error ?? new Error('the store failed'));
        throw error;
      }
    };
    const accepted = (reply: FastifyReply, lead: StoredLead) =>
      reply.code(201).send({ id: lead.id, receivedAt: lead.receivedAt });
    const askForChallenge = async (reply: FastifyReply, lead: StoredLead) =>
      reply.code(CONTACT_CHALLENGE_STATUS).send({
        error: 'challenge_required',
        message: 'Your browser is asked to confirm the request with a short calculation, then to send it again.',
        challenge: await challengeFor(lead.id, secret),
      });

    scope.post(
      '/api/contact',
      { bodyLimit: LEAD_BODY_LIMIT_BYTES },
      async (request: FastifyRequest, reply: FastifyReply) => {
        // Looked at before anything else is read, so a flood costs the server as little as possible.
        const client = clientKey(request.ip);
        const [postsBefore, postsTodayBefore] = await Promise.all([
          options.store.postsCounted(client, options.rateLimitWindowMs),
          options.store.postsCounted(dayKey(client), DAY_MS),
        ]);
        if (postsBefore >= floodLimitMax) {
          request.log.warn({ postsInWindow: postsBefore + 1 }, 'contact posts refused: over the flood limit');
          throw tooMany();
        }
        if (postsTodayBefore >= options.dailyMax) {
          request.log.warn({ postsToday: postsTodayBefore + 1 }, 'contact posts refused: over the daily limit');
          throw tooMany();
        }
        const contentType = request.headers['content-type'] ?? '';
        if (!contentType.toLowerCase().startsWith('multipart/form-data') || !Buffer.isBuffer(request.body)) {
          throw new SiteErrors.unsupportedMediaType(MULTIPART);
        }
        const idempotency = validateIdempotencyKey(request.raw.rawHeaders);
        if (!idempotency.ok)
          throw withDetails(new SiteErrors.invalidIdempotencyKey(idempotency.problem.message), {
            header: idempotency.problem.header,
          });
        let form: FormData;
        try {
          form = await new Response(new Uint8Array(request.body), {
            headers: { 'content-type': contentType },
          }).formData();
        } catch {
          throw new SiteErrors.unreadableForm();
        }
        const result = validateLead(form.entries());
        if (!result.ok)
          throw withDetails(new SiteErrors.invalidField(result.problem.message), {
            field: result.problem.field,
            reason: result.problem.reason,
          });
        // Only a post that could be a lead counts: refused ones (415, 400) store nothing, and must not
        // spend a shared address's budget (an office, a carrier's NAT) for the buyer who posts next;
        // nor does a form sent again under its key, which stores nothing either (a retry, or a replay).
        const retry = idempotency.key !== undefined && (await options.store.hasIdempotencyKey(idempotency.key));
        const [postsInWindow, postsToday] = retry
          ? [postsBefore, postsTodayBefore]
          : await storeOutcome(
              Promise.all([
                options.store.countPost(client, options.rateLimitWindowMs),
                options.store.countPost(dayKey(client), DAY_MS),
              ]),
              { successTells: false },
            );
        // Posts that raced past the look above are caught here, before anything is stored.
        if (postsToday > options.dailyMax) {
          request.log.warn({ postsToday }, 'contact posts refused: over the daily limit');
          throw tooMany();
        }

        const token = readFormToken(result.checks.token, secret);
        const verdict = judgeSubmission({
          fields: result.lead,
          honeypot: result.checks.honeypot,
          token,
          postsInWindow,
          rateLimitMax: options.rateLimitMax,
          now: Date.now(),
        });
        const { lead, created } = await storeOutcome(
          options.store.add(result.lead, {
            idempotencyKey: idempotency.key,
            source: result.source,
            hold:
              verdict.kind === 'accept'
                ? undefined
                : { reasons: verdict.reasons, ...(verdict.kind === 'challenge' ? { awaitingChallenge: true } : {}) },
            tokenNonce: token.ok ? token.nonce : undefined,
          }),
        );

        if (!created) {
          // The same form again: a retry, or the answer to the challenge it was asked.
          if (!lead.hold?.awaitingChallenge || !isHeld(lead)) {
            request.log.info({ leadId: lead.id, repeated: true }, 'lead already stored under this idempotency key');
            return accepted(reply, lead);
          }
          if (!result.checks.challenge) return askForChallenge(reply, lead);
          if (await answersChallenge(result.checks.challenge, lead.id, secret)) {
            await options.store.updateHold(lead.id, { release: 'challenge' });
            options.forwarder?.leadStored();
            options.onLeadStored?.();
            request.log.info({ leadId: lead.id }, 'lead released: its challenge was answered');
          } else {
            await options.store.updateHold(lead.id, { challengeFailed: true });
            options.onLeadHeld?.(['challenge_failed']);
            request.log.info({ leadId: lead.id, reasons: ['challenge_failed'] }, 'lead held back');
          }
          return accepted(reply, lead);
        }

        if (lead.hold?.awaitingChallenge) {
          request.log.info(
            { leadId: lead.id, reasons: lead.hold.reasons },
            'lead held until its challenge is answered',
          );
          return askForChallenge(reply, lead);
        }
        if (isHeld(lead)) {
          options.onLeadHeld?.(lead.hold!.reasons);
          request.log.info({ leadId: lead.id, reasons: lead.hold!.reasons }, 'lead held back');
        } else {
          options.forwarder?.leadStored();
          options.onLeadStored?.();
          request.log.info({ leadId: lead.id, repeated: false }, 'lead stored');
        }
        // Held back or not, the same answer: nothing for a bot to learn from.
        return accepted(reply, lead);
      },
    );
  });
}
