import { contractMismatch, PAGE_GROUP_CONTRACT_MAJOR } from './contract';

const pages = { '/client-portal': () => Promise.resolve({ default: () => null }) };

test('a remote of the same contract major is mounted', () => {
  expect(contractMismatch('portals', { pages, contractMajor: PAGE_GROUP_CONTRACT_MAJOR })).toBeNull();
});

test('a remote built before the contract was numbered counts as major 1', () => {
  expect(contractMismatch('portals', { pages }, 1)).toBeNull();
  expect(contractMismatch('portals', { pages }, 2)).toBe(
    'the portals pages were built against page-group contract 1, this shell speaks contract 2',
  );
});

test('a remote of another major is refused, saying which majors', () => {
  expect(contractMismatch('services', { pages, contractMajor: 2 }, 1)).toBe(
    'the services pages were built against page-group contract 2, this shell speaks contract 1',
  );
  expect(contractMismatch('services', { pages, contractMajor: '1' }, 1)).toBe(
    'the services pages declare "1" as their page-group contract, not a major version number',
  );
});

test('a module without pages is refused', () => {
  expect(contractMismatch('company', undefined)).toBe('company/pages exported nothing');
  expect(contractMismatch('company', { contractMajor: PAGE_GROUP_CONTRACT_MAJOR })).toBe('company/pages exported no pages');
});
