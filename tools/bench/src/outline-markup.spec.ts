import { describe, expect, it } from 'vitest';
import { decodeEntities, parseMarkup, propsOf, readOutline } from './outline-markup';

describe('decodeEntities', () => {
  it('resolves the references React escapes text and attributes with', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#x27;e&#39; &#x4e2d;')).toBe(
      `a & b <c> "d" 'e' 中`,
    );
    expect(decodeEntities('&unknown;')).toBe('&unknown;');
  });
});

describe('propsOf', () => {
  it('names the props React sets the attributes from', () => {
    expect(
      propsOf('div', [
        ['class', '_a_1'],
        ['tabindex', '-1'],
        ['inert', ''],
        ['aria-hidden', 'true'],
        ['data-lead', ''],
      ]),
    ).toEqual({
      className: '_a_1',
      tabIndex: '-1',
      inert: true,
      'aria-hidden': 'true',
      'data-lead': '',
    });
  });

  it('gives a form field its state as an uncontrolled default, and a style as an object', () => {
    expect(
      propsOf('input', [
        ['checked', ''],
        ['value', ''],
        ['disabled', ''],
        ['style', 'aspect-ratio:16/9;--gap: 4px'],
      ]),
    ).toEqual({
      defaultChecked: true,
      defaultValue: '',
      disabled: true,
      style: { aspectRatio: '16/9', '--gap': '4px' },
    });
    // Only a field's: a button's value is its attribute.
    expect(propsOf('button', [['value', 'x']])).toEqual({ value: 'x' });
  });
});

describe('parseMarkup', () => {
  it('reads React’s static markup back into elements and texts', () => {
    expect(
      parseMarkup(
        '<main class="m"><h1>首页 &amp; 排行</h1><input type="search" value=""/><svg viewBox="0 0 24 24" stroke-width="2"><path d="M1 1"></path></svg></main>',
      ),
    ).toEqual([
      {
        tag: 'main',
        props: { className: 'm' },
        children: [
          { tag: 'h1', props: {}, children: ['首页 & 排行'] },
          { tag: 'input', props: { type: 'search', defaultValue: '' }, children: [] },
          {
            tag: 'svg',
            props: { viewBox: '0 0 24 24', 'stroke-width': '2' },
            children: [{ tag: 'path', props: { d: 'M1 1' }, children: [] }],
          },
        ],
      },
    ]);
  });

  it('stops where the first element closes when asked to', () => {
    expect(parseMarkup('<p>a</p></div></body>', { firstElementOnly: true })).toEqual([
      { tag: 'p', props: {}, children: ['a'] },
    ]);
  });

  it('refuses markup whose elements do not nest', () => {
    expect(() => parseMarkup('<div><span></div>')).toThrow(/closes <div> where <span> is open/);
    expect(() => parseMarkup('<div>')).toThrow(/leaves <div> open/);
  });
});

describe('readOutline', () => {
  const indexHtml = [
    '<html><head><script>pick()</script><style>:root{--a:1}</style></head><body>',
    '<div id="root"><!-- the outline --><style>._m_1{color:red}</style>',
    '<div class="outline" aria-hidden="true" inert="">',
    '<div class="outline-home"><main class="_m_1">首页</main></div>',
    '<div class="outline-tabs"><nav></nav></div>',
    '</div></div><script type="module" src="/assets/index.js"></script></body></html>',
  ].join('');

  it('takes the outline’s frame, each kind’s part and every style of the built page', () => {
    const outline = readOutline(indexHtml);
    expect(outline.frame).toEqual({
      tag: 'div',
      props: { className: 'outline', 'aria-hidden': 'true', inert: true },
      children: [],
    });
    expect(Object.keys(outline.parts)).toEqual(['home', 'tabs']);
    expect(outline.parts['home']?.children).toEqual([
      { tag: 'main', props: { className: '_m_1' }, children: ['首页'] },
    ]);
    expect(outline.styles).toEqual([':root{--a:1}', '._m_1{color:red}']);
  });

  it('fails on a page with no outline', () => {
    expect(() => readOutline('<html><body><div id="root"></div></body></html>')).toThrow(
      /no outline/,
    );
  });
});
