import { defineExamples } from '../examples';
import { FeatureCard } from './FeatureCard';

export default defineExamples(FeatureCard, {
  'icon, text and points': {
    title: 'Excellent Quality',
    icon: 'award',
    description: 'IPC-A-610 Class 2 or 3 workmanship, checked by several layers of inspection.',
    features: ['Defect rate under .001%', 'AS9100D and ISO 13485 certified'],
  },
  'labelled list, no description': {
    title: 'Inspection and test',
    icon: 'microscope',
    featuresLabel: 'Methods',
    features: ['SPI', 'AOI', 'X-ray'],
  },
  'text only': { title: 'Monitoring', description: 'Devices that watch over patients.' },
});
