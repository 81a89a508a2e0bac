import type { AspectRatio } from '@video/domain';

/** A domain ratio as the CSS `aspect-ratio` value, e.g. `750 / 422`. */
export function toCssRatio({ width, height }: AspectRatio): string {
  return `${width} / ${height}`;
}
