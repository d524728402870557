import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { notify } from './notify';
import { TOAST_DEFAULTS, Toasts } from './Toasts';

afterEach(() => act(() => notify.dismiss()));

test('uses the fixed toast settings of the specification', () => {
  expect(TOAST_DEFAULTS).toMatchObject({ position: 'bottom-right', autoClose: 4000, limit: 3, draggable: true, pauseOnHover: true, pauseOnFocusLoss: true });
  expect(TOAST_DEFAULTS.draggablePercent).toBeCloseTo((20 / 356) * 100);
});

test('a destructive toast shows its title and text as an alert', async () => {
  render(<Toasts />);
  act(() => {
    notify.error('Submission Failed', 'There was an error.');
  });
  const title = await screen.findByText('Submission Failed');
  expect(title.closest('[role="alert"]')).toHaveTextContent('There was an error.');
});

test('shows at most three toasts at once', async () => {
  render(<Toasts />);
  act(() => {
    for (const n of [1, 2, 3, 4, 5]) notify.info(`Toast ${n}`);
  });
  await screen.findByText('Toast 1');
  await waitFor(() => expect(screen.getAllByText(/^Toast \d$/)).toHaveLength(3));
});

test('has a loading type', async () => {
  render(<Toasts />);
  act(() => {
    notify.loading('Sending your request');
  });
  expect(await screen.findByText('Sending your request')).toBeInTheDocument();
});

test('Alt+T moves keyboard focus to the toasts', async () => {
  render(
    <>
      <button type="button">elsewhere</button>
      <Toasts />
    </>,
  );
  act(() => {
    notify.success('Success!', 'Saved.');
  });
  await screen.findByText('Success!');
  screen.getByRole('button', { name: 'elsewhere' }).focus();
  fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
  await waitFor(() => expect(document.activeElement?.closest('.Toastify')).not.toBeNull());
});
