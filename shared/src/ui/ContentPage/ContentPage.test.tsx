import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import examples from './ContentPage.examples';
import { ContentPage } from './ContentPage';

test('renders the hero, each section with its blocks in order, and the closing band', () => {
  const page = examples.examples['a page from its record']!.page;
  render(
    <MemoryRouter>
      <ContentPage page={page} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Box Build Assembly' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'At a glance' })).toHaveTextContent('100% US workforce');
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual(['Benefits', 'See it', 'Ready to start?']);
  const benefits = screen.getByRole('region', { name: 'Benefits' });
  expect(within(benefits).getAllByRole('article')).toHaveLength(2);
  expect(within(benefits).getByRole('heading', { level: 3, name: 'How it runs' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play video: Tour' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Contact Us' })).toHaveLength(2);
});

test('a legal document shows its last updated date, then contents linking to each section that has an id', () => {
  const page = examples.examples['a legal document with its contents and last updated date']!.page;
  const { container } = render(
    <MemoryRouter>
      <ContentPage page={page} />
    </MemoryRouter>,
  );
  const hero = screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).closest('section')!;
  expect(within(hero).getByText(/^Last updated:/)).toHaveTextContent('Last updated: November 23, 2026');
  expect(hero.querySelector('time')).toHaveAttribute('dateTime', '2026-11-23');
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  expect(
    within(contents)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['1. Quotes', '#quotes'],
    ['2. Payment', '#payment'],
  ]);
  expect(container.querySelector('#payment')).toBe(screen.getByRole('region', { name: '2. Payment' }));
  expect(
    contents.compareDocumentPosition(screen.getByRole('region', { name: '1. Quotes' })) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  const payment = screen.getByRole('region', { name: '2. Payment' });
  expect(within(payment).getByText('Invoices are due as follows:')).toBeInTheDocument();
  expect(
    within(payment)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Net 30 from the invoice date', 'Late interest of 1.5% per month']);
});

test('a page without contents or a date shows neither', () => {
  render(
    <MemoryRouter>
      <ContentPage page={examples.examples['a page from its record']!.page} />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(document.querySelector('time')).toBeNull();
});
