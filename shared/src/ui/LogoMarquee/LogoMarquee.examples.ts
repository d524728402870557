import { defineExamples } from '../examples';
import { LogoMarquee } from './LogoMarquee';

const size = { width: 200, height: 60 };

export default defineExamples(LogoMarquee, {
  'three customers': {
    label: 'Trusted by',
    loopSeconds: 30,
    logos: [
      { name: 'Quillmarsh Avionics', image: { src: 'quillmarsh.svg', alt: 'Quillmarsh Avionics logo', ...size } },
      { name: 'Bellwyn Medical Devices', image: { src: 'bellwyn.svg', alt: 'Bellwyn Medical Devices logo', ...size } },
      { name: 'Tarrowby Power Systems', image: { src: 'tarrowby.svg', alt: 'Tarrowby Power Systems logo', ...size } },
    ],
  },
});
