import { describe, expect, it } from 'vitest';
import { AddProductToStoreQuery, DeleteProductFromStoreQuery, UpdateCombustibleQuery } from './product.js';
import { AddOrUpdateAsAdminQuery } from './user.js';
import { GetArticlesQuery, GetFilesQuery, GetImagesQuery, GetContactTextQuery } from './content.js';
import { InitConfigurationQuery, ConfigureRequest } from './configurator.js';
import { GetInvoicesQuery, PaymentStatus } from './invoice.js';

const guid = '6f1c2a3b-4d5e-6f70-8192-a3b4c5d6e7f8';

describe('showroom queries', () => {
  it('turns the combustible text into a boolean', () => {
    expect(AddProductToStoreQuery.parse({ productId: guid, combustible: 'true' })).toEqual({
      productId: guid,
      combustible: true,
    });
    expect(UpdateCombustibleQuery.parse({ showroomId: guid, combustible: 'false' }).combustible).toBe(false);
  });

  it.each(['TRUE', '1', 'yes', ''])('rejects combustible %j', (combustible) => {
    expect(UpdateCombustibleQuery.safeParse({ showroomId: guid, combustible }).success).toBe(false);
  });

  it('rejects an id that is not a GUID', () => {
    expect(DeleteProductFromStoreQuery.safeParse({ showroomId: 'abc' }).success).toBe(false);
    expect(DeleteProductFromStoreQuery.safeParse({ showroomId: guid }).success).toBe(true);
  });
});

describe('AddOrUpdateAsAdminQuery', () => {
  it.each(['none', 'Reseller', 'Portal Admin', 'Portal Admin,Reseller'])('accepts role %j', (roles) => {
    expect(AddOrUpdateAsAdminQuery.safeParse({ contactid: guid, roles }).success).toBe(true);
  });

  it.each(['', 'admin', 'Reseller,Portal Admin'])('rejects role %j', (roles) => {
    expect(AddOrUpdateAsAdminQuery.safeParse({ contactid: guid, roles }).success).toBe(false);
  });
});

describe('content queries', () => {
  it('coerces limit and isFlagged from the query string', () => {
    expect(GetArticlesQuery.parse({ market: 'se', limit: '30', isFlagged: 'true' })).toEqual({
      market: 'se',
      limit: 30,
      isFlagged: true,
    });
  });

  it('rejects an unknown market and a zero limit', () => {
    expect(GetArticlesQuery.safeParse({ market: 'uk', limit: '3' }).success).toBe(false);
    expect(GetArticlesQuery.safeParse({ market: 'se', limit: '0' }).success).toBe(false);
  });

  it.each(['dts', 'doc', 'camp', 'dop', 'iav', 'ps'])('accepts file content type %s', (contentType) => {
    expect(GetFilesQuery.safeParse({ market: 'no', contentType }).success).toBe(true);
  });

  it('rejects other content types', () => {
    expect(GetFilesQuery.safeParse({ market: 'no', contentType: 'prod' }).success).toBe(false);
    expect(GetImagesQuery.safeParse({ market: 'no', contentType: 'doc' }).success).toBe(false);
    expect(GetImagesQuery.safeParse({ market: 'no', contentType: 'prod' }).success).toBe(true);
    expect(GetContactTextQuery.safeParse({ renderType: 'html' }).success).toBe(false);
  });
});

describe('configurator input', () => {
  it.each(['Stove', 'New_Stove', 'Chimney', 'Premodul'])('accepts ruleset %s', (ruleset) => {
    expect(InitConfigurationQuery.safeParse({ ruleset }).success).toBe(true);
  });

  it('rejects an unknown ruleset', () => {
    expect(InitConfigurationQuery.safeParse({ ruleset: 'stove' }).success).toBe(false);
  });

  it('accepts an empty value list on the first call', () => {
    expect(ConfigureRequest.safeParse({ sessionId: 's1', values: [] }).success).toBe(true);
  });

  it('takes values as text only', () => {
    expect(ConfigureRequest.safeParse({ sessionId: 's1', values: [{ ID: 'opt', Value: 'True' }] }).success).toBe(true);
    expect(ConfigureRequest.safeParse({ sessionId: 's1', values: [{ ID: 'opt', Value: true }] }).success).toBe(false);
  });
});

describe('invoices', () => {
  it('coerces amount and bounds it to 1..999', () => {
    expect(GetInvoicesQuery.parse({ amount: '999' }).amount).toBe(999);
    expect(GetInvoicesQuery.safeParse({ amount: '1000' }).success).toBe(false);
  });

  it('knows only payment statuses 1, 2 and 3', () => {
    expect([1, 2, 3].map((s) => PaymentStatus.safeParse(s).success)).toEqual([true, true, true]);
    expect(PaymentStatus.safeParse(4).success).toBe(false);
  });
});
