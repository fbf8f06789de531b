// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const REL = 'noopener noreferrer nofollow';

describe('sanitizeHtml (DOMPurify with the server’s allow-list)', () => {
  it('keeps the allowed elements and drops their attributes', () => {
    expect(
      sanitizeHtml(
        '<h2 id="x">Rubrik</h2><p class="lead" onclick="alert(1)" style="color:red">Ny <strong>Oslo</strong><br><em>nu</em></p><ul><li>ett</li></ul><blockquote>Varmt</blockquote>',
      ),
    ).toBe('<h2>Rubrik</h2><p>Ny <strong>Oslo</strong><br><em>nu</em></p><ul><li>ett</li></ul><blockquote>Varmt</blockquote>');
  });

  it('removes scripts, styles, frames and embedded documents with their content', () => {
    const out = sanitizeHtml(
      '<p>före</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.test"></iframe><svg><script>alert(2)</script></svg><object data="x"></object><p>efter</p>',
    );
    expect(out).toBe('<p>före</p><p>efter</p>');
  });

  it('unwraps unknown elements to their text', () => {
    expect(sanitizeHtml('<div><span>Kamin</span> <font color="red">Oslo</font></div>')).toBe('Kamin Oslo');
  });

  it('keeps http, https and mailto links with rel, and drops any other link target', () => {
    expect(sanitizeHtml('<a href="https://example.com/x" target="_blank">a</a>')).toBe(
      `<a href="https://example.com/x" rel="${REL}">a</a>`,
    );
    expect(sanitizeHtml('<a href="mailto:info@example.com">b</a>')).toBe(`<a href="mailto:info@example.com" rel="${REL}">b</a>`);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.test',
    ]) {
      expect(sanitizeHtml(`<a href="${bad}">c</a>`), bad).toBe('<a>c</a>');
    }
  });

  it('defuses event handlers and broken markup', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<p><a href="https://ok.test" onmouseover="alert(1)">x</a>')).toBe(
      `<p><a href="https://ok.test/" rel="${REL}">x</a></p>`,
    );
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; "q"</p>')).toBe('<p>1 &lt; 2 &amp; "q"</p>');
  });
});
