import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_IMAGE_BYTES, type StaffProductDetail } from '@portal/contracts/staff-catalogue';
import { ApiError } from '@portal/ui/auth';
import { firstError } from '@portal/ui/form';
import { readFilters } from '../../lib/list-page-logic';
import {
  activeBadge,
  imageRefusalKey,
  isImageTooLarge,
  isTranslated,
  PRODUCT_FIELD_ORDER,
  PRODUCT_FILTERS,
  productPath,
  productProblems,
  productRequest,
  productSaveError,
  productValues,
  type ProductValues,
} from './catalogue-logic';

const stored: StaffProductDetail = {
  itemNumber: 'KS-100',
  description: 'Kaminofen Aska 5',
  longText: null,
  texts: { de: { description: 'Kaminofen Aska 5 (DE)', longText: null }, en: { description: 'Stove Aska 5', longText: 'Long' } },
  kind: 'stove',
  brand: 'Aska',
  modelSeries: null,
  imageUrl: null,
  weightKg: 98.5,
  leadTimeDays: 14,
  active: true,
  sellable: true,
  prices: [
    { priceListId: 'SE-2026', name: 'Sverige 2026', currency: 'SEK', unitPrice: 12900 },
    { priceListId: 'EU-2026', name: 'Euro 2026', currency: 'EUR', unitPrice: null },
  ],
  categories: [],
};

const values = (over: Partial<ProductValues> = {}): ProductValues => ({ ...productValues(stored), ...over });

const from = (search: string) => {
  const params = new URLSearchParams(search);
  return (name: string) => params.get(name);
};

describe('the product list', () => {
  it('filters by kind and by whether the product is active', () => {
    expect(readFilters(PRODUCT_FILTERS, from('kind=spare_part&active=true'))).toEqual({ kind: 'spare_part', active: 'true' });
    expect(readFilters(PRODUCT_FILTERS, from('kind=oven&active=1'))).toEqual({});
  });

  it('shows whether a product is sold', () => {
    expect(activeBadge(true)).toEqual({ color: 'green', key: 'products.active' });
    expect(activeBadge(false)).toEqual({ color: 'gray', key: 'products.inactive' });
  });

  it('opens a product whatever its item number holds', () => {
    expect(productPath('KS-100')).toBe('/products/KS-100');
    expect(productPath('A/B 1')).toBe('/products/A%2FB%201');
  });
});

describe('the product form', () => {
  it('holds a stored product, every language and price list included', () => {
    const v = productValues(stored);
    expect(v.longText).toBe('');
    expect(v.modelSeries).toBe('');
    expect(v.texts).toEqual({
      no: { description: '', longText: '' },
      dk: { description: '', longText: '' },
      de: { description: 'Kaminofen Aska 5 (DE)', longText: '' },
      fi: { description: '', longText: '' },
      en: { description: 'Stove Aska 5', longText: 'Long' },
    });
    expect(v.prices.map((p) => p.unitPrice)).toEqual([12900, '']);
  });

  it('marks the languages that fall back to Swedish', () => {
    const v = productValues(stored);
    expect(isTranslated(v, 'de')).toBe(true);
    expect(isTranslated(v, 'fi')).toBe(false);
    expect(isTranslated({ texts: { ...v.texts, fi: { description: '  ', longText: 'x' } } }, 'fi')).toBe(false);
  });

  it('sends the languages with a text of their own, numbers as numbers and an empty price as none', () => {
    const request = productRequest(values({ weightKg: '98.50', leadTimeDays: '14' }));
    expect(request.texts).toEqual({
      de: { description: 'Kaminofen Aska 5 (DE)', longText: '' },
      en: { description: 'Stove Aska 5', longText: 'Long' },
    });
    expect(request.weightKg).toBe(98.5);
    expect(request.leadTimeDays).toBe(14);
    expect(request.prices).toEqual([
      { priceListId: 'SE-2026', unitPrice: 12900 },
      { priceListId: 'EU-2026', unitPrice: null },
    ]);
  });

  it('finds nothing wrong with a stored product', () => {
    expect(productProblems(values())).toEqual({});
  });

  it('words each problem by its kind, and focus goes to the first field shown', () => {
    const problems = productProblems(values({ description: '', brand: 'x'.repeat(61), leadTimeDays: 400 }));
    expect(problems).toEqual({
      description: { key: 'form.required', values: { max: undefined } },
      brand: { key: 'form.too-long', values: { max: 60 } },
      leadTimeDays: { key: 'form.other', values: { max: undefined } },
    });
    expect(firstError(PRODUCT_FIELD_ORDER, problems)).toBe('description');
  });

  it('checks a translation’s description only where it has one', () => {
    const v = values();
    expect(productProblems({ ...v, texts: { ...v.texts, en: { description: 'x'.repeat(201), longText: '' } } })).toEqual({
      'texts.en.description': { key: 'form.too-long', values: { max: 200 } },
    });
  });

  it('puts the server’s refusal on its field, a price list it does not know in its own words', () => {
    expect(
      productSaveError(new ApiError(400, 'VALIDATION_FAILED', 'no list', 'prices.1.priceListId', 'products.error.price-list')),
    ).toEqual({
      field: 'prices.1.priceListId',
      key: 'products.error.price-list',
    });
    expect(productSaveError(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'brand', 'some.other-key'))).toEqual({
      field: 'brand',
      key: 'form.other',
    });
    expect(productSaveError(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBeNull();
  });
});

describe('the product’s picture', () => {
  it('is refused before sending at the limit and above', () => {
    expect(isImageTooLarge({ size: MAX_PRODUCT_IMAGE_BYTES - 1 })).toBe(false);
    expect(isImageTooLarge({ size: MAX_PRODUCT_IMAGE_BYTES })).toBe(true);
  });

  it('refused by the server, says whether it was the file or the sending', () => {
    expect(imageRefusalKey(new ApiError(400, 'VALIDATION_FAILED', 'type', 'file'))).toBe('products.image.refused');
    expect(imageRefusalKey(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'big'))).toBe('products.image.failed');
    expect(imageRefusalKey(new Error('offline'))).toBe('products.image.failed');
  });
});
