import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ActionRow } from './Actions';

test('each kind of action does what it says: dialog, page, new tab, phone', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ActionRow
        actions={[
          { kind: 'contact', label: 'Contact Us' },
          { kind: 'route', label: 'Our story', to: '/our-story' },
          { kind: 'external', label: 'Capabilities (PDF)', href: 'https://example.com/c.pdf', icon: 'document' },
          { kind: 'call', label: 'Call 404-555-0100', href: 'tel:+14045550100' },
        ]}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Our story' })).toHaveAttribute('href', '/our-story');
  expect(screen.getByRole('link', { name: 'Capabilities (PDF) (opens in a new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );
  expect(screen.getByRole('link', { name: 'Call 404-555-0100' })).toHaveAttribute('href', 'tel:+14045550100');
  await user.click(screen.getByRole('button', { name: 'Contact Us' }));
  expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
});
