import { site } from '../../config';
import type { ActionRecord, ClosingRecord } from '../page';

/** The closing band of the three legal documents: write or call us, and optionally a link to a related document. */
export function legalQuestionsClosing(link?: ActionRecord): ClosingRecord {
  return {
    copy: {
      title: 'Questions About This Document?',
      intro: 'Write or call us and a member of our team will answer.',
    },
    actions: [
      { kind: 'call', label: `Email ${site.email}`, href: `mailto:${site.email}`, icon: 'mail' },
      { kind: 'call', label: `Call ${site.phone.display}`, href: `tel:${site.phone.tel}`, icon: 'phone' },
    ],
    ...(link ? { link } : {}),
  };
}
