import { render, screen, within } from '@testing-library/react';
import { ContactDetails } from './ContactDetails';

function renderOffice() {
  return render(
    <ContactDetails
      details={{
        title: 'Our Office',
        address: { label: 'Address', lines: ['100 Main Street', 'Springfield, GA 30000'] },
        phone: { label: 'Phone', display: '(404) 555-0100', href: 'tel:+14045550100' },
        email: { label: 'Email', display: 'jobs@example.com', href: 'mailto:jobs@example.com' },
        hours: { label: 'Office Hours', lines: ['Weekdays 9 to 5', 'Closed weekends'] },
        actions: [
          { kind: 'call', label: 'Call Us', href: 'tel:+14045550100' },
          { kind: 'external', label: 'Get Directions', href: 'https://maps.example.com/dir' },
        ],
      }}
    />,
  );
}

test('titles the details with an h3 and pairs each label with its values', () => {
  renderOffice();
  expect(screen.getByRole('heading', { level: 3, name: 'Our Office' })).toBeInTheDocument();
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
    'Address',
    'Phone',
    'Email',
    'Office Hours',
  ]);
  expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
    '100 Main Street',
    'Springfield, GA 30000',
    '(404) 555-0100',
    'jobs@example.com',
    'Weekdays 9 to 5',
    'Closed weekends',
  ]);
});

test('the phone number dials and the e-mail address writes', () => {
  renderOffice();
  const definitions = screen.getAllByRole('definition');
  expect(within(definitions[2]!).getByRole('link', { name: '(404) 555-0100' })).toHaveAttribute(
    'href',
    'tel:+14045550100',
  );
  expect(within(definitions[3]!).getByRole('link', { name: 'jobs@example.com' })).toHaveAttribute(
    'href',
    'mailto:jobs@example.com',
  );
});

test('offers its actions after the details: a call link and directions in a new tab', () => {
  renderOffice();
  expect(screen.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', 'tel:+14045550100');
  const directions = screen.getByRole('link', { name: 'Get Directions (opens in a new tab)' });
  expect(directions).toHaveAttribute('href', 'https://maps.example.com/dir');
  expect(directions).toHaveAttribute('target', '_blank');
});

test('shows no action row when the record has none', () => {
  render(
    <ContactDetails
      details={{
        title: 'Head Office',
        address: { label: 'Address', lines: ['100 Main Street'] },
        phone: { label: 'Phone', display: '(404) 555-0100', href: 'tel:+14045550100' },
        email: { label: 'Email', display: 'info@example.com', href: 'mailto:info@example.com' },
        hours: { label: 'Hours', lines: ['Weekdays 9 to 5'] },
      }}
    />,
  );
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['(404) 555-0100', 'info@example.com']);
});
