import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

const REL = 'noopener noreferrer nofollow';

describe('sanitizeHtml keeps the allowed markup', () => {
  it('keeps paragraphs, headings, lists, emphasis, quotes and line breaks', () => {
    const html =
      '<h2>Nyheter</h2><p>Ny <strong>Oslo</strong> med <em>täljsten</em>.<br>Rad två</p>' +
      '<h3>Fördelar</h3><ul><li>Ett</li><li>Två</li></ul><ol><li>Först</li></ol><blockquote>Citat</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('writes tag names in lower case and drops every attribute', () => {
    expect(sanitizeHtml('<P CLASS="x" style="color:red" id=y onclick="alert(1)">Hej</P>')).toBe('<p>Hej</p>');
    expect(sanitizeHtml('<br/><BR />')).toBe('<br><br>');
  });

  it('keeps a safe link with rel added and nothing else', () => {
    expect(sanitizeHtml('<a href="https://nordflamme.test/oslo" target="_blank" onmouseover="x()">Oslo</a>')).toBe(
      `<a href="https://nordflamme.test/oslo" rel="${REL}">Oslo</a>`,
    );
    expect(sanitizeHtml("<a href='mailto:order@manufacturer.test'>Skriv</a>")).toBe(
      `<a href="mailto:order@manufacturer.test" rel="${REL}">Skriv</a>`,
    );
    expect(sanitizeHtml('<a href=http://example.test/a?b=1&amp;c=2>x</a>')).toBe(
      `<a href="http://example.test/a?b=1&amp;c=2" rel="${REL}">x</a>`,
    );
  });

  it('keeps the text and entities of ordinary prose', () => {
    expect(sanitizeHtml('Pris 5 &lt; 10 &amp; AT&T &quot;bra&quot; &euro; &#229; &#xE4;')).toBe(
      'Pris 5 &lt; 10 &amp; AT&amp;T "bra" € å ä',
    );
    expect(sanitizeHtml('a < b > c')).toBe('a &lt; b &gt; c');
  });

  it('closes what is left open and ignores stray end tags', () => {
    expect(sanitizeHtml('<p>Öppen <strong>fet')).toBe('<p>Öppen <strong>fet</strong></p>');
    expect(sanitizeHtml('</li>text</p>')).toBe('text');
    // A new item ends the one before, as a browser reads it.
    expect(sanitizeHtml('<ul><li>ett<li>två</ul>slut')).toBe('<ul><li>ett</li><li>två</li></ul>slut');
    expect(sanitizeHtml('<p><em>a</p>b')).toBe('<p><em>a</em></p>b');
  });

  it('answers empty markup with an empty string', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('<!-- only a comment -->')).toBe('');
  });
});

describe('sanitizeHtml removes hostile input', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT type="text/javascript">alert("<p>x</p>")</SCRIPT>ok', 'ok'],
    ['<script>document.write("</scr" + "ipt>")</script>after', 'after'],
    ['<p>a<script src=//evil.example/x.js></script>b</p>', '<p>ab</p>'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe>x', 'x'],
    ['<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ">fallback <p>text</p></iframe>x', 'x'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>x', 'x'],
    ['<svg><script>alert(1)</script><circle/></svg>after', 'after'],
    ['<svg><svg>deep</svg>still</svg>after', 'after'],
    ['<math><mi>x</mi></math>y', 'y'],
    ['<object data="x.swf"><embed src="x.swf"></object>z', 'z'],
    ['<template><p>hidden</p></template>shown', 'shown'],
    ['<textarea><script>alert(1)</script></textarea>t', 't'],
    ['<title><script>alert(1)</script></title>t', 't'],
    ['<script>never closed <p>x</p>', ''],
  ])('drops %j with its content', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="x" onerror="alert(1)">caption', 'caption'],
    ['<div onclick="alert(1)"><span>text</span></div>', 'text'],
    ['<form action="https://evil.example"><input name=x value=y><button>Go</button></form>', 'Go'],
    ['<body onload=alert(1)>hi</body>', 'hi'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">x', 'x'],
    ['<link rel=stylesheet href=https://evil.example/x.css>x', 'x'],
    ['<base href="https://evil.example/">x', 'x'],
    ['<details open ontoggle=alert(1)>x</details>', 'x'],
  ])('unwraps %j to its text', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="java&#9;script:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="/relative">x</a>',
    '<a href="//evil.example">x</a>',
    '<a>x</a>',
    '<a href="">x</a>',
  ])('keeps only the text of the unsafe link %j', (input) => {
    expect(sanitizeHtml(input)).toBe('x');
  });

  it('takes the first of two href attributes, as a browser does', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)" href="https://ok.test/">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="https://ok.test/" href="javascript:alert(1)">x</a>')).toBe(
      `<a href="https://ok.test/" rel="${REL}">x</a>`,
    );
  });

  it('does not let an attribute break out of the tag', () => {
    expect(sanitizeHtml('<p title="a>b<script>alert(1)</script>">text</p>')).toBe('<p>text</p>');
    expect(sanitizeHtml(`<a href='https://ok.test/"onmouseover="alert(1)'>x</a>`)).toBe(
      `<a href="https://ok.test/%22onmouseover=%22alert(1)" rel="${REL}">x</a>`,
    );
  });

  it('escapes quotes and angle brackets that reach a kept href', () => {
    const out = sanitizeHtml('<a href="https://ok.test/?q=&quot;&gt;&lt;script&gt;">x</a>');
    expect(out).not.toContain('<script');
    expect(out).toMatch(/^<a href="https:\/\/ok\.test\/\?q=%22%3E%3Cscript%3E" rel="[^"]+">x<\/a>$/);
  });

  it('does not nest a link in a link', () => {
    expect(sanitizeHtml('<a href="https://a.test/">a<a href="https://b.test/">b</a></a>')).toBe(
      `<a href="https://a.test/" rel="${REL}">ab</a>`,
    );
  });

  it('removes comments, doctypes, CDATA and processing instructions', () => {
    expect(sanitizeHtml('<!DOCTYPE html><!--<script>alert(1)</script>--><![CDATA[x]]><?php echo 1 ?>ok')).toBe('ok');
    expect(sanitizeHtml('<!-- never closed <script>alert(1)</script>')).toBe('');
    // Not a tag to a browser either: kept as harmless text.
    expect(sanitizeHtml('a</ >b</3>c')).toBe('a&lt;/ &gt;bc');
  });

  it('drops a tag the input ends inside', () => {
    expect(sanitizeHtml('<p>ok</p><img src="x onerror=alert(1)')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<p>ok<a href="https://x.test/')).toBe('<p>ok</p>');
  });

  it('does not rebuild a script from split pieces', () => {
    // As in a browser, "scr<script" is one unknown tag name: what follows is harmless text.
    expect(sanitizeHtml('<scr<script>alert(1)</script>ipt>alert(2)</scr</script>ipt>')).toBe('alert(1)ipt&gt;alert(2)ipt&gt;');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
  });

  it('removes NUL characters that could hide a tag name', () => {
    expect(sanitizeHtml('<scr\0ipt>alert(1)</script>x')).toBe('x');
  });

  it('is idempotent on its own output', () => {
    const inputs = [
      '<p>a &amp; b &lt;c&gt;</p><a href="https://x.test/?a=1&amp;b=2">l</a>',
      '<ul><li>x<li>y</ul><script>z</script>',
      '"quoted" & <em>kept</em>',
    ];
    for (const input of inputs) {
      const once = sanitizeHtml(input);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });

  it('copes with large input in linear time', () => {
    const big = '<p>'.repeat(5000) + '<a href="https://x.test/">x</a>'.repeat(5000) + '<'.repeat(20000);
    const started = performance.now();
    const out = sanitizeHtml(big);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(out.endsWith('</p>')).toBe(true);
  });
});
