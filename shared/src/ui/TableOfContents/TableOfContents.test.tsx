import { render, screen, within } from '@testing-library/react';
import { TableOfContents } from './TableOfContents';

test('is a navigation landmark named by its visible heading, listing in-page links in order', () => {
  render(
    <TableOfContents
      label="Contents"
      entries={[
        { id: 'quotes', title: '1. Quotes' },
        { id: 'payment', title: '2. Payment' },
        { id: 'governing-law', title: '3. Governing Law and Disputes' },
      ]}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Contents' });
  expect(within(nav).getByRole('heading', { level: 2, name: 'Contents' })).toBeInTheDocument();
  const list = within(nav).getByRole('list');
  expect(list.tagName).toBe('OL');
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['1. Quotes', '#quotes'],
    ['2. Payment', '#payment'],
    ['3. Governing Law and Disputes', '#governing-law'],
  ]);
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
});
