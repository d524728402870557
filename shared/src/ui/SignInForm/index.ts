export { SignInForm } from './SignInForm';
export type { SignInFormProps } from './SignInForm';
