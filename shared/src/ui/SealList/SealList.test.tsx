import { render, screen, within } from '@testing-library/react';
import { SealList } from './SealList';

test('a named list of seals, each with its name and caption', () => {
  const image = { src: 'seal.svg', alt: '', width: 96, height: 96 };
  render(<SealList label="Our certifications" seals={[{ label: 'AS9100D', caption: 'Aerospace quality management', image }]} />);
  const item = within(screen.getByRole('list', { name: 'Our certifications' })).getByRole('listitem');
  expect(item).toHaveTextContent('AS9100DAerospace quality management');
});
