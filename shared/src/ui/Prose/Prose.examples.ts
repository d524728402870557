import { defineExamples } from '../examples';
import { Prose } from './Prose';

export default defineExamples(Prose, {
  'paragraphs only': {
    paragraphs: [
      'These terms apply to every quote we send and every order we accept.',
      'Where a signed agreement says something different, the signed agreement wins.',
    ],
  },
  'paragraphs and a list': {
    paragraphs: ['When you send the contact form we receive what you type into it:'],
    list: ['Your first and last name', 'Your company', 'Your e-mail address and phone number', 'Your project details'],
  },
});
