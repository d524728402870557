import type { SignInRecord } from '../../content/page';

/** A portal's sign-in texts, for the kit's examples and tests. */
export const exampleSignIn: SignInRecord = {
  emailLabel: 'Email',
  emailPlaceholder: 'you@company.com',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Your password',
  submitLabel: 'Sign In to Portal',
  helpLabel: 'Forgot your password?',
  submittedMessage: 'Portal accounts are set up by your project manager.',
  helpMessage: 'Passwords are reset by your project manager.',
  accessNote: 'Need access? Contact your project manager.',
};
