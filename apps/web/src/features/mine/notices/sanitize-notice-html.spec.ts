import { sanitizeNoticeHtml } from './sanitize-notice-html';

/** The sanitised markup parsed back, to inspect it as the browser would. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeNoticeHtml(html);
  return root;
}

describe('sanitizeNoticeHtml', () => {
  it.each([
    { case: 'empty text', html: '', expected: '' },
    { case: 'plain text', html: '每日更新', expected: '每日更新' },
    {
      case: 'formatting and lists',
      html: '<p><b>粗</b><strong>强</strong><i>斜</i><em>重</em><u>下</u><span>段</span><br></p><ul><li>一</li></ul><ol><li>二</li></ol>',
      expected:
        '<p><b>粗</b><strong>强</strong><i>斜</i><em>重</em><u>下</u><span>段</span><br></p><ul><li>一</li></ul><ol><li>二</li></ol>',
    },
  ])('keeps $case', ({ html, expected }) => {
    expect(sanitizeNoticeHtml(html)).toBe(expected);
  });

  it.each([
    { case: 'img with onerror', html: '<img src=x onerror=alert(1)>', tag: 'img' },
    { case: 'script', html: '<script>alert("xss")</script>', tag: 'script' },
    { case: 'iframe', html: '<iframe src="https://example.com"></iframe>', tag: 'iframe' },
    { case: 'svg', html: '<svg onload=alert(1)><circle r="1"/></svg>', tag: 'svg' },
    { case: 'math', html: '<math><mtext>x</mtext></math>', tag: 'math' },
    { case: 'style element', html: '<style>p{color:red}</style>', tag: 'style' },
    { case: 'form', html: '<form action="/x"><input name="a"></form>', tag: 'form' },
  ])('removes $case', ({ html, tag }) => {
    expect(parse(`<p>正常内容</p>${html}`).querySelector(tag)).toBeNull();
  });

  it('drops the script text, not only the tag', () => {
    expect(parse('<p>正常</p><script>alert("xss")</script>').textContent).toBe('正常');
  });

  it.each([
    { attribute: 'style', html: '<p style="position:fixed">文字</p>' },
    { attribute: 'onclick', html: '<p onclick="alert(1)">文字</p>' },
    { attribute: 'class', html: '<p class="x">文字</p>' },
    { attribute: 'id', html: '<p id="root">文字</p>' },
    { attribute: 'data-x', html: '<p data-x="1">文字</p>' },
  ])('removes the $attribute attribute', ({ attribute, html }) => {
    expect(parse(html).querySelector('p')?.hasAttribute(attribute)).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path',
    'mailto:a@example.com',
  ])('turns a link to %s into plain text', (href) => {
    const root = parse(`<a href="${href}" target="_self">点我</a>`);
    const anchor = root.querySelector('a');
    expect(anchor?.hasAttribute('href')).toBe(false);
    expect(anchor?.hasAttribute('target')).toBe(false);
    expect(root.textContent).toBe('点我');
  });

  it.each(['https://example.com/help', 'http://example.com/a?b=1'])(
    'opens the link to %s in a new context without opener or referrer',
    (href) => {
      const anchor = parse(
        `<a href="${href}" target="_self" rel="opener">查看说明</a>`,
      ).querySelector('a');
      expect(anchor).toHaveAttribute('href', href);
      expect(anchor).toHaveAttribute('target', '_blank');
      expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );
});
