import { defineExamples } from '../examples';
import { StatList } from './StatList';

const stats = [
  { value: '75,000+', label: 'placements per hour' },
  { value: '< .001%', label: 'defect rate' },
  { value: '100%', label: 'US workforce' },
  { value: '150+', label: 'active clients' },
];

export default defineExamples(StatList, {
  'tiles on a light section': { label: 'PCB assembly in figures', stats },
  'inside the hero': { label: 'At a glance', stats, variant: 'on-dark' },
  'three columns inside the hero': { label: 'In figures', stats, variant: 'on-dark', columns: 3 },
  'compact, inside a card': { label: 'PCB assembly key figures', stats: stats.slice(0, 2), variant: 'compact' },
});
