import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '../../config';
import { contactFields, contactTexts, type ContactRequest } from '../../content/contact';
import { Toasts } from '../Toasts';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { deferred } from '../../../../test-support/deferred';

const FIELD_NAMES = ['firstName', 'lastName', 'companyName', 'email', 'phoneNumber', 'projectDetails'] as const;

const PLACEHOLDERS = {
  firstName: 'First Name*',
  lastName: 'Last Name*',
  companyName: 'Company Name*',
  email: 'Email Address*',
  phoneNumber: 'Phone Number*',
  projectDetails: 'Project Details (quantities, timeline, special requirements)*',
} as const satisfies ContactRequest;

const VALUES: ContactRequest = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Analytical Engines Ltd',
  email: 'ada@engines.test',
  phoneNumber: '+1 770 555 0100',
  projectDetails: '500 boards, 6 weeks, conformal coating',
};

const okResponse = { ok: true, status: 200 } as Response;
const serverError = { ok: false, status: 500 } as Response;

/** The intake's 400 answer refusing one field. */
function refused(field: string, reason: string): Response {
  const body = { error: 'invalid_field', field, reason, message: `"${field}" was refused.` };
  return { ok: false, status: 400, json: () => Promise.resolve(body) } as unknown as Response;
}

/** The posts the form sent; the form token it fetches on first use is answered apart (tokenRequests). */
let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;
let tokenRequests: string[];
const originalFetch = global.fetch;
const FORM_TOKEN = 'issued-by-the-site';

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  tokenRequests = [];
  global.fetch = ((url: string, init?: RequestInit) => {
    if (String(url).endsWith('/token')) {
      tokenRequests.push(String(url));
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ token: FORM_TOKEN }) } as Response);
    }
    return fetchMock(url, init);
  }) as typeof fetch;
});

/** What the form sends after the six fields: the honeypot (empty), where it was sent from, and its token. */
const SENT_WITH_THE_FIELDS = { website: '', source_page: '/', source_form: 'closing', form_token: FORM_TOKEN };

afterEach(() => {
  global.fetch = originalFetch;
});

function renderForm(props: Partial<ContactFormProps> = {}) {
  const user = userEvent.setup();
  const utils = render(
    <>
      <ContactForm place="closing" {...props} />
      <Toasts />
    </>,
  );
  return { user, ...utils };
}

function field(name: keyof typeof PLACEHOLDERS): HTMLInputElement | HTMLTextAreaElement {
  return screen.getByPlaceholderText(PLACEHOLDERS[name]);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: ContactRequest = VALUES) {
  for (const name of FIELD_NAMES) {
    await user.type(field(name), values[name]);
  }
}

function submitButton() {
  return screen.getByRole('button', { name: contactTexts.submit });
}

describe('ContactForm fields', () => {
  it('renders exactly the six fields in order, with their placeholders, types and accessible names', () => {
    const { container } = renderForm();
    const controls = Array.from(container.querySelectorAll('form input, form textarea')).filter(
      (control) => !control.closest('[aria-hidden="true"]'),
    );
    expect(controls.map((control) => control.getAttribute('name'))).toEqual([...FIELD_NAMES]);
    // The honeypot: a field only a bot fills in, out of sight, out of the Tab order and hidden from screen readers.
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveValue('');
    expect(contactFields.map((f) => f.name)).toEqual([...FIELD_NAMES]);

    expect(field('firstName')).toHaveAttribute('type', 'text');
    expect(field('lastName')).toHaveAttribute('type', 'text');
    expect(field('companyName')).toHaveAttribute('type', 'text');
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(field('phoneNumber')).toHaveAttribute('type', 'tel');

    const details = field('projectDetails');
    expect(details.tagName).toBe('TEXTAREA');
    expect(details).toHaveAttribute('rows', '3');

    for (const name of FIELD_NAMES) {
      expect(field(name)).toBeRequired();
      expect(field(name)).toHaveValue('');
      expect(field(name)).not.toHaveAttribute('aria-invalid');
    }
    // The browser stops typing where the intake's limits are, so the intake never refuses a length the form allowed.
    expect(field('firstName')).toHaveAttribute('maxlength', '100');
    expect(field('lastName')).toHaveAttribute('maxlength', '100');
    expect(field('companyName')).toHaveAttribute('maxlength', '200');
    expect(field('email')).toHaveAttribute('maxlength', '254');
    expect(field('phoneNumber')).toHaveAttribute('maxlength', '50');
    expect(details).toHaveAttribute('maxlength', '8000');
    // The placeholders vanish once typed into, so every field also has a label.
    expect(screen.getByLabelText('Email address')).toBe(field('email'));
    expect(screen.getByLabelText('Project details (quantities, timeline, special requirements)')).toBe(details);

    expect(submitButton()).toHaveAttribute('type', 'submit');
    expect(submitButton()).toBeEnabled();
  });

  it('does not send anything while required fields are empty', async () => {
    const { user } = renderForm();
    await user.type(field('firstName'), 'Ada');
    await user.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(submitButton()).toBeEnabled();
  });
});

describe('ContactForm submission', () => {
  it('posts a FormData body with exactly the six typed fields to the configured endpoint', async () => {
    fetchMock.mockResolvedValue(okResponse);
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submitButton());

    await screen.findByText(contactTexts.thankYouTitle);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(site.contactEndpoint);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    const body = init!.body as FormData;
    expect([...body.keys()]).toEqual([...FIELD_NAMES, ...Object.keys(SENT_WITH_THE_FIELDS)]);
    expect(Object.fromEntries(body.entries())).toEqual({ ...VALUES, ...SENT_WITH_THE_FIELDS });
    // Fetched once, when the visitor first typed, from the endpoint's own token address.
    expect(tokenRequests).toEqual([`${site.contactEndpoint}/token`]);
  });

  it('asks for the form token once more at Submit when it could not be fetched on first use', async () => {
    fetchMock.mockResolvedValue(okResponse);
    let tokenAnswers = 0;
    const withToken = global.fetch;
    global.fetch = ((url: string, init?: RequestInit) => {
      if (String(url).endsWith('/token') && tokenAnswers++ === 0)
        return Promise.reject(new TypeError('Failed to fetch'));
      return withToken(url, init);
    }) as typeof fetch;
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submitButton());
    await screen.findByText(contactTexts.thankYouTitle);
    expect(tokenAnswers).toBe(2);
    expect((fetchMock.mock.calls[0]![1]!.body as FormData).get('form_token')).toBe(FORM_TOKEN);
  });

  it('posts to the endpoint given as a prop instead of the configured one', async () => {
    fetchMock.mockResolvedValue(okResponse);
    const { user } = renderForm({ endpoint: 'https://leads.example.test/contact' });
    await fillIn(user);
    await user.click(submitButton());
    await screen.findByText(contactTexts.thankYouTitle);
    expect(fetchMock).toHaveBeenCalledWith(
      'https://leads.example.test/contact',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shows "Submitting..." on a disabled button while the request is pending, and sends only once', async () => {
    const pending = deferred<Response>();
    fetchMock.mockReturnValue(pending.promise);
    const onSubmitted = jest.fn();
    const { user, container } = renderForm({ onSubmitted });
    await fillIn(user);
    await user.click(submitButton());

    const busyButton = await screen.findByRole('button', { name: contactTexts.submitting });
    expect(busyButton).toHaveTextContent('Submitting...');
    expect(busyButton).toBeDisabled();
    expect(container.querySelector('form')).toHaveAttribute('aria-busy', 'true');

    // Neither the disabled button nor a direct second submit of the form sends again.
    await user.click(busyButton);
    fireEvent.submit(container.querySelector('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSubmitted).not.toHaveBeenCalled();

    pending.resolve(okResponse);
    expect(await screen.findByText(contactTexts.thankYouTitle)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('replaces the form with the thank-you panel and calls onSubmitted once when the request succeeds', async () => {
    fetchMock.mockResolvedValue(okResponse);
    const onSubmitted = jest.fn();
    const { user, container } = renderForm({ onSubmitted });
    await fillIn(user);
    await user.click(submitButton());

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you!');
    expect(status).toHaveTextContent('One of our representatives will contact you shortly.');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(container.querySelector('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: contactTexts.submit })).not.toBeInTheDocument();
  });

  it('does not show the success toast unless toastOnSuccess is set', async () => {
    fetchMock.mockResolvedValue(okResponse);
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submitButton());
    await screen.findByText(contactTexts.thankYouTitle);
    // Give react-toastify the chance to render anything it was asked to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });

  it('shows the success toast as well when toastOnSuccess is set', async () => {
    fetchMock.mockResolvedValue(okResponse);
    const { user } = renderForm({ toastOnSuccess: true });
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(await screen.findByText('Your quote request has been submitted successfully.')).toBeInTheDocument();
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
  });
});

describe('ContactForm failure', () => {
  async function expectFailureKeepsInput(onSubmitted: jest.Mock) {
    // The toast (for everyone) and an inline alert inside the form (heard even inside a modal dialog).
    const toastTitle = await screen.findByText('Submission Failed', { selector: '.toast-message__title' });
    expect(
      await screen.findByText(contactTexts.failureToastText, { selector: '.toast-message__text' }),
    ).toBeInTheDocument();
    expect(toastTitle.closest('[role="alert"]')).not.toBeNull();
    const inlineAlert = document.querySelector('form [role="alert"]');
    expect(inlineAlert).toHaveTextContent(contactTexts.failureToastTitle);
    expect(inlineAlert).toHaveTextContent(contactTexts.failureToastText);

    const button = await screen.findByRole('button', { name: 'Submit' });
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(/^Submit$/);
    for (const name of FIELD_NAMES) {
      expect(field(name)).toHaveValue(VALUES[name]);
    }
    expect(screen.queryByText(contactTexts.thankYouTitle)).not.toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  }

  it('keeps every typed value, re-enables the button and toasts the failure on a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const onSubmitted = jest.fn();
    const { user } = renderForm({ onSubmitted, toastOnSuccess: true });
    await fillIn(user);
    await user.click(submitButton());

    await expectFailureKeepsInput(onSubmitted);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });

  it('treats a non-OK status (500) as a failure in the same way', async () => {
    fetchMock.mockResolvedValue(serverError);
    const onSubmitted = jest.fn();
    const { user } = renderForm({ onSubmitted, toastOnSuccess: true });
    await fillIn(user);
    await user.click(submitButton());

    await expectFailureKeepsInput(onSubmitted);
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });

  it('lets the visitor send the same values again after a failure', async () => {
    fetchMock.mockResolvedValueOnce(serverError).mockResolvedValueOnce(okResponse);
    const onSubmitted = jest.fn();
    const { user } = renderForm({ onSubmitted });
    await fillIn(user);
    await user.click(submitButton());
    await screen.findByText('Submission Failed');

    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(contactTexts.thankYouTitle)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const secondBody = fetchMock.mock.calls[1]![1]!.body as FormData;
    expect(Object.fromEntries(secondBody.entries())).toEqual({ ...VALUES, ...SENT_WITH_THE_FIELDS });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  });
});

describe('ContactForm idempotency key', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  function sentKeys(): (string | null)[] {
    return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
  }

  it('sends one key per filled-in form as the Idempotency-Key header, the same on each retry after a failure', async () => {
    fetchMock
      .mockResolvedValueOnce(serverError)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(okResponse);
    const { user } = renderForm();
    await fillIn(user);
    for (const failedAttempt of [1, 2]) {
      await user.click(submitButton());
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(failedAttempt));
      await waitFor(() =>
        expect(document.querySelector('form [role="alert"]')).toHaveTextContent(contactTexts.failureToastText),
      );
      await waitFor(() => expect(submitButton()).toBeEnabled());
    }
    await user.click(submitButton());
    expect(await screen.findByText(contactTexts.thankYouTitle)).toBeInTheDocument();

    const [first, ...retries] = sentKeys();
    expect(first).toMatch(UUID);
    expect(retries).toEqual([first, first]);
    // A header, not a field.
    expect([...(fetchMock.mock.calls[0]![1]!.body as FormData).keys()]).toEqual([
      ...FIELD_NAMES,
      ...Object.keys(SENT_WITH_THE_FIELDS),
    ]);
  });

  it('after a success, the next form sends a different key', async () => {
    fetchMock.mockResolvedValue(okResponse);
    const { user, unmount } = renderForm();
    await fillIn(user);
    await user.click(submitButton());
    await screen.findByText(contactTexts.thankYouTitle);
    unmount();

    const next = renderForm();
    await fillIn(next.user);
    await next.user.click(submitButton());
    await screen.findByText(contactTexts.thankYouTitle);
    const [first, second] = sentKeys();
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('two forms on one page send keys of their own', async () => {
    fetchMock.mockResolvedValue(serverError);
    const user = userEvent.setup();
    const { container } = render(
      <>
        <ContactForm place="hero" />
        <ContactForm place="closing" />
      </>,
    );
    const forms = container.querySelectorAll('form');
    for (const form of forms) {
      for (const name of FIELD_NAMES)
        await user.type(within(form).getByPlaceholderText(PLACEHOLDERS[name]), VALUES[name]);
      await user.click(within(form).getByRole('button', { name: contactTexts.submit }));
    }
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = sentKeys();
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('still sends a random key where the browser has no crypto.randomUUID (a page on plain HTTP)', async () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      fetchMock.mockResolvedValue(okResponse);
      const { user } = renderForm();
      await fillIn(user);
      await user.click(submitButton());
      await screen.findByText(contactTexts.thankYouTitle);
      expect(sentKeys()[0]).toMatch(UUID);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('ContactForm refused fields', () => {
  it('shows why the intake refused a field at that field, keeps every typed value and focuses it', async () => {
    fetchMock.mockResolvedValue(refused('phoneNumber', 'too_long'));
    const onSubmitted = jest.fn();
    const { user } = renderForm({ onSubmitted });
    await fillIn(user);
    await user.click(submitButton());

    const phone = field('phoneNumber');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Phone number: please shorten this to 50 characters or fewer.');
    expect(screen.getByText('Phone number: please shorten this to 50 characters or fewer.')).toBeVisible();
    expect(phone).toHaveFocus();
    for (const name of FIELD_NAMES) {
      expect(field(name)).toHaveValue(VALUES[name]);
      if (name !== 'phoneNumber') expect(field(name)).not.toHaveAttribute('aria-invalid');
    }
    // The general failure is still said as well.
    expect(document.querySelector('form [role="alert"]')).toHaveTextContent(contactTexts.failureToastText);
    expect(await screen.findByText('Submission Failed', { selector: '.toast-message__title' })).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('says in plain words what an unknown reason means', async () => {
    fetchMock.mockResolvedValue(refused('email', 'something_new'));
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(field('email')).toHaveAccessibleDescription(
        'Email address: we could not accept this. Please check it and try again.',
      ),
    );
  });

  it('clears the message once the field is fixed and the form sent again', async () => {
    fetchMock.mockResolvedValueOnce(refused('phoneNumber', 'control_characters')).mockResolvedValueOnce(serverError);
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submitButton());
    const phone = field('phoneNumber');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'Phone number: this contains a tab or another hidden control character, often picked up by copying and pasting. Please retype it.',
      ),
    );

    await user.clear(phone);
    await user.type(phone, '770 555 0100');
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid'));
    expect(phone).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/^Phone number:/)).not.toBeInTheDocument();
  });

  it('refuses a field of nothing but spaces at the field, before sending anything', async () => {
    fetchMock.mockResolvedValue(okResponse);
    const { user } = renderForm();
    await fillIn(user, { ...VALUES, lastName: '   ' });
    await user.click(submitButton());

    const lastName = field('lastName');
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('Last name: please fill this in. Spaces alone do not count.');
    expect(lastName).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Submission Failed')).not.toBeInTheDocument();

    await user.type(lastName, 'Lovelace');
    await user.click(submitButton());
    expect(await screen.findByText(contactTexts.thankYouTitle)).toBeInTheDocument();
    expect((fetchMock.mock.calls[0]![1]!.body as FormData).get('lastName')).toBe('   Lovelace');
  });

  it.each([
    ['a tab', 'companyName', 'Analytical\tEngines', 'Company name'],
    ['NEXT LINE (U+0085, a C1 control)', 'lastName', 'Love\u0085lace', 'Last name'],
  ] as const)(
    'refuses a pasted %s in a one-line field at the field, before sending anything',
    async (_case, name, pasted, label) => {
      const { user } = renderForm();
      await fillIn(user);
      await user.clear(field(name));
      await user.paste(pasted);
      expect(field(name)).toHaveValue(pasted);
      await user.click(submitButton());

      expect(field(name)).toHaveAccessibleDescription(
        `${label}: this contains a tab or another hidden control character, often picked up by copying and pasting. Please retype it.`,
      );
      expect(field(name)).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
