import { render, screen, within } from '@testing-library/react';
import { CheckList } from './CheckList';

test('lists every point in order, the check marks hidden from screen readers', () => {
  render(<CheckList items={['Weekly updates', 'Direct access to engineers']} />);
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['Weekly updates', 'Direct access to engineers']);
  expect(items[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
