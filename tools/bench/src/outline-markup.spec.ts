import { describe, expect, it } from 'vitest';
import { parseMarkup, propsOf, readOutline } from './outline-markup';

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
        ['readonly', ''],
        ['spellcheck', 'false'],
        ['style', 'aspect-ratio:16/9;--gap: 4px'],
      ]),
    ).toEqual({
      defaultChecked: true,
      defaultValue: '',
      disabled: true,
      readOnly: true,
      spellCheck: 'false',
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

  it('resolves character references in texts and attributes', () => {
    expect(
      parseMarkup(
        '<p title="&quot;a&quot; &amp; &#x27;b&#39;">a &amp; b &lt;c&gt; &#x4e2d; &unknown;</p>',
      ),
    ).toEqual([{ tag: 'p', props: { title: `"a" & 'b'` }, children: [`a & b <c> 中 &unknown;`] }]);
  });

  it('closes void elements, written with or without a slash, and drops comments', () => {
    expect(
      parseMarkup('<label>a<br><input type="checkbox" checked=""/><!-- b -->c</label>'),
    ).toEqual([
      {
        tag: 'label',
        props: {},
        children: [
          'a',
          { tag: 'br', props: {}, children: [] },
          { tag: 'input', props: { type: 'checkbox', defaultChecked: true }, children: [] },
          'c',
        ],
      },
    ]);
  });

  it('reads the camelCase props React writes, in HTML and in SVG', () => {
    expect(
      parseMarkup(
        '<input autoComplete="off" enterKeyHint="done" readOnly=""/><svg viewBox="0 0 1 1" focusable="false"></svg>',
      ),
    ).toEqual([
      {
        tag: 'input',
        props: { autoComplete: 'off', enterKeyHint: 'done', readOnly: true },
        children: [],
      },
      { tag: 'svg', props: { viewBox: '0 0 1 1', focusable: 'false' }, children: [] },
    ]);
  });

  it('nests markup whose end tags do not match as a browser does', () => {
    expect(parseMarkup('<div><span>a</div>b')).toEqual([
      { tag: 'div', props: {}, children: [{ tag: 'span', props: {}, children: ['a'] }] },
      'b',
    ]);
  });
});

describe('readOutline', () => {
  const indexHtml = [
    '<!doctype html><html><head><script>pick("<style>")</script><style>:root{--a:1}</style></head><body>',
    '<div id="root"><!-- the outline <style> --><style>._m_1{color:red}</style>',
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
