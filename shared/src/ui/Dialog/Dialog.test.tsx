import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './Dialog';
import type { DialogProps } from './dialogProps';
import { useDialogChoice } from './useDialogChoice';

function renderDialog(props: Partial<DialogProps> = {}) {
  const onDismiss = jest.fn();
  const user = userEvent.setup();
  const utils = render(
    <Dialog isOpen onDismiss={onDismiss} title="Request a quote" description="Tell us about your boards." {...props}>
      <p>Dialog body text</p>
    </Dialog>,
  );
  return { onDismiss, user, ...utils };
}

describe('Dialog', () => {
  it('renders a modal dialog named by its title and described by its description', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
    expect(dialog).toHaveAccessibleDescription('Tell us about your boards.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Request a quote' })).toBeInTheDocument();
    expect(dialog).toContainElement(screen.getByText('Dialog body text'));
  });

  it('has no aria-describedby when no description is given', () => {
    renderDialog({ description: undefined });
    const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog).toHaveAccessibleDescription('');
  });

  it('renders the footer only when one is given', () => {
    const { rerender, onDismiss } = renderDialog();
    expect(screen.getByRole('dialog').querySelector('footer')).toBeNull();
    rerender(
      <Dialog isOpen onDismiss={onDismiss} title="Request a quote" footer={<button type="button">Done</button>}>
        <p>Dialog body text</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog').querySelector('footer')).toContainElement(
      screen.getByRole('button', { name: 'Done' }),
    );
  });

  it('calls onDismiss when the close button is clicked', async () => {
    const { onDismiss, user } = renderDialog();
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('calls onDismiss when Escape is pressed', async () => {
    const { onDismiss, user } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('does not dismiss on clicks inside the dialog content', async () => {
    const { onDismiss, user } = renderDialog();
    await user.click(screen.getByText('Dialog body text'));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('focuses the close button when it opens, or the given initialFocusRef', () => {
    const { unmount } = renderDialog();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    unmount();

    function WithInitialFocus() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Dialog isOpen onDismiss={jest.fn()} title="Search" initialFocusRef={ref}>
          <input ref={ref} aria-label="Query" />
        </Dialog>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus();
  });

  it('renders nothing when isOpen is false', () => {
    renderDialog({ isOpen: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Request a quote')).not.toBeInTheDocument();
    expect(screen.queryByText('Dialog body text')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
  });

  it('is a centred box of the given size by default', () => {
    renderDialog({ size: 'md' });
    const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
    expect(dialog).toHaveClass('ui-dialog', 'ui-dialog--md');
    expect(dialog).not.toHaveClass('ui-dialog--right');
    expect(dialog.parentElement).toHaveClass('ui-dialog__overlay', 'ui-dialog__overlay--center');
  });

  it("becomes a side sheet with placement 'right', still a modal with Escape, trap and close button", async () => {
    const { onDismiss, user } = renderDialog({ placement: 'right', id: 'side-sheet', closeLabel: 'Close menu' });
    const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
    expect(dialog).toHaveClass('ui-dialog', 'ui-dialog--right');
    expect(dialog).not.toHaveClass('ui-dialog--2xl');
    expect(dialog).toHaveAttribute('id', 'side-sheet');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toHaveClass('ui-dialog__overlay--right');
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.click(close);
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('returns focus to the element that opened it once closed', async () => {
    function Opener() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open sheet
          </button>
          <Dialog isOpen={isOpen} onDismiss={() => setOpen(false)} title="Sheet" placement="right">
            <a href="#one">One</a>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open sheet' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Sheet' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('with footerClose, a labelled Close button after the footer actions closes it too', async () => {
    const { onDismiss, user } = renderDialog({ footerClose: true, footer: <button type="button">Print</button> });
    const footer = screen.getByRole('dialog').querySelector('footer')!;
    expect(Array.from(footer.querySelectorAll('button')).map((button) => button.textContent)).toEqual([
      'Print',
      'Close',
    ]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('useDialogChoice', () => {
  function Chooser() {
    const items = ['Dignity & Respect', 'Integrity'] as const;
    const { chosen, choose, close } = useDialogChoice(items);
    return (
      <>
        {items.map((item, index) => (
          <button key={item} type="button" onClick={() => choose(index)}>
            {item}
          </button>
        ))}
        {chosen ? (
          <Dialog isOpen onDismiss={close} title={chosen}>
            <p>About {chosen}</p>
          </Dialog>
        ) : null}
      </>
    );
  }

  it('opens the chosen item in one dialog and hands focus back to its button on closing', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    const integrity = screen.getByRole('button', { name: 'Integrity' });
    await user.click(integrity);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Integrity' })).toHaveTextContent('About Integrity');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(integrity).toHaveFocus());
  });
});
