import { render, screen, within } from '@testing-library/react';
import { CertificationList } from './CertificationList';

test('as a list, each certification is a heading followed by its status in words', () => {
  render(
    <CertificationList
      layout="list"
      items={[
        { name: 'ISO 13485', standing: 'certified' },
        { name: 'ITAR', standing: 'registered', description: 'Registered with the US State Department.' },
      ]}
    />,
  );
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'ISO 13485Certified',
    'ITARRegisteredRegistered with the US State Department.',
  ]);
  expect(within(items[1]!).getByRole('heading', { level: 3, name: 'ITAR' })).toBeInTheDocument();
});

test('as cards, each certification is a card titled by its name, with its badge', () => {
  const badge = { src: 'as9100d.svg', alt: 'AS9100D certified seal', width: 160, height: 160 };
  render(<CertificationList layout="cards" items={[{ name: 'AS9100D', description: 'Aerospace quality.', badge }]} />);
  const card = screen.getByRole('article');
  expect(within(card).getByRole('heading', { level: 3, name: 'AS9100D' })).toBeInTheDocument();
  expect(within(card).getByText('Aerospace quality.')).toBeInTheDocument();
});

test('as seals, a named list of seals, each with its name and caption', () => {
  const badge = { src: 'seal.svg', alt: '', width: 96, height: 96 };
  render(
    <CertificationList
      layout="seals"
      label="Our certifications"
      items={[{ name: 'AS9100D', description: 'Aerospace quality management', badge }]}
    />,
  );
  const item = within(screen.getByRole('list', { name: 'Our certifications' })).getByRole('listitem');
  expect(item).toHaveTextContent('AS9100DAerospace quality management');
});
