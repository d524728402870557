import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailCards } from './DetailCards';

const cards = [
  {
    kicker: '1997',
    title: 'Founded',
    description: 'Two benches.',
    paragraphs: ['Two assembly benches in a rented bay.'],
    featuresLabel: 'Milestones',
    features: ['First customer'],
  },
  { kicker: '2010', title: 'Certified', description: 'AS9100D.', paragraphs: ['Aerospace quality system.'] },
];

test('choosing an entry opens its dialog; the footer Close button closes it and focus returns to the entry', async () => {
  const user = userEvent.setup();
  render(<DetailCards cards={cards} layout="timeline" openHint="Read more" />);
  const entry = screen.getByRole('button', { name: '1997 Founded' });
  await user.click(entry);
  const dialog = screen.getByRole('dialog', { name: 'Founded' });
  expect(dialog).toHaveAccessibleDescription('1997');
  expect(within(dialog).getByText('Two assembly benches in a rented bay.')).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'Milestones' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(entry).toHaveFocus());
});

test('only one dialog is open at a time, showing the chosen card', async () => {
  const user = userEvent.setup();
  render(<DetailCards cards={cards} layout="grid" openHint="Read more" />);
  await user.click(screen.getByRole('button', { name: '2010 Certified' }));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'Certified' })).toHaveTextContent('Aerospace quality system.');
});
