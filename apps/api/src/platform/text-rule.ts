import { badRequest } from './errors.js';

// NUL and the other C0 control characters, and DEL; tab, line feed and carriage return stay, as
// multi-line texts (descriptions, notes, replies) hold them.
const KEPT_CONTROLS = new Set([0x09, 0x0a, 0x0d]);
const hasControl = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !KEPT_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
};
// A high surrogate without its low half, or a low one without its high half.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * One text rule for every text a request carries, in bodies, query parameters, path parameters
 * and the JSON part of a multipart body: a control character or a lone surrogate (broken UTF-16)
 * is refused with 400 naming the field; every text is stored in Unicode's composed form (NFC), so
 * "å" typed two ways is one "å".
 */
export function cleanTexts<T>(value: T, field = ''): T {
  if (typeof value === 'string') {
    if (hasControl(value) || LONE_SURROGATE.test(value))
      throw badRequest(field || 'body', `${field || 'body'}: contains a control character or broken Unicode`);
    return value.normalize('NFC') as T;
  }
  if (Array.isArray(value)) return value.map((item, i) => cleanTexts(item, field ? `${field}.${i}` : String(i))) as T;
  if (value !== null && Object.prototype.toString.call(value) === '[object Object]') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, cleanTexts(item, field ? `${field}.${key}` : key)]),
    ) as T;
  }
  return value;
}
