// What the cross-engine flows look for after hostile markup was shown: the page-side half of
// src/support/xss-watch.ts (the Chromium tests' watch), as expressions any WebDriver client runs.

/**
 * Records, in the page, whatever injected script would do: the vectors call `__xss(n)` (or
 * alert, confirm, prompt, print). Fixed properties, so that markup naming them (DOM clobbering)
 * cannot replace them.
 */
export const WATCH_FOR_SCRIPT = `(() => {
  const hits = [];
  const fixed = (name, value) =>
    Object.defineProperty(window, name, { value, writable: false, configurable: false });
  fixed('__xssHits', hits);
  fixed('__xss', (n) => hits.push('sentinel: ' + n));
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    fixed(name, (message) => hits.push(name + ': ' + message));
  }
  return true;
})()`;

/**
 * What shows script could have run or been planted: the sentinel's records, elements only
 * injected markup would add, and, inside the notices' sanitised content, any tag or attribute
 * beyond the sanitiser's allowlist or a link other than http(s).
 */
export const SCRIPT_EVIDENCE = `(() => {
  const allowedTags = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'A', 'UL', 'OL', 'LI', 'SPAN']);
  const allowedAttributes = new Set(['href', 'target', 'rel']);
  const problems = [...window.__xssHits];
  // The app's one inline script is the outline's, in <head>, where no notice can reach.
  const injected = 'script:not([src]):not(head > script), iframe, frame, frameset, object, embed, base, meta[http-equiv], link[rel=import]';
  for (const element of document.querySelectorAll(injected)) problems.push(element.outerHTML.slice(0, 120));
  for (const notice of document.querySelectorAll('dialog ul > li')) {
    // A notice is its title, its time, then the sanitised content.
    for (const element of notice.lastElementChild?.querySelectorAll('*') ?? []) {
      if (!allowedTags.has(element.tagName)) problems.push('<' + element.tagName + '>');
      for (const { name, value } of element.attributes) {
        if (!allowedAttributes.has(name)) problems.push(element.tagName + ' ' + name + '=' + value);
      }
      const href = element.getAttribute('href');
      if (href !== null && !href.startsWith('http://') && !href.startsWith('https://')) {
        problems.push('href=' + href);
      }
    }
  }
  return problems;
})()`;
