/** Code points that extend the character before them: marks, variation selectors, skin tones, tags. */
const EXTENDER = /^[\p{M}\p{Emoji_Modifier}\u{E0020}-\u{E007F}]$/u;
const REGIONAL_INDICATOR = /^\p{Regional_Indicator}$/u;
const ZERO_WIDTH_JOINER = '\u200d';

/**
 * Characters in `text` as a person counts them: a Chinese character, a letter with its accents,
 * an emoji with its skin tone or variation selector, a ZWJ family (👨‍👩‍👧), a flag (🇨🇳) or a
 * keycap (1️⃣) is one. An approximation of Unicode grapheme clusters that needs no `Intl.Segmenter`
 * (missing in older browsers) and so counts the same everywhere.
 */
export function countCharacters(text: string): number {
  let count = 0;
  let afterJoiner = false;
  let unpairedRegional = false;
  for (const point of text) {
    const regional = REGIONAL_INDICATOR.test(point);
    const pairsFlag: boolean = regional && unpairedRegional;
    const extendsPrevious =
      afterJoiner || point === ZERO_WIDTH_JOINER || pairsFlag || EXTENDER.test(point);
    if (!extendsPrevious || count === 0) count += 1;
    afterJoiner = point === ZERO_WIDTH_JOINER;
    unpairedRegional = regional && !pairsFlag;
  }
  return count;
}
