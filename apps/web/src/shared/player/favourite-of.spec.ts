import type { Video } from '@video/domain';
import { favouriteOf } from './favourite-of';

const video: Video = {
  id: 7,
  title: '深海风物志',
  pageviews: 10,
  duration: '03:25',
  rank: null,
  createdAt: null,
  updatedAt: null,
  videoPath: 'https://media.test/7/master.m3u8?token=abc',
  cover: { url: 'https://img.test/7.png.enc', type: 'png' },
  coverPath: '',
  tags: [],
  placeholder: null,
};

describe('favouriteOf', () => {
  it.each([
    ['without a cover', { cover: null }, { imgUrl: '', imgType: '' }],
    ['with a cover', {}, { imgUrl: 'https://img.test/7.png.enc', imgType: 'png' }],
  ])('maps a video %s', (_case, changes, image) => {
    expect(favouriteOf({ ...video, ...changes }, 1_700_000_000_000)).toEqual({
      id: 7,
      title: '深海风物志',
      path: 'https://media.test/7/master.m3u8',
      createdAt: 1_700_000_000_000,
      ...image,
    });
  });
});
