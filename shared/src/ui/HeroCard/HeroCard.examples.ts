import { defineExamples } from '../examples';
import { HeroCard } from './HeroCard';

export default defineExamples(HeroCard, {
  'a portal card with a way back and a restriction': {
    back: { kind: 'route', label: 'Back to Home', to: '/' },
    icon: 'lock',
    eyebrow: 'Investor Portal',
    title: 'Investor dashboard',
    lead: 'Reports, filings and shareholder updates in one place.',
    tag: 'For authorized investors only',
  },
  'a bare card': {
    title: 'Sign in',
    lead: 'Follow your orders.',
  },
});
