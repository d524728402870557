import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

// The focus trap brackets the dialog with invisible guard elements. A guard with tabindex > 0
// (react-focus-lock before 2.6 rendered one with tabindex=1) jumps ahead of the page's own tab
// order and is a serious axe violation (tabindex), in every dialog of the site.

function renderOpenDialog() {
  render(
    <>
      <button type="button">Behind the dialog</button>
      <Dialog isOpen onDismiss={jest.fn()} title="Request a quote" footer={<button type="button">Send</button>}>
        <a href="#terms">Terms</a>
      </Dialog>
    </>,
  );
}

test('an open dialog puts no element on the page with a tabindex above 0', () => {
  renderOpenDialog();
  const positive = Array.from(document.querySelectorAll<HTMLElement>('[tabindex]')).filter(
    (element) => element.tabIndex > 0,
  );
  expect(positive.map((element) => element.outerHTML)).toEqual([]);
});

test('Tab and Shift+Tab go round inside the open dialog and never reach the page behind it', async () => {
  renderOpenDialog();
  const user = userEvent.setup();
  const close = screen.getByRole('button', { name: 'Close dialog' });
  const body = screen.getByRole('region', { name: 'Request a quote' });
  const terms = screen.getByRole('link', { name: 'Terms' });
  const send = screen.getByRole('button', { name: 'Send' });
  expect(close).toHaveFocus();

  for (const next of [body, terms, send, close, body]) {
    await user.tab();
    await waitFor(() => expect(next).toHaveFocus());
  }
  for (const previous of [close, send, terms, body, close]) {
    await user.tab({ shift: true });
    await waitFor(() => expect(previous).toHaveFocus());
  }
});
