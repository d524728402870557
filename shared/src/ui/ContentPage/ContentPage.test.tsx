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
