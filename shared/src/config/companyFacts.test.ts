import { COMPANY_FACTS_ELEMENT_ID, companyFactsFrom } from './companyFacts';
import { defaultCompanyFacts, site } from './site';

/** In the browser every app reads the facts the server put in the document, whatever its build holds. */

function documentCarries(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = COMPANY_FACTS_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(COMPANY_FACTS_ELEMENT_ID)?.remove();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('company-facts')];
});

it('shows the built facts when the document carries none (a group run alone, a test)', () => {
  expect(site.phone.display).toBe('(770) 555-0142');
  expect(site.cageCode).toBe('7RB42');
});

it("shows the document's facts, and the built ones for what it does not name", () => {
  documentCarries(
    JSON.stringify({
      phone: { display: '(404) 555-0111', tel: '+14045550111' },
      address: { ...defaultCompanyFacts.address, city: 'Duluth' },
    }),
  );
  expect(site.phone).toEqual({ display: '(404) 555-0111', tel: '+14045550111' });
  expect(site.address.city).toBe('Duluth');
  expect(site.email).toBe('info@redbud-electronics.example');
});

it('shows the built facts, and says why in the console, when the data block cannot be read', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  documentCarries('{ "phone": ');
  expect(site.phone.display).toBe('(770) 555-0142');
  expect(error).toHaveBeenCalledWith(expect.stringContaining('unreadable company facts'), expect.anything());
  error.mockRestore();
});

describe('companyFactsFrom', () => {
  it.each([
    [{ phone: { display: '(770) 555-0100', tel: '770-555-0100' } }, '"phone" is not a valid value'],
    [{ email: 'not an address' }, '"email" is not a valid value'],
    [{ cageCode: '7rb4' }, '"cageCode" is not a valid value'],
    [{ address: { street: 'Main St' } }, '"address" is not a valid value'],
    [{ phone: { display: '(770) 555-0100', tel: '+17705550100', extension: '12' } }, '"phone" is not a valid value'],
    [{ fax: '(770) 555-0100' }, 'unknown field "fax"'],
    [['(770) 555-0100'], 'must be a JSON object'],
  ])('refuses %j, naming what is wrong', (value, reason) => {
    expect(() => companyFactsFrom(value, defaultCompanyFacts)).toThrow(reason);
  });

  it('takes a DUN number with or without its dashes', () => {
    expect(companyFactsFrom({ dunNumber: '084172296' }, defaultCompanyFacts).dunNumber).toBe('084172296');
    expect(companyFactsFrom({ dunNumber: '08-417-2296' }, defaultCompanyFacts).dunNumber).toBe('08-417-2296');
  });
});
