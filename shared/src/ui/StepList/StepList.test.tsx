import { render, screen, within } from '@testing-library/react';
import { StepList } from './StepList';

const steps = [
  { title: 'Send your files', description: 'Gerbers and a BOM.' },
  { title: 'Get a detailed quote', description: 'A committed delivery date.' },
];

test('an ordered list of titled steps; the drawn numbers are not read twice', () => {
  render(<StepList steps={steps} />);
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(screen.getByRole('list').tagName).toBe('OL');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Send your files' })).toBeInTheDocument();
  expect(within(items[1]!).getByText('2')).toHaveAttribute('aria-hidden', 'true');
});

test('under its own heading, the steps are one level below it', () => {
  render(<StepList title="How a build runs" steps={steps} layout="row" />);
  expect(screen.getByRole('heading', { level: 3, name: 'How a build runs' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Get a detailed quote' })).toBeInTheDocument();
});
