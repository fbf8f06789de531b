import { ARTICLE_HTML_DROPPED, ARTICLE_HTML_TAGS, ARTICLE_LINK_REL, safeArticleHref } from '@portal/contracts';

/**
 * A strict allow-list sanitizer for article HTML, run when an article is stored.
 *
 * It reads the markup as a browser's tokenizer would at the level that matters here
 * (tags, attributes, comments, raw-text elements) and writes fresh markup from what it
 * keeps: only the elements of ARTICLE_HTML_TAGS, no attributes except a link's href
 * (http, https or mailto only, with rel added), text re-escaped, every element closed.
 * Script, style, iframe and the other ARTICLE_HTML_DROPPED elements go with their
 * content; any other element is unwrapped to its text.
 */

const ALLOWED = new Set<string>(ARTICLE_HTML_TAGS);
const DROPPED = new Set<string>(ARTICLE_HTML_DROPPED);
const VOID = new Set(['br']);
// Elements whose content the HTML tokenizer reads as raw text up to the matching end tag.
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title', 'xmp']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  laquo: '\u00ab',
  raquo: '\u00bb',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  euro: '\u20ac',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  middot: '\u00b7',
  bull: '\u2022',
  times: '\u00d7',
  sup2: '\u00b2',
  sup3: '\u00b3',
  frac12: '\u00bd',
  aring: 'å',
  Aring: 'Å',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  oslash: 'ø',
  Oslash: 'Ø',
  aelig: 'æ',
  AElig: 'Æ',
  uuml: 'ü',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  Eacute: 'É',
  tab: '\t',
  newline: '\n',
  colon: ':',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
};

/** Character references in text or an attribute value, as the browser would read them. */
export function decodeEntities(text: string): string {
  // Numeric references may lack the semicolon; named ones here need it.
  return text.replace(/&(#[xX][0-9a-fA-F]+;?|#[0-9]+;?|[A-Za-z][A-Za-z0-9]*;)/g, (whole, match: string) => {
    const ref = match.replace(/;$/, '');
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      // NUL, surrogates and anything beyond Unicode become the replacement character, as in HTML.
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

type Tag = { name: string; closing: boolean; attributes: Map<string, string>; end: number };

const TAG_NAME = /[A-Za-z][^\s/>\0]*/y;
const SPACE = /[\t\n\f\r ]*/y;
const ATTRIBUTE_NAME = /[^\t\n\f\r />][^\t\n\f\r /=>]*/y;
const UNQUOTED_VALUE = /[^\t\n\f\r >]*/y;

function matchAt(pattern: RegExp, input: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(input)?.[0] ?? '';
}

/** Reads the tag that starts at `start` (at its "<"); null when the input ends inside it. */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  const name = matchAt(TAG_NAME, html, i);
  i += name.length;
  const attributes = new Map<string, string>();
  for (;;) {
    i += matchAt(SPACE, html, i).length;
    if (i >= html.length) return null;
    if (html[i] === '>') return { name: name.toLowerCase(), closing, attributes, end: i + 1 };
    if (html[i] === '/') {
      i++;
      continue;
    }
    const attribute = matchAt(ATTRIBUTE_NAME, html, i);
    i += attribute.length;
    i += matchAt(SPACE, html, i).length;
    let value = '';
    if (html[i] === '=') {
      i++;
      i += matchAt(SPACE, html, i).length;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        value = matchAt(UNQUOTED_VALUE, html, i);
        i += value.length;
      }
    }
    const key = attribute.toLowerCase();
    // The first of two equal attributes wins, as in HTML.
    if (key && !attributes.has(key)) attributes.set(key, decodeEntities(value));
  }
}

/** Where the raw text of `name` ends: the index of its end tag, or the end of the input. */
function endOfRawText(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  return match ? match.index : html.length;
}

export function sanitizeHtml(input: string): string {
  const html = input.replace(/\0/g, '');
  const out: string[] = [];
  const open: string[] = [];
  // While inside a dropped element: its name and how deeply it nests in itself.
  let dropping: { name: string; depth: number } | null = null;
  let i = 0;

  const text = (raw: string) => {
    if (!dropping && raw) out.push(escapeText(decodeEntities(raw)));
  };

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text(html.slice(i));
      break;
    }
    text(html.slice(i, lt));
    const next = html[lt + 1] ?? '';

    // Comments, doctypes, CDATA and processing instructions leave nothing behind.
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && !/[A-Za-z]/.test(html[lt + 2] ?? ''))) {
      const close = html.indexOf('>', lt + 1);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    if (!/[A-Za-z/]/.test(next)) {
      // A lone "<" is text.
      text('<');
      i = lt + 1;
      continue;
    }

    const tag = readTag(html, lt);
    if (!tag) break; // the input ends inside a tag: nothing more to keep
    i = tag.end;
    const { name } = tag;

    if (dropping) {
      if (name === dropping.name) dropping.depth += tag.closing ? -1 : 1;
      if (dropping.depth === 0) dropping = null;
      else if (!tag.closing && RAW_TEXT.has(name)) i = endOfRawText(html, name, i);
      continue;
    }

    if (!tag.closing && (DROPPED.has(name) || RAW_TEXT.has(name))) {
      if (RAW_TEXT.has(name)) {
        // Its content is text up to the end tag, whatever it looks like; skip both.
        const end = endOfRawText(html, name, i);
        const close = end < html.length ? readTag(html, end) : null;
        i = close ? close.end : html.length;
      } else {
        dropping = { name, depth: 1 };
      }
      continue;
    }
    if (!ALLOWED.has(name)) continue; // unwrapped: its text stays, the tag goes

    if (tag.closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = safeArticleHref(tag.attributes.get('href') ?? '');
      // A link nested in a link is unwrapped; a link without a safe target is kept as its text.
      if (!href || open.includes('a')) continue;
      out.push(`<a href="${escapeAttribute(href)}" rel="${ARTICLE_LINK_REL}">`);
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
