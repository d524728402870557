import type { ClosingRecord } from '../page';

/** 'Ready to Start Your Project': the quote form, whose answers come as toasts. */
export const homeClosing: ClosingRecord = {
  copy: {
    title: 'Ready to Start Your Project',
    intro:
      'Tell us what you are building, how many you need and when you need them. An engineer will review your request and get back to you with next steps.',
  },
  note: 'Your details are only used to answer your request. We will sign an NDA before you share any design files.',
  form: { heading: 'Request a quote' },
};
