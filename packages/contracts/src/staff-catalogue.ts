import { z } from 'zod';
import { optionalText, requiredText, singleLine } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { StaffPage, StaffPageSize, StaffSearch } from './staff-common.js';

const tags = ['staff: catalogue and prices'] as const;
const SALES = ['sales-admin'] as const;

export const PRODUCT_KINDS = ['stove', 'chimney', 'accessory', 'spare_part'] as const;
export const ProductKind = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof ProductKind>;

/**
 * The languages a product is translated into; Swedish is the catalogue's own text, kept on the
 * product itself, and every other language falls back to it.
 */
export const TRANSLATED_LANGUAGES = ['no', 'dk', 'de', 'fi', 'en'] as const;
export const TranslatedLanguage = z.enum(TRANSLATED_LANGUAGES);
export type TranslatedLanguage = z.infer<typeof TranslatedLanguage>;

/** Item numbers as the ERP writes them: up to 40 letters, digits, dashes, dots and underscores, a letter or digit first. */
export const ITEM_NUMBER = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;
export const ItemNumberParams = z.object({ itemNumber: z.string().regex(ITEM_NUMBER, 'expected an item number') });

export const StaffProductsQuery = z.object({
  kind: ProductKind.optional(),
  active: z.enum(['true', 'false']).optional(),
  search: StaffSearch.describe('A part of the item number or the Swedish description'),
  page: StaffPage,
  pageSize: StaffPageSize,
});
export type StaffProductsQuery = z.input<typeof StaffProductsQuery>;

export const StaffProductRow = z.object({
  itemNumber: z.string(),
  description: z.string(),
  kind: ProductKind,
  brand: z.string(),
  imageUrl: z.string().nullable(),
  active: z.boolean(),
  sellable: z.boolean(),
  /** How many of the other five languages have a text. */
  translations: z.number().int(),
});
export type StaffProductRow = z.infer<typeof StaffProductRow>;

export const StaffProductsResponse = z.object({ items: z.array(StaffProductRow), total: z.number().int() });
export type StaffProductsResponse = z.infer<typeof StaffProductsResponse>;

export const ProductText = z.object({ description: singleLine(requiredText(200)), longText: optionalText(4000) });
export type ProductText = z.input<typeof ProductText>;

/** A unit price as a price list holds it, in the list's currency. */
export const UnitPrice = z.number().min(0).max(9_999_999_999).multipleOf(0.01);
/** A price list's id. */
export const PriceListId = singleLine(z.string().trim().min(1).max(50));

/** A price in one price list; null takes the product out of that list. */
export const ProductPrice = z.object({
  priceListId: PriceListId,
  unitPrice: UnitPrice.nullable(),
});

/** What sales administration edits of a product by hand. */
export const StaffProductInput = z.object({
  /** The Swedish texts. */
  description: singleLine(requiredText(200)),
  longText: optionalText(4000),
  /** The other languages; a language left out (or with an empty description) falls back to Swedish. */
  texts: z.partialRecord(TranslatedLanguage, ProductText.nullable()).default({}),
  kind: ProductKind,
  brand: singleLine(requiredText(60)),
  modelSeries: singleLine(optionalText(60)),
  weightKg: z.number().min(0).max(999_999).multipleOf(0.01),
  leadTimeDays: z.number().int().min(0).max(365),
  active: z.boolean(),
  prices: z.array(ProductPrice).max(50),
});
export type StaffProductInput = z.input<typeof StaffProductInput>;

export const StaffProductDetail = z.object({
  itemNumber: z.string(),
  description: z.string(),
  longText: z.string().nullable(),
  texts: z.partialRecord(TranslatedLanguage, z.object({ description: z.string(), longText: z.string().nullable() })),
  kind: ProductKind,
  brand: z.string(),
  modelSeries: z.string().nullable(),
  imageUrl: z.string().nullable(),
  weightKg: z.number(),
  leadTimeDays: z.number().int(),
  active: z.boolean(),
  /** Parts sold only within a configured product. */
  sellable: z.boolean(),
  /** Every price list, with this product's price in it or null. */
  prices: z.array(z.object({ priceListId: z.string(), name: z.string(), currency: z.string(), unitPrice: z.number().nullable() })),
  /** Where the product sits in the shop's category tree. */
  categories: z.array(z.string()),
});
export type StaffProductDetail = z.infer<typeof StaffProductDetail>;

export const getStaffProducts = defineEndpoint({
  method: 'GET',
  path: '/api/staff/products',
  summary: 'The catalogue, searched, filtered and paged',
  tags,
  querystring: StaffProductsQuery,
  response: StaffProductsResponse,
  staffRoles: SALES,
});

export const getStaffProduct = defineEndpoint({
  method: 'GET',
  path: '/api/staff/products/{itemNumber}',
  summary: 'A product with its texts in every language and its price in every price list',
  tags,
  params: ItemNumberParams,
  response: StaffProductDetail,
  staffRoles: SALES,
});

export const updateStaffProduct = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/products/{itemNumber}',
  summary:
    'Edit a product: texts per language, kind, brand, weight, lead time, prices per price list, and whether it is sold (an inactive product cannot be ordered)',
  tags,
  params: ItemNumberParams,
  body: StaffProductInput,
  response: StaffProductDetail,
  staffRoles: SALES,
});

export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;

export const uploadStaffProductImage = defineEndpoint({
  method: 'POST',
  path: '/api/staff/products/{itemNumber}/image',
  summary: `Give a product a new picture (JPEG, PNG, WebP or GIF below ${MAX_PRODUCT_IMAGE_BYTES} bytes); it is kept among the product images of the media files. Multipart: the file`,
  tags,
  params: ItemNumberParams,
  response: StaffProductDetail,
  multipart: {
    files: {
      name: 'file',
      min: 1,
      max: 1,
      maxBytes: MAX_PRODUCT_IMAGE_BYTES,
      types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    },
  },
  staffRoles: SALES,
});
