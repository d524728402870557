import { defineExamples } from '../examples';
import { CertificationList } from './CertificationList';

export default defineExamples(CertificationList, {
  'three statuses': {
    items: [
      { name: 'ISO 13485', status: 'Certified', description: 'Quality management for medical devices.' },
      { name: 'IPC-A-610 Class 3', status: 'Trained' },
      { name: 'ITAR', status: 'Registered', description: 'Registered with the US State Department.' },
    ],
  },
});
