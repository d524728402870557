export { FadeIn, FADE_IN_THRESHOLD, FADE_ATTRIBUTE } from './FadeIn';
export type { FadeInProps, FadeInElement } from './FadeIn';
