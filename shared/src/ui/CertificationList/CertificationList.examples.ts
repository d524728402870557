import { defineExamples } from '../examples';
import { CertificationList } from './CertificationList';

const badge = { src: 'seal.svg', alt: '', width: 96, height: 96 };

export default defineExamples(CertificationList, {
  'a list with three statuses': {
    layout: 'list',
    items: [
      { name: 'ISO 13485', standing: 'certified', description: 'Quality management for medical devices.' },
      { name: 'IPC-A-610 Class 3', standing: 'trained' },
      { name: 'ITAR', standing: 'registered', description: 'Registered with the US State Department.' },
    ],
  },
  'badge cards': {
    layout: 'cards',
    items: [
      {
        name: 'AS9100D',
        description: 'Aerospace quality management.',
        badge: { ...badge, alt: 'AS9100D certified seal' },
      },
      {
        name: 'WBENC',
        description: 'A women-owned business enterprise.',
        badge: { ...badge, alt: 'WBENC certified seal' },
      },
    ],
  },
  'a row of seals': {
    layout: 'seals',
    label: 'Our certifications',
    items: [
      { name: 'AS9100D', description: 'Aerospace quality management', badge },
      { name: 'ISO 13485', description: 'Medical device quality management', badge },
      { name: 'UL compliant', description: 'Product safety', badge },
    ],
  },
});
