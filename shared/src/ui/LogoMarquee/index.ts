export { LogoMarquee } from './LogoMarquee';
export type { LogoMarqueeProps } from './LogoMarquee';
