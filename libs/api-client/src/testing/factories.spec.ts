import { createAdJson } from './ad-json';
import { createCategoryJson } from './category-json';
import { createFavouriteJson } from './favourite-json';
import { createLinks } from './links';
import { createNoticeJson } from './notice-json';
import { createVideoJson } from './video-json';

const links = createLinks('https://api.example', 'https://cdn.example/hls/');

describe('JSON factories', () => {
  it.each([
    [
      'video',
      () => createVideoJson({ id: 7 }, links),
      'https://api.example/covers/video/7.jpg.enc',
      'jpeg',
    ],
    [
      'ad',
      () => createAdJson({ id: 1007 }, links),
      'https://api.example/covers/ad/1007.jpg.enc',
      'jpeg',
    ],
    [
      'category',
      () => createCategoryJson({ id: 3 }, links),
      'https://api.example/covers/icon/3.png.enc',
      'png',
    ],
  ])('link a %s to its own encrypted image', (_, make, url, type) => {
    expect(JSON.stringify(make())).toContain(`"url":"${url}","type":"${type}"`);
  });

  it('give a video and a favourite the same cover and stream', () => {
    const video = createVideoJson({ id: 4 }, links);
    const favourite = createFavouriteJson({ id: 4 }, links);
    expect([favourite.imgUrl, favourite.path]).toEqual([video.coverbase64?.url, video.videopath]);
    expect(video.videopath).toBe('https://cdn.example/hls/clip-1/master.m3u8');
  });

  it.each([
    ['video', () => createVideoJson({ title: '自定义', rank: 2 }), { title: '自定义', rank: 2 }],
    ['ad', () => createAdJson({ duration: 5 }), { duration: 5, is_ad: 1 }],
    ['notice', () => createNoticeJson({ id: 9, title: 'x' }), { id: 9, title: 'x' }],
    ['category', () => createCategoryJson({ list: [] }), { id: 1, type_id: 1, list: [] }],
  ])('let overrides win for a %s', (_, make, expected) => {
    expect(make()).toMatchObject(expected);
  });

  it('default to http://localhost links', () => {
    expect(createVideoJson().videopath).toBe('http://localhost/media/clip-1/master.m3u8');
  });
});
