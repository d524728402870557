import { defineExamples } from '../examples';
import { exampleSignIn } from './exampleSignIn';
import { SignInForm } from './SignInForm';

export default defineExamples(
  SignInForm,
  {
    'a portal sign-in': { signIn: exampleSignIn },
  },
  {
    // Each answers a press.
    notShown: ['submittedMessage', 'helpMessage'],
  },
);
