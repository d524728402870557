import { defineExamples } from '../examples';
import { MediaFacade } from './MediaFacade';

export default defineExamples(
  MediaFacade,
  {
    'click-to-play video': {
      media: {
        kind: 'video',
        title: 'Facility tour',
        startLabel: 'Play video: Facility tour',
        embedUrl: 'https://video.example.com/embed/tour',
        caption: 'Four minutes on our floor.',
      },
    },
    'click-to-load map': {
      media: {
        kind: 'map',
        title: 'Map of our Norcross office',
        startLabel: 'Show the map',
        embedUrl: 'https://maps.example.com/embed?q=office',
      },
    },
  },
  {
    // The frame and its title load on a press.
    notShown: ['media.embedUrl', 'media.title'],
  },
);
