import type { HomeClosingRecord } from './types';

export const homeClosing: HomeClosingRecord = {
  title: 'Ready to Start Your Project',
  lead:
    'Tell us what you are building, how many you need and when you need them. An engineer will review your request and get back to you with next steps.',
  note: 'Your details are only used to answer your request. We will sign an NDA before you share any design files.',
  formHeading: 'Request a quote',
};
