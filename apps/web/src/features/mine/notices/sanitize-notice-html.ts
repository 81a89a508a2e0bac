import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { safeExternalUrl } from '@video/domain';

/**
 * What a notice may contain: text formatting, lists and links. Everything else (img, script,
 * iframe, svg, math, forms, style) is removed; attributes other than a link's are dropped.
 */
const NOTICE_CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'a', 'ul', 'ol', 'li', 'span'],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

let purifier: DOMPurify | null = null;

/**
 * A purifier of its own, so that the link hook below never touches other users of DOMPurify;
 * made on first use because DOMPurify needs the window.
 */
function noticePurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = safeExternalUrl(node.getAttribute('href'));
    if (href === null) {
      // A `javascript:`, relative or missing target: keep the words, drop the link.
      node.removeAttribute('href');
      node.removeAttribute('target');
      node.removeAttribute('rel');
      return;
    }
    node.setAttribute('href', href);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/**
 * A notice's untrusted HTML reduced to safe markup: a tight allowlist of formatting tags, links
 * only to http(s) and opened in a new context without the opener or referrer.
 */
export function sanitizeNoticeHtml(html: string): string {
  return noticePurifier().sanitize(html, NOTICE_CONFIG);
}

/**
 * {@link sanitizeNoticeHtml} as `TrustedHTML` where the browser enforces Trusted Types (the
 * production CSP requires them for every HTML sink), made by DOMPurify's own `dompurify` policy;
 * a string elsewhere. For `dangerouslySetInnerHTML`.
 */
export function noticeMarkup(html: string): TrustedHTML | string {
  return noticePurifier().sanitize(html, { ...NOTICE_CONFIG, RETURN_TRUSTED_TYPE: true });
}
