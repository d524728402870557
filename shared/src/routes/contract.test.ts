import { contractMismatch, PAGE_GROUP_CONTRACT_MAJOR, singletonMismatch } from './contract';

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
  expect(contractMismatch('company', { contractMajor: PAGE_GROUP_CONTRACT_MAJOR })).toBe(
    'company/pages exported no pages',
  );
});

const shellProvides = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'shared/routing': '1.0.0',
  'react-toastify/unstyled': '11.2.0',
};

test('a remote built with the same majors of the shared singletons is mounted, whatever their minor and patch', () => {
  expect(
    singletonMismatch(
      'portals',
      [
        { name: 'react', version: '19.0.0' },
        { name: 'react-dom', version: '19.4.2' },
        { name: 'shared/routing', version: '1.3.0' },
        { name: 'react-toastify/unstyled', version: '11.0.0' },
      ],
      shellProvides,
    ),
  ).toBeNull();
});

test('a remote built with another major of a shared singleton is refused, saying which module and which versions', () => {
  expect(
    singletonMismatch(
      'portals',
      [
        { name: 'react-dom', version: '19.3.1' },
        { name: 'react', version: '20.0.0' },
        { name: 'shared/routing', version: '1.0.0' },
        { name: 'react-toastify/unstyled', version: '11.2.0' },
      ],
      shellProvides,
    ),
  ).toBe('the portals pages were built with react 20.0.0, this shell provides react 19.3.1');
  const others = ['react', 'react-dom', 'react-toastify/unstyled'].map((name) => ({ name }));
  expect(singletonMismatch('company', [...others, { name: 'shared/routing', version: '2.0.0' }], shellProvides)).toBe(
    'the company pages were built with shared/routing 2.0.0, this shell provides shared/routing 1.0.0',
  );
});

test('below 1.0.0 the minor counts as the major, as a caret range reads it', () => {
  expect(singletonMismatch('services', [{ name: 'tiny', version: '0.4.9' }], { tiny: '0.4.1' })).toBeNull();
  expect(singletonMismatch('services', [{ name: 'tiny', version: '0.5.0' }], { tiny: '0.4.1' })).toBe(
    'the services pages were built with tiny 0.5.0, this shell provides tiny 0.4.1',
  );
});

test('a singleton the remote lists without a version, or the shell does not provide, is not compared; an unreadable version is refused', () => {
  const sharedAll = Object.keys(shellProvides).map((name) => ({ name }));
  expect(
    singletonMismatch(
      'industries',
      [...sharedAll, { name: 'clsx', version: '9.0.0' }, { name: 'react' }],
      shellProvides,
    ),
  ).toBeNull();
  expect(
    singletonMismatch('industries', [...sharedAll.slice(1), { name: 'react', version: 'latest' }], shellProvides),
  ).toBe('the industries pages were built with react latest, this shell provides react 19.3.1');
});

test('a remote that does not list a singleton the shell provides is refused, whatever else it lists: it would run a copy of its own', () => {
  const { react: _react, ...allButReact } = shellProvides;
  const listed = Object.entries(allButReact).map(([name, version]) => ({ name, version }));
  expect(singletonMismatch('services', listed, shellProvides)).toBe(
    'the services pages were built without sharing react, which this shell provides',
  );
  expect(singletonMismatch('services', [], { 'shared/routing': '1.0.0' })).toBe(
    'the services pages were built without sharing shared/routing, which this shell provides',
  );
  // A shell from before it wrote its versions provides none to compare with.
  expect(singletonMismatch('services', [], {})).toBeNull();
});

test('a remote that shares as a singleton what the shell does not provide is refused; a module it shares otherwise (the kit), or one of a record that never said which it was, is not', () => {
  const sharedAll = Object.entries(shellProvides).map(([name, version]) => ({ name, version, singleton: true }));
  expect(
    singletonMismatch(
      'portals',
      [...sharedAll, { name: 'react-router', version: '7.6.0', singleton: true }],
      shellProvides,
    ),
  ).toBe('the portals pages share react-router as a singleton, which this shell does not provide');
  expect(
    singletonMismatch(
      'portals',
      [
        ...sharedAll,
        { name: 'shared/ui', version: '1.0.0-kabc', singleton: false },
        { name: 'shared/config', version: '1.0.0-kabc' },
      ],
      shellProvides,
    ),
  ).toBeNull();
  // Shared, but not as a singleton: each side could run a copy of its own, so it counts as not shared.
  expect(
    singletonMismatch(
      'portals',
      [...sharedAll.slice(1), { name: 'react', version: '19.3.1', singleton: false }],
      shellProvides,
    ),
  ).toBe('the portals pages were built without sharing react, which this shell provides');
});
