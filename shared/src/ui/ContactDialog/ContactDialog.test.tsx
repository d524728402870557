import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { ContactDialog, type ContactDialogProps } from './ContactDialog';

const okResponse = { ok: true, status: 200 } as Response;

const VALUES = {
  'First Name*': 'Grace',
  'Last Name*': 'Hopper',
  'Company Name*': 'Cobol Systems',
  'Email Address*': 'grace@cobol.test',
  'Phone Number*': '7705550199',
  'Project Details (quantities, timeline, special requirements)*': '200 harnesses by March',
} as const;

let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;
const originalFetch = global.fetch;

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(okResponse);
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  global.fetch = originalFetch;
  jest.useRealTimers();
});

/** Fills the form without userEvent, so it works the same under fake timers. */
function fillInQuickly() {
  for (const [placeholder, value] of Object.entries(VALUES)) {
    fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
  }
}

function submitForm() {
  const form = screen.getByRole('dialog').querySelector('form');
  if (!form) throw new Error('the dialog holds no form');
  fireEvent.submit(form);
}

/** Stands in for the header: a button that opens the dialog, which closes itself through onDismiss. */
function Harness({
  onDismissSpy,
  ...props
}: Omit<ContactDialogProps, 'isOpen' | 'onDismiss' | 'place'> & { onDismissSpy?: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => {
    onDismissSpy?.();
    setOpen(false);
  }, [onDismissSpy]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open contact
      </button>
      <ContactDialog place="page-dialog" isOpen={isOpen} onDismiss={close} {...props} />
    </>
  );
}

describe('ContactDialog', () => {
  it('opens as "Contact Us", described by its description, holding the contact form', () => {
    render(<ContactDialog place="page-dialog" isOpen onDismiss={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    expect(dialog).toHaveAccessibleDescription('Fill out the form below and our team will contact you.');
    expect(screen.getByText('Fill out the form below and our team will contact you.')).toBeVisible();
    expect(screen.getByPlaceholderText('First Name*')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(<ContactDialog place="page-dialog" isOpen={false} onDismiss={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('First Name*')).not.toBeInTheDocument();
  });

  it('posts to the endpoint it is given', async () => {
    render(<ContactDialog place="page-dialog" isOpen onDismiss={jest.fn()} endpoint="/test/contact" />);
    fillInQuickly();
    submitForm();
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/test/contact', expect.objectContaining({ method: 'POST' }));
  });

  it('closes itself exactly autoCloseAfterMs after a successful submission', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    render(<ContactDialog place="page-dialog" isOpen onDismiss={onDismiss} autoCloseAfterMs={3000} />);

    for (const [placeholder, value] of Object.entries(VALUES)) {
      await user.type(screen.getByPlaceholderText(placeholder), value);
    }
    // Time spent filling in the form does not count.
    act(() => jest.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(onDismiss).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(10_000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('is still open 2.9 s after a success and gone at 3 s when its owner closes it on dismiss', async () => {
    jest.useFakeTimers();
    const onDismissSpy = jest.fn();
    render(<Harness onDismissSpy={onDismissSpy} autoCloseAfterMs={3000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open contact' }));
    fillInQuickly();
    submitForm();
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    expect(onDismissSpy).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onDismissSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close by itself without autoCloseAfterMs', async () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    render(<ContactDialog place="page-dialog" isOpen onDismiss={onDismiss} />);
    fillInQuickly();
    submitForm();
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not auto-close after a failed submission', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue({ ok: false, status: 500 } as Response);
    const onDismiss = jest.fn();
    render(<ContactDialog place="page-dialog" isOpen onDismiss={onDismiss} autoCloseAfterMs={3000} />);
    fillInQuickly();
    submitForm();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
    // One post (the form token, fetched first, failed too: the form sent without it).
    expect(fetchMock.mock.calls.filter(([url]) => !String(url).endsWith('/token'))).toHaveLength(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('cancels the pending auto-close when the visitor closes the dialog first', async () => {
    jest.useFakeTimers();
    const onDismissSpy = jest.fn();
    render(<Harness onDismissSpy={onDismissSpy} autoCloseAfterMs={3000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open contact' }));
    fillInQuickly();
    submitForm();
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onDismissSpy).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(onDismissSpy).toHaveBeenCalledTimes(1);
  });

  it('shows an empty form again after closing and reopening', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open contact' }));
    await user.type(screen.getByPlaceholderText('First Name*'), 'Grace');
    await user.type(screen.getByPlaceholderText('Email Address*'), 'grace@cobol.test');
    expect(screen.getByPlaceholderText('First Name*')).toHaveValue('Grace');

    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open contact' }));
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    for (const placeholder of Object.keys(VALUES)) {
      expect(screen.getByPlaceholderText(placeholder)).toHaveValue('');
    }
  });

  it('shows the form, not the thank-you panel, when reopened after a successful submission', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open contact' }));
    fillInQuickly();
    submitForm();
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await user.click(screen.getByRole('button', { name: 'Open contact' }));
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('First Name*')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
