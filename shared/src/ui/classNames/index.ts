export { cx } from './classNames';
