import type { Favourite } from './entities';
import { favouriteCover } from './favourite-cover';

const favourite: Favourite = {
  id: 7,
  imgUrl: 'https://img.test/7.jpg.enc',
  imgType: 'jpeg',
  title: '收藏',
  path: '/media/7/master.m3u8',
  createdAt: null,
};

describe('favouriteCover', () => {
  it('is the encrypted image the favourite names', () => {
    expect(favouriteCover(favourite)).toEqual({ url: 'https://img.test/7.jpg.enc', type: 'jpeg' });
  });

  it('is none for a favourite saved without a cover', () => {
    expect(favouriteCover({ ...favourite, imgUrl: '' })).toBeNull();
  });
});
