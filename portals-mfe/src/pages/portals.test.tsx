import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { site } from 'shared/config';
import ClientPortal from './ClientPortal/ClientPortal';
import InvestorPortal from './InvestorPortal/InvestorPortal';

function renderAt(element: React.ReactElement) {
  return render(<MemoryRouter>{element}</MemoryRouter>);
}

describe('client portal', () => {
  it('shows the sign-in form with the exact button and link texts and the access note', () => {
    renderAt(<ClientPortal />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your client portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'you@company.com');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Your password');
    expect(screen.getByRole('button', { name: 'Sign In to Portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByText(/contact your project manager/i)).toBeInTheDocument();
  });

  it('answers a sign-in with the way to get access instead of a fake sign-in, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderAt(<ClientPortal />);
    await user.type(screen.getByLabelText('Email'), 'buyer@oem.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In to Portal' }));
    expect(screen.getByRole('status')).toHaveTextContent(/set up by your project manager/i);
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@oem.test');
  });

  it('gives the forgotten-password link a real answer', async () => {
    const user = userEvent.setup();
    renderAt(<ClientPortal />);
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Passwords are reset by your project manager. Please contact your project manager, or call us at ${site.phone.display}.`,
    );
  });
});

describe('investor portal', () => {
  it('says it is for authorized investors and points sign-in at investor relations', async () => {
    const user = userEvent.setup();
    renderAt(<InvestorPortal />);
    expect(screen.getAllByText(/authorized investors only/i).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(screen.getByRole('status')).toHaveTextContent(/investor relations/i);
    await user.click(screen.getByRole('button', { name: 'Request access credentials' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Credentials are issued by investor relations. Please write to ${site.email} or call ${site.phone.display} and we will verify your details.`,
    );
  });
});
