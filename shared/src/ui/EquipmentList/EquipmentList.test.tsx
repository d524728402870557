import { render, screen, within } from '@testing-library/react';
import { EquipmentList } from './EquipmentList';

test('shows each machine as a card: its name as a heading, its specs as a list, then its labelled use case', () => {
  render(
    <EquipmentList
      useCaseLabel="Best for"
      items={[
        {
          name: 'Stencil printer',
          specs: ['Vision alignment', 'Automatic cleaning'],
          useCase: 'Repeatable paste deposits.',
        },
        { name: 'Reflow oven', specs: ['Forced convection'], useCase: 'Profiles per board.' },
      ]}
    />,
  );
  const cards = screen.getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Stencil printer',
    'Reflow oven',
  ]);
  expect(
    within(cards[0]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Vision alignment', 'Automatic cleaning']);
  expect(cards[0]).toHaveTextContent('Best for: Repeatable paste deposits.');
  expect(screen.getAllByRole('list')[0]!.children).toHaveLength(2);
});
