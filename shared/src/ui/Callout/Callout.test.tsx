import { render, screen } from '@testing-library/react';
import { Callout } from './Callout';

test('a titled aside whose one link opens the file in a new tab', () => {
  render(
    <Callout
      icon="document"
      title="Capabilities at a glance"
      text="Equipment and certifications on a few pages."
      action={{ kind: 'external', label: 'Download the capabilities sheet (PDF)', href: 'https://example.com/c.pdf' }}
    />,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Capabilities at a glance' })).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Download the capabilities sheet (PDF) (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://example.com/c.pdf');
});
