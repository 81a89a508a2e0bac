import { imageMimeType } from './image-mime-type';

describe('imageMimeType', () => {
  it.each([
    ['', 'image/jpeg'],
    ['  ', 'image/jpeg'],
    ['jpg', 'image/jpeg'],
    ['JPG', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['svg', 'image/svg+xml'],
    ['image/png', 'image/png'],
  ])('maps %j to %s', (type, expected) => {
    expect(imageMimeType(type)).toBe(expected);
  });
});
