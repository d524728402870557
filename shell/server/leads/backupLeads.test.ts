import { sampleLead } from '../../../test-support/leads/leadFixtures';
import { backupLeadOf } from './backupLeads';

const NOW = Date.parse('2026-12-07T12:00:00.000Z');
const line = (changes: Record<string, unknown> = {}) => ({
  id: '3f6c1f0e-8a51-4c2e-9c07-2f1b4a9d6e10',
  receivedAt: '2026-12-01T09:00:00.000Z',
  fields: sampleLead,
  source: { page: '/medical', utm: { utm_source: 'newsletter' } },
  ...changes,
});
const read = (value: unknown) => () => backupLeadOf(value, 7, NOW);

describe('a line of a backup', () => {
  test('as export writes it, a lead to restore as it was', () => {
    const lead = line({
      idempotencyKey: 'form-1',
      tokenNonce: 'nonce-1',
      delivered: { at: '2026-12-01T09:00:01.000Z', status: 200 },
    });
    expect(backupLeadOf(lead, 7, NOW)).toEqual(lead);
  });

  test('what an older release stored and the intake refuses today (a control character) is kept, so every backup we made imports', () => {
    const old = line({ fields: { ...sampleLead, firstName: 'Ada\u001b[31m' } });
    expect(backupLeadOf(old, 7, NOW).fields.firstName).toBe('Ada\u001b[31m');
  });

  test('half a character, cut by an older release, is mended to U+FFFD in the fields and the source', () => {
    const halved = line({
      fields: { ...sampleLead, companyName: 'Northwind \ud83d' },
      source: { utm: { utm_campaign: 'spring \ude00' } },
    });
    const lead = backupLeadOf(halved, 7, NOW);
    expect(lead.fields.companyName).toBe('Northwind \ufffd');
    expect(lead.source.utm?.utm_campaign).toBe('spring \ufffd');
  });

  test.each([
    ['no lead at all', null, 'Line 7 of the backup is not a lead. Nothing was imported.'],
    ['an id that is no UUID', line({ id: '../../etc/passwd' }), 'Line 7 of the backup has an id that is no UUID.'],
    ['a time of receipt that is none', line({ receivedAt: 'yesterday' }), 'has a time of receipt that is no time'],
    [
      'a lead received in the year 2999, which no retention pass would remove',
      line({ receivedAt: '2999-01-01T00:00:00.000Z' }),
      'was received later than now',
    ],
    [
      'project details 250 times longer than the form takes',
      line({ fields: { ...sampleLead, projectDetails: 'x'.repeat(2_000_000) } }),
      'has a projectDetails of 2000000 characters, longer than the form takes (8000)',
    ],
    [
      'a source value longer than a campaign name',
      line({ source: { page: `/${'p'.repeat(500)}` } }),
      'has a source page longer than 200 characters',
    ],
    [
      'an idempotency key starting with NUL',
      line({ idempotencyKey: '\u0000key' }),
      'has an idempotency key that is not 1 to 200 printable ASCII characters',
    ],
    [
      'a delivery with no status',
      line({ delivered: { at: '2026-12-01T09:00:01.000Z', status: 42 } }),
      'has a delivery that is no time and HTTP status',
    ],
  ])('%s is refused, naming the line', (_case, value, message) => {
    expect(read(value)).toThrow(message);
  });
});
