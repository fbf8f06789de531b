import DOMPurify from 'dompurify';
import { ARTICLE_HTML_DROPPED, ARTICLE_HTML_TAGS, ARTICLE_LINK_REL, safeArticleHref } from '@portal/contracts/content';

/**
 * Article HTML sanitized again in the browser (the server already did when storing it),
 * by DOMPurify with the server's allow-list: only these elements, no attribute but a
 * link's http, https or mailto href, and every link opened without a referrer.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName.toLowerCase() !== 'a') return;
  const href = safeArticleHref(node.getAttribute('href') ?? '');
  if (href) {
    node.setAttribute('href', href);
    node.setAttribute('rel', ARTICLE_LINK_REL);
  } else {
    node.removeAttribute('href');
  }
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_HTML_TAGS],
    ALLOWED_ATTR: ['href'],
    FORBID_CONTENTS: [...ARTICLE_HTML_DROPPED],
    ALLOW_DATA_ATTR: false,
  });
}
