import { contactFieldMaxLength, contactFields } from 'shared/content/contact';
import { LEAD_SOURCE_VALUE_MAX_LENGTH, type LeadSource } from 'shared/content/leadSource';
import { wellFormed } from 'shared/text';
import { isLeadRecord } from './leadFiles';
import type { ExportedLead } from './leadStore';
import { isUuid } from './postgresLeadRows';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './validateLead';

/** A clock a day fast, or a backup made across time zones by hand, is still in time; a lead from later is no lead of ours. */
const FUTURE_ALLOWED_MS = 24 * 60 * 60_000;
/** A form token's nonce is short; anything longer was not made by the intake. */
const TOKEN_NONCE_MAX_LENGTH = 200;
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * One line of a backup (`npm run leads -- export`) as a lead to restore, or an error naming the line
 * and what no store of ours could have written: an id that is no UUID, a time that is none or
 * later than now, a field longer than the form takes, a key or nonce of another shape, a delivery
 * status that is none. What older releases stored and the intake refuses today (control
 * characters) is kept as it was, so every backup we made still imports; a half character an older
 * release's cut left is mended to U+FFFD, as it is no text any store takes.
 */
export function backupLeadOf(value: unknown, line: number, now = Date.now()): ExportedLead {
  const refuse = (what: string): never => {
    throw new Error(`Line ${line} of the backup ${what}. Nothing was imported.`);
  };
  if (!isLeadRecord(value)) return refuse('is not a lead');
  const lead = value as ExportedLead;
  if (!isUuid(lead.id)) refuse('has an id that is no UUID');
  if (!isTime(lead.receivedAt)) refuse('has a time of receipt that is no time');
  if (Date.parse(lead.receivedAt) > now + FUTURE_ALLOWED_MS) refuse('was received later than now');
  const fields = Object.fromEntries(
    contactFields.map(({ name }) => {
      const text = wellFormed(lead.fields[name]);
      if (text.length > contactFieldMaxLength[name])
        refuse(
          `has a ${name} of ${text.length} characters, longer than the form takes (${contactFieldMaxLength[name]})`,
        );
      return [name, text];
    }),
  ) as ExportedLead['fields'];
  const mended = (text: unknown, what: string) => {
    if (typeof text !== 'string') return refuse(`has a ${what} that is not text`);
    if (text.length > LEAD_SOURCE_VALUE_MAX_LENGTH)
      refuse(`has a ${what} longer than ${LEAD_SOURCE_VALUE_MAX_LENGTH} characters`);
    return wellFormed(text);
  };
  const { page, form, referrerHost, utm } = (lead.source ?? {}) as LeadSource;
  const source: LeadSource = {};
  if (page !== undefined) source.page = mended(page, 'source page');
  if (form !== undefined) source.form = mended(form, 'source form') as LeadSource['form'];
  if (referrerHost !== undefined) source.referrerHost = mended(referrerHost, 'referrer');
  if (utm !== undefined)
    source.utm = Object.fromEntries(Object.entries(utm).map(([name, text]) => [name, mended(text, name)]));
  const { idempotencyKey, tokenNonce, delivered } = lead;
  if (
    idempotencyKey !== undefined &&
    (typeof idempotencyKey !== 'string' ||
      idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH ||
      !PRINTABLE_ASCII.test(idempotencyKey))
  )
    refuse(`has an idempotency key that is not 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`);
  if (
    tokenNonce !== undefined &&
    (typeof tokenNonce !== 'string' || tokenNonce.length > TOKEN_NONCE_MAX_LENGTH || !PRINTABLE_ASCII.test(tokenNonce))
  )
    refuse('has a form token nonce of another shape than the intake makes');
  if (
    delivered !== undefined &&
    (!isTime(delivered.at) || !Number.isInteger(delivered.status) || delivered.status < 100 || delivered.status > 599)
  )
    refuse('has a delivery that is no time and HTTP status');
  return { ...lead, fields, source };
}
