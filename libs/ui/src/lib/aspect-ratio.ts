import type { AspectRatio } from '@video/domain';

/** A box's ratio: the domain's `{ width, height }` (750:422), or a plain number (2.3, 1). */
export type Ratio = AspectRatio | number;

/** A ratio as the CSS `aspect-ratio` value, e.g. `750 / 422` or `2.3`. */
export function toCssRatio(ratio: Ratio): string {
  return typeof ratio === 'number' ? String(ratio) : `${ratio.width} / ${ratio.height}`;
}
