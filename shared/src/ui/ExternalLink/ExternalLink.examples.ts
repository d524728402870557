import { defineExamples } from '../examples';
import { ExternalLink } from './ExternalLink';

export default defineExamples(ExternalLink, {
  'plain link': { href: 'https://staffing.example.com/', children: 'Professional Staffing' },
  'styled as a button': {
    href: 'https://example.com/capabilities.pdf',
    className: 'button button--ghost',
    children: 'Download the capabilities sheet (PDF)',
  },
});
