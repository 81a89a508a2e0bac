export { LazyImage } from './lazy-image';
export type { ImageLoader, LazyImageProps } from './lazy-image';
export { useImageUrl } from './use-image-url';
