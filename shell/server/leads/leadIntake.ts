import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { site } from 'shared/config';
import type { LeadForwarder } from './leadForwarder';
import type { LeadStore } from './leadStore';
import { validateIdempotencyKey, validateLead } from './validateLead';

export const LEAD_BODY_LIMIT_BYTES = 32 * 1024;

export interface LeadIntakeOptions {
  store: LeadStore;
  forwarder?: LeadForwarder;
  /** Requests one address may send per window before getting 429. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Told of each lead stored (not of a repeated form's): the metrics count them. */
  onLeadStored?: () => void;
}

function problem(reply: FastifyReply, status: number, error: string, message: string, field?: string) {
  return reply.code(status).send(field ? { error, field, message } : { error, message });
}

/** POST /api/contact: the contact and quote forms' endpoint on the shell's own origin. */
export async function registerLeadIntake(app: FastifyInstance, options: LeadIntakeOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'too_many_requests',
        message: `Too many requests from your address. Please try again in ${context.after}, or call us at ${site.phone.display}.`,
      }),
    });
    // Buffered with a hard limit (413 beyond it), then parsed by the platform's own multipart parser.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: LEAD_BODY_LIMIT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) return problem(reply, 413, 'payload_too_large', `A contact request may be at most ${LEAD_BODY_LIMIT_BYTES / 1024} KB.`);
      if (status === 415) return problem(reply, 415, 'unsupported_media_type', 'Send the form as multipart/form-data.');
      if (status === 429) return reply.code(429).send(error);
      if (status >= 400 && status < 500) return problem(reply, status, 'bad_request', error.message);
      reply.log.error(error);
      return problem(reply, 500, 'internal_error', 'The request could not be stored. Nothing was saved; please try again.');
    });

    scope.post(
      '/api/contact',
      {
        bodyLimit: LEAD_BODY_LIMIT_BYTES,
        config: { rateLimit: { max: options.rateLimitMax, timeWindow: options.rateLimitWindowMs } },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const contentType = request.headers['content-type'] ?? '';
        if (!contentType.toLowerCase().startsWith('multipart/form-data') || !Buffer.isBuffer(request.body)) {
          return problem(reply, 415, 'unsupported_media_type', 'Send the form as multipart/form-data.');
        }
        const idempotency = validateIdempotencyKey(request.raw.rawHeaders);
        if (!idempotency.ok) return reply.code(400).send(idempotency.problem);
        let form: FormData;
        try {
          form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': contentType } }).formData();
        } catch {
          return problem(reply, 400, 'malformed_body', 'The multipart body could not be read.');
        }
        const result = validateLead(form.entries());
        if (!result.ok) return reply.code(400).send(result.problem);
        // A key seen before gets the first lead's answer, exactly as the first request got it.
        const { lead, created } = await options.store.add(result.lead, { idempotencyKey: idempotency.key });
        if (created) {
          options.forwarder?.leadStored();
          options.onLeadStored?.();
        }
        request.log.info({ leadId: lead.id, repeated: !created }, created ? 'lead stored' : 'lead already stored under this idempotency key');
        return reply.code(201).send({ id: lead.id, receivedAt: lead.receivedAt });
      },
    );
  });
}
