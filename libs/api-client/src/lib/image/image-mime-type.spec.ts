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
    ['avif', 'image/avif'],
    ['image/png', 'image/png'],
  ])('maps %j to %s', (type, expected) => {
    expect(imageMimeType(type)).toBe(expected);
  });

  it.each(['svg', 'svg+xml', 'image/svg+xml', 'html', 'text/html', 'xml', 'png;x=1'])(
    'refuses %j, which is not a raster image',
    (type) => {
      expect(imageMimeType(type)).toBeNull();
    },
  );
});
