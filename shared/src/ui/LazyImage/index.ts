export { LazyImage, LAZY_IMAGE_THRESHOLD, LAZY_IMAGE_ROOT_MARGIN } from './LazyImage';
export type { LazyImageProps } from './LazyImage';
