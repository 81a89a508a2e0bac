import { encodeShareId } from '@video/domain';
import { routes } from '@video/routes';
import { embedTarget, siteAddress } from './embed-target';

describe('embedTarget', () => {
  it('reads a film from the path or the query', () => {
    expect(embedTarget('/embed/42', '')).toEqual({ kind: 'film', id: 42 });
    expect(embedTarget('/embed/42/', '?autoplay=1')).toEqual({ kind: 'film', id: 42 });
    expect(embedTarget('/embed/', '?id=7')).toEqual({ kind: 'film', id: 7 });
    expect(embedTarget('/embed', '?id=7')).toEqual({ kind: 'film', id: 7 });
  });

  it('reads a share film by its share id or its film id, always naming it by the share id', () => {
    const shareId = encodeShareId(60);
    expect(embedTarget(`/embed/share/${shareId}`, '')).toEqual({ kind: 'share', id: 60, shareId });
    expect(embedTarget('/embed/', '?share=60')).toEqual({ kind: 'share', id: 60, shareId });
  });

  it.each([
    ['/embed/', ''],
    ['/embed/0', ''],
    ['/embed/-3', ''],
    ['/embed/1e3', ''],
    ['/embed/abc', ''],
    ['/embed/42/extra', ''],
    ['/embed/share/', ''],
    ['/embed/share/bm90LWFuLWlk', ''],
    ['/embed/', '?id=%3Cscript%3E'],
    ['/embed/', '?share='],
  ])('names no film at %s%s', (pathname, search) => {
    expect(embedTarget(pathname, search)).toBeNull();
  });
});

describe('siteAddress', () => {
  it('links a film to its player and a share film to the share player, on the site', () => {
    expect(siteAddress({ kind: 'film', id: 42 }, 'https://v.example')).toBe(
      `https://v.example${routes.playVideo.href({ id: 42 })}`,
    );
    const shareId = encodeShareId(60);
    expect(siteAddress({ kind: 'share', id: 60, shareId }, 'https://v.example')).toBe(
      `https://v.example${routes.playVideoShare.href({ id: 60 })}`,
    );
  });
});
