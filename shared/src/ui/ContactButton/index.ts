export { ContactButton } from './ContactButton';
export type { ContactButtonProps } from './ContactButton';
