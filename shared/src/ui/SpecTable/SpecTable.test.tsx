import { render, screen, within } from '@testing-library/react';
import { SpecTable } from './SpecTable';

test('is a table named by its caption, each value in the row of its parameter', () => {
  render(
    <SpecTable
      caption="Environmental ratings"
      columns={{ parameter: 'Parameter', value: 'Rating' }}
      entries={[
        { parameter: 'Operating temperature', value: '-40 to +85 °C' },
        { parameter: 'Shock', value: 'Up to 100G' },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Environmental ratings' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Parameter', 'Rating']);
  const shockRow = within(table).getByRole('row', { name: 'Shock Up to 100G' });
  expect(within(shockRow).getByRole('rowheader')).toHaveTextContent('Shock');
  expect(within(shockRow).getByRole('cell')).toHaveTextContent('Up to 100G');
});
