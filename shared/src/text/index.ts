export { cutText } from './cutText';
