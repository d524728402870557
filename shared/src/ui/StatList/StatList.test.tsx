import { render, screen, within } from '@testing-library/react';
import { StatList } from './StatList';

test('reads each figure before its label, as a sighted visitor sees it', () => {
  render(
    <StatList
      label="PCB assembly in figures"
      stats={[
        { value: '75,000+', label: 'placements per hour' },
        { value: '< .001%', label: 'defect rate' },
      ]}
    />,
  );
  const list = screen.getByRole('list', { name: 'PCB assembly in figures' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['75,000+ placements per hour', '< .001% defect rate']);
});
