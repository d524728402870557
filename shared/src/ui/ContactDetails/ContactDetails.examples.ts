import { defineExamples } from '../examples';
import { ContactDetails } from './ContactDetails';

export default defineExamples(ContactDetails, {
  'an office with its hours and next steps': {
    details: {
      title: 'Our Office',
      address: { label: 'Address', lines: ['100 Main Street', 'Springfield, GA 30000'] },
      phone: { label: 'Phone', display: '(404) 555-0100', href: 'tel:+14045550100' },
      email: { label: 'Email', display: 'jobs@example.com', href: 'mailto:jobs@example.com' },
      hours: { label: 'Office Hours', lines: ['Monday to Friday, 8:00 AM to 5:00 PM', 'Closed Saturday and Sunday'] },
      actions: [
        { kind: 'call', label: 'Call Us', href: 'tel:+14045550100', icon: 'phone' },
        {
          kind: 'external',
          label: 'Get Directions',
          href: 'https://maps.example.com/dir/100-main-street',
          icon: 'mapPin',
        },
      ],
    },
  },
  'without actions': {
    details: {
      title: 'Head Office',
      address: { label: 'Address', lines: ['100 Main Street, Springfield, GA 30000'] },
      phone: { label: 'Phone', display: '(404) 555-0100', href: 'tel:+14045550100' },
      email: { label: 'Email', display: 'info@example.com', href: 'mailto:info@example.com' },
      hours: { label: 'Hours', lines: ['Weekdays 9 to 5'] },
    },
  },
});
