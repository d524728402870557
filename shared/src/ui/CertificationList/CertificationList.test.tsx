import { render, screen, within } from '@testing-library/react';
import { CertificationList } from './CertificationList';

test('each certification is a heading followed by its status in words', () => {
  render(
    <CertificationList
      items={[
        { name: 'ISO 13485', status: 'Certified' },
        { name: 'ITAR', status: 'Registered', description: 'Registered with the US State Department.' },
      ]}
    />,
  );
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['ISO 13485Certified', 'ITARRegisteredRegistered with the US State Department.']);
  expect(within(items[1]!).getByRole('heading', { level: 3, name: 'ITAR' })).toBeInTheDocument();
});
