import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleSignIn } from './exampleSignIn';
import { SignInForm } from './SignInForm';

test('a sign-in is answered with who arranges access, and what was typed stays', async () => {
  const user = userEvent.setup();
  render(<SignInForm signIn={exampleSignIn} />);
  await user.type(screen.getByLabelText(exampleSignIn.emailLabel), 'buyer@oem.test');
  await user.click(screen.getByRole('button', { name: exampleSignIn.submitLabel }));
  expect(screen.getByRole('status')).toHaveTextContent(exampleSignIn.submittedMessage);
  expect(screen.getByLabelText(exampleSignIn.emailLabel)).toHaveValue('buyer@oem.test');
});

test('the help button gets a real answer', async () => {
  const user = userEvent.setup();
  render(<SignInForm signIn={exampleSignIn} />);
  await user.click(screen.getByRole('button', { name: exampleSignIn.helpLabel }));
  expect(screen.getByRole('status')).toHaveTextContent(exampleSignIn.helpMessage);
});

test('the fields are an e-mail and a password a password manager recognises', () => {
  render(<SignInForm signIn={exampleSignIn} />);
  expect(screen.getByLabelText(exampleSignIn.emailLabel)).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText(exampleSignIn.passwordLabel)).toHaveAttribute('type', 'password');
});
