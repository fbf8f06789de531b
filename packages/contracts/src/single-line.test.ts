import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG_ONE_LINE, optionalText, requiredText, singleLine } from './common.js';
import type { Endpoint } from './endpoint.js';
import { callNames } from './names.js';

describe('singleLine', () => {
  const name = singleLine(requiredText(50));

  it('refuses every kind of line break inside the text', () => {
    for (const text of ['Anna\nBcc: x@example.test', 'Anna\rB', 'Anna\r\nB', 'Anna\u0085B', 'Anna\u2028B', 'Anna\u2029B']) {
      expect(name.safeParse(text).error?.issues, JSON.stringify(text)).toEqual([expect.objectContaining({ message: MSG_ONE_LINE })]);
    }
  });

  it('takes one line, and an optional field left out', () => {
    expect(name.parse('  Anna Berg ')).toBe('Anna Berg');
    expect(singleLine(optionalText(10)).parse(undefined)).toBeUndefined();
  });
});

// Texts that hold several lines by nature; every other text of a request is a single line.
const MULTI_LINE = [
  'addComplaintMessage body.description',
  'addDealerNote body.text',
  'createComplaint multipart.data.description',
  'replyToComplaint body.text',
  'addInternalComplaintNote body.text',
  'setOrderStatus body.reason',
  // The bulk move's reason and message are the single move's.
  'setOrdersStatus body.messageToDealer',
  'setOrdersStatus body.reason',
  'setOrderStatus body.messageToDealer',
  'setIntegrationOrderStatus body.reason',
  'addIntegrationComplaintReply body.text',
  'createStaffArticle body.abstract',
  'createStaffArticle body.content',
  'updateStaffArticle body.abstract',
  'updateStaffArticle body.content',
  'saveStaffCampaign body.texts.*.signupText',
  'saveStaffCampaign body.texts.*.thanksText',
  'updateStaffProduct body.longText',
  'updateStaffProduct body.texts.*.longText',
  // A quote's thread: the dealer's request and answers, the price's message from sales administration.
  'createQuote body.message',
  'declineQuote body.message',
  'replyToQuote body.message',
  'priceQuote body.message',
  'upsertIntegrationProduct body.longText',
  'upsertIntegrationProduct body.texts.*.longText',
  // An offer's address, letter and message, and the dealer's address, bank details and terms printed on it.
  'createOffer body.customer.address',
  'createOffer body.coverText',
  'updateOffer body.customer.address',
  'updateOffer body.coverText',
  'sendOffer body.message',
  'updateOfferBranding body.address',
  'updateOfferBranding body.bankDetails',
  'updateOfferBranding body.footerTerms',
  // A password is kept as typed: it is hashed, never shown or sent anywhere.
  'acceptInvitation body.password',
  'resetPassword body.password',
];

// Values with a line break inside, one of which each free text takes when it allows line breaks at all.
const WITH_BREAK = ['a\nb', 'abcdefghij\nklmnopqrst', `${'x'.repeat(40)}\n${'y'.repeat(40)}`];
const takesLineBreak = (field: z.ZodType) =>
  WITH_BREAK.some((text) => {
    const result = field.safeParse(text);
    return result.success && typeof result.data === 'string' && result.data.includes('\n');
  });

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  valueType?: z.ZodType;
};

/** The paths of the texts a schema takes that accept a line break; `field` is the schema of the field around the text. */
function textsTakingLineBreaks(schema: z.ZodType, path: string, field: z.ZodType): string[] {
  const def = schema._zod.def as Def;
  if (def.type === 'string') return takesLineBreak(field) ? [path] : [];
  if (def.shape) return Object.entries(def.shape).flatMap(([key, inner]) => textsTakingLineBreaks(inner, `${path}.${key}`, inner));
  if (def.type === 'array' && def.element) return textsTakingLineBreaks(def.element, `${path}.*`, def.element);
  if (def.type === 'record' && def.valueType) return textsTakingLineBreaks(def.valueType, `${path}.*`, def.valueType);
  if (def.type === 'pipe' && def.in) return textsTakingLineBreaks(def.in, path, field);
  if (def.innerType) return textsTakingLineBreaks(def.innerType, path, field);
  return (def.options ?? []).flatMap((option) => textsTakingLineBreaks(option, path, field));
}

describe('the texts of every request', () => {
  it('refuse a line break, but for the multi-line ones', () => {
    const found = [...callNames].flatMap(([call, name]) => {
      const e = call as Endpoint;
      const parts = { params: e.params, query: e.querystring, body: e.body, multipart: e.multipart?.fields };
      return Object.entries(parts).flatMap(([where, schema]) =>
        schema ? textsTakingLineBreaks(schema, where, schema).map((path) => `${name} ${path}`) : [],
      );
    });
    expect(found.sort()).toEqual([...MULTI_LINE].sort());
  });
});
