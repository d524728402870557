import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installMatchMedia, uninstallRevealDoubles } from '../../../../test-support/revealTestDoubles';
import { notify } from './notify';
import { Toasts } from './Toasts';

// jsdom runs no CSS animations: a toast's 4 s timer is its hidden progress bar's animation, so
// these tests end it (and the entrance) by hand. The timing itself is checked in a browser
// (e2e/motion.spec.ts).

afterEach(() => {
  act(() => notify.dismiss());
  uninstallRevealDoubles();
});

/** jsdom's document has focus only while an element in it has: as a visitor's page would. */
function renderOnFocusedPage() {
  render(
    <>
      <button type="button">elsewhere</button>
      <Toasts />
    </>,
  );
  screen.getByRole('button', { name: 'elsewhere' }).focus();
}

function toastOf(text: string) {
  return screen.getByText(text).closest<HTMLElement>('.Toastify__toast')!;
}

function timerOf(toast: HTMLElement) {
  return toast.querySelector<HTMLElement>('[role="progressbar"]')!;
}

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

test('puts the newest toast on top', async () => {
  render(<Toasts />);
  act(() => {
    notify.info('Older');
    notify.info('Newer');
  });
  await screen.findByText('Newer');
  expect(screen.getAllByText(/^(Older|Newer)$/).map((element) => element.textContent)).toEqual(['Newer', 'Older']);
});

test('has a loading type', async () => {
  render(<Toasts />);
  act(() => {
    notify.loading('Sending your request');
  });
  expect(await screen.findByText('Sending your request')).toBeInTheDocument();
});

test('with motion, a toast bounces in and its 4 s timer starts once it has arrived', async () => {
  render(<Toasts />);
  act(() => {
    notify.success('Success!', 'Saved.');
  });
  await screen.findByText('Success!');
  const toast = toastOf('Success!');
  expect(toast).toHaveClass('Toastify__bounce-enter--bottom-right');
  expect(timerOf(toast)).toHaveStyle({ animationDuration: '4000ms', animationPlayState: 'paused' });
  fireEvent.animationEnd(toast);
  expect(timerOf(toast)).toHaveStyle({ animationPlayState: 'running' });
});

test('with motion, a toast whose timer ran out leaves with its exit animation', async () => {
  render(<Toasts />);
  act(() => {
    notify.success('Success!', 'Saved.');
  });
  await screen.findByText('Success!');
  const toast = toastOf('Success!');
  fireEvent.animationEnd(toast);
  fireEvent.animationEnd(timerOf(toast));
  expect(toast).toHaveClass('Toastify__bounce-exit--bottom-right');
  fireEvent.animationEnd(toast);
  await waitFor(() => expect(screen.queryByText('Success!')).not.toBeInTheDocument());
});

test('under reduced motion a toast appears without moving and its 4 s timer runs at once', async () => {
  installMatchMedia(true);
  renderOnFocusedPage();
  act(() => {
    notify.error('Submission Failed', 'There was an error.');
  });
  await screen.findByText('Submission Failed');
  const toast = toastOf('Submission Failed');
  expect(toast).not.toHaveClass('Toastify--animate');
  expect(toast.className).not.toMatch(/bounce/);
  expect(timerOf(toast)).toHaveStyle({ animationDuration: '4000ms', animationPlayState: 'running' });
});

test('under reduced motion a toast goes at once when its timer runs out, and not before', async () => {
  installMatchMedia(true);
  renderOnFocusedPage();
  act(() => {
    notify.error('Submission Failed', 'There was an error.');
  });
  await screen.findByText('Submission Failed');
  const toast = toastOf('Submission Failed');
  // Nothing but the end of its timer closes it: not the end of another animation inside it.
  fireEvent.animationEnd(toast);
  expect(screen.getByText('Submission Failed')).toBeInTheDocument();
  fireEvent.animationEnd(timerOf(toast));
  await waitFor(() => expect(screen.queryByText('Submission Failed')).not.toBeInTheDocument());
});

test('follows the motion setting when the visitor changes it', async () => {
  const preference = installMatchMedia(false);
  render(<Toasts />);
  preference.change(true);
  act(() => {
    notify.info('After the change');
  });
  await screen.findByText('After the change');
  expect(toastOf('After the change')).not.toHaveClass('Toastify--animate');
});

test('hovering a toast pauses its timer and leaving it resumes it', async () => {
  installMatchMedia(true);
  renderOnFocusedPage();
  act(() => {
    notify.success('Success!', 'Saved.');
  });
  await screen.findByText('Success!');
  const toast = toastOf('Success!');
  fireEvent.mouseEnter(toast);
  expect(timerOf(toast)).toHaveStyle({ animationPlayState: 'paused' });
  fireEvent.mouseLeave(toast);
  expect(timerOf(toast)).toHaveStyle({ animationPlayState: 'running' });
});

test('the timer pauses while the window has lost focus', async () => {
  installMatchMedia(true);
  renderOnFocusedPage();
  act(() => {
    notify.success('Success!', 'Saved.');
  });
  await screen.findByText('Success!');
  const toast = toastOf('Success!');
  act(() => {
    window.dispatchEvent(new FocusEvent('blur'));
  });
  expect(timerOf(toast)).toHaveStyle({ animationPlayState: 'paused' });
  act(() => {
    window.dispatchEvent(new FocusEvent('focus'));
  });
  expect(timerOf(toast)).toHaveStyle({ animationPlayState: 'running' });
});

test('Alt+T moves keyboard focus to the toasts', async () => {
  renderOnFocusedPage();
  act(() => {
    notify.success('Success!', 'Saved.');
  });
  await screen.findByText('Success!');
  screen.getByRole('button', { name: 'elsewhere' }).focus();
  fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
  await waitFor(() => expect(document.activeElement?.closest('.Toastify')).not.toBeNull());
});
