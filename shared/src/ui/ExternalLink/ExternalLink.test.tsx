import { render, screen } from '@testing-library/react';
import { ExternalLink } from './ExternalLink';

test('opens a new tab without an opener, and says so to screen readers', () => {
  render(<ExternalLink href="https://staffing.example.com/">Professional Staffing</ExternalLink>);
  const link = screen.getByRole('link', { name: 'Professional Staffing (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://staffing.example.com/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
