import { embedAddress, iframeCode } from './embed-code';
import { encodeShareId } from './share-id';

describe('embedAddress', () => {
  it('names a film by its id and a share film by its share id, on the site', () => {
    expect(embedAddress('https://v.example', { id: 42 })).toBe('https://v.example/embed/42');
    expect(embedAddress('https://v.example/', { id: 60, share: true })).toBe(
      `https://v.example/embed/share/${encodeShareId(60)}`,
    );
  });
});

describe('iframeCode', () => {
  it('frames the player at 16:9 with the permissions a player needs, named by the title', () => {
    expect(iframeCode('https://v.example/embed/42', '第42部')).toBe(
      '<iframe src="https://v.example/embed/42" width="640" height="360" title="第42部" ' +
        'frameborder="0" loading="lazy" allow="autoplay; fullscreen; picture-in-picture" ' +
        'allowfullscreen></iframe>',
    );
  });

  it('escapes a title that would break out of its attribute', () => {
    const code = iframeCode('https://v.example/embed/1', '"><script>alert(1)</script>&\'');
    expect(code).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#39;"');
    expect(code).not.toContain('<script>');
  });
});
