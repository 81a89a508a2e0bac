import { favouriteItem, historyItem } from './my-video-item';

describe('collect items', () => {
  it('takes a history entry’s cover as is', () => {
    const cover = { url: 'https://cdn.example/1.png.enc', type: 'png' };
    expect(historyItem({ id: 1, coverbase64: cover, title: '看过' })).toEqual({
      id: 1,
      title: '看过',
      cover,
    });
  });

  it.each([
    {
      imgUrl: 'https://cdn.example/2.png.enc',
      cover: { url: 'https://cdn.example/2.png.enc', type: 'png' },
    },
    { imgUrl: '', cover: null },
  ])('builds a favourite’s cover from imgUrl $imgUrl', ({ imgUrl, cover }) => {
    const favourite = { id: 2, imgUrl, imgType: 'png', title: '收藏', path: '', createdAt: null };
    expect(favouriteItem(favourite)).toEqual({ id: 2, title: '收藏', cover });
  });
});
