import sanitize from 'sanitize-html';
import { ARTICLE_HTML_DROPPED, ARTICLE_HTML_TAGS, ARTICLE_LINK_REL, safeArticleHref } from '@portal/contracts';

/**
 * Article HTML as stored: sanitize-html with the allow-list the browser's DOMPurify uses too
 * (ARTICLE_HTML_TAGS; no attribute but a link's http, https or mailto href, with rel added).
 * Script, style, iframe and the other ARTICLE_HTML_DROPPED elements go with their content; any
 * other element is unwrapped to its text.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  // Checked by safeArticleHref below, which reads the address as a browser does.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...ARTICLE_HTML_DROPPED],
  selfClosing: ['br'],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  // A stray </p> makes an empty paragraph, as in a browser; an empty element says nothing.
  exclusiveFilter: (frame) => frame.tag !== 'br' && frame.text.trim() === '' && !frame.mediaChildren.length,
};

export function sanitizeHtml(input: string): string {
  // A link inside a link is unwrapped to its text (a browser would end the first link there).
  let openLinks = 0;
  const options: sanitize.IOptions = {
    ...OPTIONS,
    onOpenTag: (tag) => {
      if (tag === 'a') openLinks++;
    },
    onCloseTag: (tag) => {
      if (tag === 'a') openLinks--;
    },
    transformTags: {
      a: (tagName, attribs): sanitize.Tag => {
        const href = openLinks > 1 ? null : safeArticleHref(attribs['href'] ?? '');
        // An empty tag name keeps the text without the element.
        return href ? { tagName, attribs: { href, rel: ARTICLE_LINK_REL } } : { tagName: '', attribs: {} };
      },
    },
  };
  // NUL can hide a tag name from a reader that drops it; it never belongs in an article.
  return sanitize(input.replace(/\0/g, ''), options).replace(/<br \/>/g, '<br>');
}
