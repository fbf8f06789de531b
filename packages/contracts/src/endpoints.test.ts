import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';
import type { Endpoint } from './endpoint.js';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const endpoints = Object.entries(contracts as Record<string, unknown>).filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]));

/** An object schema, inline or as a reference to a named component. */
const describesObject = (schema: z.ZodType, io: 'input' | 'output') => {
  const json = z.toJSONSchema(schema, { io });
  return json.type === 'object' || (typeof json.$ref === 'string' && json.$ref.startsWith('#/$defs/'));
};

describe('endpoint catalogue', () => {
  const dealerCalls = endpoints.filter(([, e]) => !e.staffRoles && !e.integrationScope);
  const staffCalls = endpoints.filter(([, e]) => e.staffRoles);
  const integrationCalls = endpoints.filter(([, e]) => e.integrationScope);

  it('covers every call of both specifications plus the contact save, the colleague invitations, the invitation link, the campaign texts, the order confirmation, the messages and the server cart', () => {
    // 57 before the messages: notification choices (2), the language, the e-mail change (2) and the password reset (3).
    // 65 before the server cart: read, add, change, remove and clear.
    // 70 before the header's catalogue search; 71 before quick order and the order lists (8).
    // 79 before the order page and reorder; 81 before the access-level history and the header's company.
    // 83 before the order block the checkout reads; 84 before the project quotes (6); 90 before the approvals (8); 98 before the offers (14);
    // 112 before the dealer's credit; 113 before a complaint's resolution; 114 before a quote's drawings;
    // 115 before a staff member's view of the portal (its code exchanged, its end).
    expect(dealerCalls).toHaveLength(117);
  });

  it('keeps every back-office call under /api/staff/ with at least one role, and no dealer call there', () => {
    expect(staffCalls.length).toBeGreaterThan(0);
    expect(
      staffCalls.filter(([, e]) => !e.path.startsWith('/api/staff/') || e.staffRoles!.length === 0 || e.public || e.adminOnly),
    ).toEqual([]);
    expect(dealerCalls.filter(([, e]) => e.path.startsWith('/api/staff/'))).toEqual([]);
  });

  it('keeps every integration call under /api/integration/v1/ with a scope, for integration clients only', () => {
    expect(integrationCalls.length).toBeGreaterThan(0);
    expect(
      integrationCalls.filter(([, e]) => !e.path.startsWith('/api/integration/v1/') || e.staffRoles || e.public || e.adminOnly),
    ).toEqual([]);
    expect(endpoints.filter(([, e]) => e.path.startsWith('/api/integration/') && !e.integrationScope)).toEqual([]);
  });

  it('lets every integration POST be sent again safely with an Idempotency-Key', () => {
    const posts = integrationCalls.filter(([, e]) => e.method === 'POST');
    expect(posts.map(([name]) => name).sort()).toEqual([
      'addIntegrationComplaintReply',
      'recordIntegrationInvoice',
      'upsertIntegrationPrices',
    ]);
    expect(posts.filter(([, e]) => !e.idempotent).map(([name]) => name)).toEqual([]);
  });

  it('has one endpoint per method and path', () => {
    const keys = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('marks exactly the finance, invoice, user-admin, approval-rule and offer branding calls as admin-only', () => {
    const admin = endpoints.filter(([, e]) => e.adminOnly).map(([, e]) => e.path.split('/')[2]);
    expect(new Set(admin)).toEqual(new Set(['financial', 'invoice', 'user', 'approvals', 'offers']));
    // Six of the spec, inviting, re-inviting and deactivating colleagues, the access-level history, the
    // approval rules (a user's order limit and approver, the dealer's setting read and written), the offers' branding and logo,
    // and the credit.
    expect(admin).toHaveLength(18);
  });

  it('marks exactly the content service calls and the one-time links as public', () => {
    const open = endpoints.filter(([, e]) => e.public);
    expect(open.map(([, e]) => e.path).sort()).toEqual(
      [
        '/api/email-change/{token}',
        '/api/invitations/{token}',
        '/api/invitations/{token}/accept',
        '/api/password-reset',
        '/api/password-reset/{token}',
        '/api/password-reset/{token}',
        '/mediaApi/article',
        '/mediaApi/articles',
        '/mediaApi/contact',
        '/mediaApi/files',
        '/mediaApi/images',
        '/mediaApi/videos',
        '/api/view-as/session',
      ].sort(),
    );
    // What a public call changes, it changes only with a link's token, or it asks for one; a view-as link's code
    // comes in the body (the link carries it after '#', which no server sees).
    const writes = open.filter(([, e]) => e.method !== 'GET').map(([, e]) => e.path);
    expect(writes.every((path) => path.includes('{token}') || path === '/api/password-reset' || path === '/api/view-as/session')).toBe(
      true,
    );
    expect(open.every(([, e]) => !e.adminOnly)).toBe(true);
  });

  it('has multipart routes without a body schema', () => {
    const multipart = endpoints.filter(([, e]) => e.multipart);
    expect(multipart.map(([name]) => name).sort()).toEqual([
      'attachComplaintFiles',
      'createComplaint',
      'replaceStaffContentFile',
      'uploadComplaintImages',
      'uploadImport',
      'uploadOfferLogo',
      'uploadQuoteAttachments',
      'uploadStaffContentFile',
      'uploadStaffProductImage',
    ]);
    expect(multipart.every(([, e]) => e.body === undefined)).toBe(true);
  });

  it('never puts a body on a GET', () => {
    expect(endpoints.filter(([, e]) => e.method === 'GET' && e.body)).toEqual([]);
  });

  // OpenAPI is generated from these: inputs as the client sends them, responses as the API writes them.
  it.each(endpoints)('%s converts to JSON Schema', (_name, e) => {
    if (e.querystring) expect(describesObject(e.querystring, 'input')).toBe(true);
    if (e.body) expect(describesObject(e.body, 'input')).toBe(true);
    expect(describesObject(e.response, 'output')).toBe(true);
  });
});

describe('responses are encodable', () => {
  // fastify-type-provider-zod serialises with safeEncode, which refuses one-way transforms.
  it('encodes an order list', () => {
    const body = {
      Orders: [
        {
          XAOrderNbr: '123456',
          OrderDate: '20240105',
          TrackingID: null,
          TrackingURL: null,
          OrderMark: 'Store 12',
          OrderRef: null,
          PromiseWeek: '20240112',
          OrderValue: 12000,
          Currency: 'SEK',
          OrderStatus: 10,
        },
      ],
    };
    expect(z.safeEncode(contracts.OrdersResponse, body).success).toBe(true);
  });

  it('refuses an order row with a dashed date', () => {
    const row = { XAOrderNbr: '1', OrderDate: '2024-01-05', TrackingID: null, TrackingURL: null, OrderMark: null };
    const body = { Orders: [{ ...row, OrderRef: null, PromiseWeek: null, OrderValue: 1, Currency: 'SEK', OrderStatus: 20 }] };
    expect(z.safeEncode(contracts.OrdersResponse, body).success).toBe(false);
  });

  it('encodes a maintenance window', () => {
    const body = {
      value: [{ ed_frommaintenancedate: '2024-05-01T22:00:00Z', ed_tomaintenancedate: '2024-05-02T04:00:00+02:00', statuscode: 1 }],
    };
    expect(z.safeEncode(contracts.GetMaintenanceStatusResponse, body).success).toBe(true);
  });
});
