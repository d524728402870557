import { defineExamples } from '../examples';
import { RouteLink } from './RouteLink';

export default defineExamples(RouteLink, {
  'to a page': { to: '/our-story', children: 'Read our story' },
  'to an anchor': { to: '/#proof', children: 'Our certifications' },
});
