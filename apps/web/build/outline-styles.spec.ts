import { classesIn, stylesAsClasses, stylesFor } from './outline-styles.ts';

describe('stylesFor', () => {
  const markup = '<div class="bar"><span class="skeleton round" data-lead=""></span></div>';

  it('reads the classes of the markup', () => {
    expect([...classesIn(markup)]).toEqual(['bar', 'skeleton', 'round']);
  });

  it('keeps the rules the markup can match, and the selectors of a list that can', () => {
    const css =
      '.bar{display:flex}.dialog{position:fixed}.bar .skeleton,.menu .skeleton{color:red}' +
      '.skeleton.round:hover{opacity:.5}.open .bar{top:0}';
    expect(stylesFor(css, markup)).toBe(
      '.bar{display:flex}.bar .skeleton{color:red}.skeleton.round:hover{opacity:.5}',
    );
  });

  it('keeps an at-rule only with rules inside, and keyframes only when a kept rule animates', () => {
    const css =
      '.skeleton:after{animation:1s infinite shimmer}@keyframes shimmer{to{opacity:0}}' +
      '@keyframes spin{to{rotate:1turn}}.spinner{animation:spin 1s}' +
      '@media (prefers-reduced-motion:reduce){.skeleton:after{display:none}.spinner{animation:none}}' +
      '@supports (x:y){@media (min-width:1px){.dialog{top:0}}}';
    expect(stylesFor(css, markup)).toBe(
      '.skeleton:after{animation:1s infinite shimmer}@keyframes shimmer{to{opacity:0}}' +
        '@media (prefers-reduced-motion:reduce){.skeleton:after{display:none}}',
    );
  });
});

describe('stylesAsClasses', () => {
  it('moves each style attribute into a class of its own, one per distinct style', () => {
    const { markup, css } = stylesAsClasses(
      '<div class="outline"><span class="skeleton" style="aspect-ratio:2.3;width:100%"></span>' +
        '<span style="aspect-ratio:2.3;width:100%" aria-hidden="true"></span>' +
        '<div role="tablist" style="--visible-tabs:4;font-family:&quot;a b&quot;"></div></div>',
    );
    expect(markup).toBe(
      '<div class="outline"><span class="skeleton outline-style-1"></span>' +
        '<span class="outline-style-1" aria-hidden="true"></span>' +
        '<div class="outline-style-2" role="tablist"></div></div>',
    );
    expect(css).toBe(
      '.outline .outline-style-1{aspect-ratio:2.3;width:100%}' +
        '.outline .outline-style-2{--visible-tabs:4;font-family:"a b"}',
    );
  });
});
