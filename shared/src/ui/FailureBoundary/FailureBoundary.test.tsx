import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FailureBoundary } from './FailureBoundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('the code did not arrive');
  return <p>Arrived</p>;
}

test('shows the fallback when its children throw, and Try again renders them anew', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  shouldThrow = true;
  render(
    <FailureBoundary fallback={(retry) => <button onClick={retry}>Try again</button>}>
      <Fragile />
    </FailureBoundary>,
  );
  expect(screen.queryByText('Arrived')).toBeNull();
  shouldThrow = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('Arrived')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});
