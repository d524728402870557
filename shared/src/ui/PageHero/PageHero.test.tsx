import { render, screen } from '@testing-library/react';
import { PageHero } from './PageHero';

test('the page title is the one h1, focusable by script so navigation can move focus to it', () => {
  render(
    <PageHero
      title="PCB Assembly Services"
      lead="Boards built in Georgia."
      actions={<button type="button">Contact Us</button>}
    />,
  );
  const heading = screen.getByRole('heading', { level: 1, name: 'PCB Assembly Services' });
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(screen.getByText('Boards built in Georgia.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
});
