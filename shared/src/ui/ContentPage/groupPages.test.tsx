import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PageRecord } from '../../content';
import { routesOfGroup } from '../../routes';
import { groupPages } from './groupPages';

/** A record per route, named after it, loaded as a group's loader loads one: asynchronously, by the route's name. */
const loaded: string[] = [];
const loadRecord = async (name: string): Promise<{ default: PageRecord }> => {
  loaded.push(name);
  return { default: { hero: { title: `Record of ${name}`, lead: 'A record made for this test.' }, sections: [] } };
};

async function shown(loader: () => Promise<{ default: ComponentType }>) {
  const { default: Page } = await loader();
  const view = render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  const heading = screen.getByRole('heading', { level: 1 }).textContent;
  view.unmount();
  return heading;
}

beforeEach(() => {
  loaded.length = 0;
});

test('makes a loader for every route of the group from the route table, each showing its own record', async () => {
  const pages = groupPages('industries', loadRecord);
  const routes = routesOfGroup('industries').map((route) => route.path);
  expect(Object.keys(pages)).toEqual(routes);
  expect(loaded).toEqual([]);
  for (const path of routes) expect(await shown(pages[path])).toBe(`Record of ${path.slice(1)}`);
  expect(loaded).toEqual(routes.map((path) => path.slice(1)));
});

test('a route given a component of its own shows that one, and its record is never loaded; the others keep theirs', async () => {
  const OwnPage = () => <h1>A page with a component of its own</h1>;
  const pages = groupPages('portals', loadRecord, { '/client-portal': async () => ({ default: OwnPage }) });
  expect(await shown(pages['/client-portal'])).toBe('A page with a component of its own');
  expect(await shown(pages['/investor-portal'])).toBe('Record of investor-portal');
  expect(loaded).toEqual(['investor-portal']);
});

test('a record loaded twice is the same component, so React keeps the page rather than mounting it anew', async () => {
  const record: PageRecord = { hero: { title: 'Kept', lead: 'The same record each time.' }, sections: [] };
  const pages = groupPages('portals', async () => ({ default: record }));
  const first = (await pages['/client-portal']()).default;
  expect((await pages['/client-portal']()).default).toBe(first);
});
