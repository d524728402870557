/**
 * The intake cases' verdicts, apart from the servers so that tests can hand them a lost,
 * duplicated or altered lead and see them fail.
 */
import { contactFields, type ContactRequest } from 'shared/content/contact';
import type { StoredLead } from 'site-server';

/** One filled-in form as the drill sent it, and the lead ids its 2xx answers named. */
export interface SentLead {
  key: string;
  fields: ContactRequest;
  acknowledgedIds: readonly string[];
}

const EXAMPLES_SHOWN = 3;

/** '2 submissions …(keys a, b)': a count, then the first few examples. */
function problem(items: readonly string[], what: string): string[] {
  if (items.length === 0) return [];
  const shown = items.slice(0, EXAMPLES_SHOWN).join(', ');
  return [`${items.length} ${what} (${shown}${items.length > EXAMPLES_SHOWN ? ', …' : ''})`];
}

function differingFields(sent: ContactRequest, stored: ContactRequest): string[] {
  return contactFields.map(({ name }) => name).filter((name) => sent[name] !== stored[name]);
}

/**
 * What is wrong between the leads the intake acknowledged and the leads the store holds: an
 * acknowledged lead missing (lost), a key answered with two leads, a lead stored twice or stored
 * without anyone being told, a lead stored with fields other than those sent. Empty when none.
 */
export function storageProblems(sent: readonly SentLead[], stored: readonly StoredLead[]): string[] {
  const storedById = new Map(stored.map((lead) => [lead.id, lead]));
  const acknowledged = new Set(sent.flatMap((lead) => lead.acknowledgedIds));
  const neverAcknowledged = sent.filter((lead) => lead.acknowledgedIds.length === 0).map((lead) => `key ${lead.key}`);
  const twoAnswers = sent.filter((lead) => new Set(lead.acknowledgedIds).size > 1).map((lead) => `key ${lead.key}`);
  const lost = sent.flatMap((lead) =>
    lead.acknowledgedIds.filter((id) => !storedById.has(id)).map((id) => `lead ${id} of key ${lead.key}`),
  );
  const altered = sent.flatMap((lead) =>
    [...new Set(lead.acknowledgedIds)].flatMap((id) => {
      const storedLead = storedById.get(id);
      const differing = storedLead ? differingFields(lead.fields, storedLead.fields) : [];
      return differing.length > 0 ? [`lead ${id}: ${differing.join(', ')}`] : [];
    }),
  );
  const unacknowledged = stored.filter((lead) => !acknowledged.has(lead.id)).map((lead) => `lead ${lead.id}`);
  return [
    ...problem(lost, 'acknowledged leads are not in the store'),
    ...problem(neverAcknowledged, 'submissions never got a 2xx answer'),
    ...problem(twoAnswers, 'keys were answered with more than one lead'),
    ...problem(altered, 'stored leads differ from what was sent'),
    ...(stored.length === sent.length ? [] : [`${stored.length} leads stored for ${sent.length} distinct keys`]),
    ...problem(unacknowledged, 'stored leads were never acknowledged to anyone (duplicates or strays)'),
  ];
}

/**
 * What is wrong with the webhook's deliveries, counted by the lead id each carried: a stored lead
 * never delivered, delivered more than once, or a delivery of a lead the store does not hold.
 */
export function deliveryProblems(storedIds: readonly string[], deliveredIds: readonly string[]): string[] {
  const deliveries = new Map<string, number>();
  for (const id of deliveredIds) deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
  const stored = new Set(storedIds);
  const never = storedIds.filter((id) => !deliveries.has(id)).map((id) => `lead ${id}`);
  const repeated = [...deliveries].filter(([, count]) => count > 1).map(([id, count]) => `lead ${id} ${count} times`);
  const unknown = [...deliveries.keys()].filter((id) => !stored.has(id)).map((id) => `lead ${id}`);
  return [
    ...problem(never, 'stored leads never reached the webhook'),
    ...problem(repeated, 'leads reached the webhook more than once'),
    ...problem(unknown, 'deliveries were of leads the store does not hold'),
  ];
}

/** An Error listing the problems, for a case to throw; undefined when there are none. */
export function failureOf(problems: readonly string[]): Error | undefined {
  return problems.length > 0 ? new Error(problems.join('; ')) : undefined;
}
