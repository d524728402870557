export { FadeIn, FADE_IN_THRESHOLD } from './FadeIn';
export type { FadeInProps, FadeInElement } from './FadeIn';
