import { countCharacters } from '../index';

const samples: readonly [string, string, number][] = [
  ['empty', '', 0],
  ['ASCII', 'abc', 3],
  ['Chinese', '无法播放', 4],
  ['a letter with a combining accent', 'e\u0301', 1],
  ['an astral Chinese character', '𠮷', 1],
  ['an emoji', '😀', 1],
  ['an emoji with a skin tone', '👍🏽', 1],
  ['an emoji with a variation selector', '❤️', 1],
  ['a keycap', '1️⃣', 1],
  ['a ZWJ family', '👨‍👩‍👧', 1],
  ['a ZWJ family with skin tones', '👩🏽‍👩🏽‍👦🏽', 1],
  ['a flag', '🇨🇳', 1],
  ['two flags', '🇨🇳🇺🇸', 2],
  ['three regional indicators', '🇨🇳🇺', 2],
  ['a subdivision flag', '🏴󠁧󠁢󠁥󠁮󠁧󠁿', 1],
  ['a lone joiner', '\u200d', 1],
  ['a lone combining mark', '\u0301', 1],
  ['mixed text', '卡顿👨‍👩‍👧 ok🇨🇳!', 8],
];

describe('countCharacters', () => {
  it.each(samples)('counts %s', (_case, text, expected) => {
    expect(countCharacters(text)).toBe(expected);
  });

  it.each(samples)('agrees with Intl.Segmenter on %s', (_case, text) => {
    const segments = [...new Intl.Segmenter('zh', { granularity: 'grapheme' }).segment(text)];
    expect(countCharacters(text)).toBe(segments.length);
  });
});
