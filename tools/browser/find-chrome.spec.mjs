import { describe, expect, it } from 'vitest';
import { findChrome } from './find-chrome.mjs';

describe('findChrome', () => {
  it('uses CHROME_PATH when it is executable', () => {
    expect(findChrome({ CHROME_PATH: process.execPath })).toBe(process.execPath);
  });

  it('names a CHROME_PATH that is not executable', () => {
    expect(() => findChrome({ CHROME_PATH: '/nope/chrome' })).toThrow(
      'CHROME_PATH is set to "/nope/chrome"',
    );
  });
});
