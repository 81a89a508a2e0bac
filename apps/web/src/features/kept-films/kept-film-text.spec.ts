import { megabytes, spaceText } from './kept-film-text';

describe('megabytes', () => {
  it.each([
    [0, '0.0'],
    [-5, '0.0'],
    [450_000, '0.5'],
    [9_940_000, '9.9'],
    [9_960_000, '10'],
    [123_456_789, '123'],
  ])('%d bytes are %s MB', (bytes, text) => {
    expect(megabytes(bytes)).toBe(text);
  });
});

describe('spaceText', () => {
  it('says what is used and left', () => {
    expect(spaceText({ usage: 1_500_000, quota: 2_001_500_000 })).toBe('已用 1.5 MB，剩余 2000 MB');
  });

  it('says the space left is unknown without a quota', () => {
    expect(spaceText(null)).toBe('剩余空间未知');
    expect(spaceText({ usage: 10 })).toBe('剩余空间未知');
  });
});
