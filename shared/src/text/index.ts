export { cutText, wellFormed } from './cutText';
