/**
 * The catalogue's rules as pure functions: the list's filters, the product form's values,
 * request, problems and refusals, and what a picture may be.
 */
import {
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_KINDS,
  StaffProductInput,
  TRANSLATED_LANGUAGES,
  type ProductKind,
  type StaffProductDetail,
  type TranslatedLanguage,
} from '@portal/contracts/staff-catalogue';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems } from '@portal/ui/form';
import { problemMessage, problemMessages, refusedField, type Message } from '../../lib/form-messages';
import { oneOf, yesNoFilter } from '../../lib/list-page-logic';

/** The list's filters in the address. */
export const PRODUCT_FILTERS = { kind: oneOf(PRODUCT_KINDS), active: yesNoFilter };

/** An active product in green, an inactive one in grey. */
export const activeBadge = (active: boolean) =>
  active ? { color: 'green', key: 'products.active' } : { color: 'gray', key: 'products.inactive' };

/** The product's page: the item number is one segment of the address whatever it holds. */
export const productPath = (itemNumber: string) => `/products/${encodeURIComponent(itemNumber)}`;

// --- the product form

type Text = { description: string; longText: string };
export type ProductValues = {
  description: string;
  longText: string;
  texts: Record<TranslatedLanguage, Text>;
  kind: ProductKind;
  brand: string;
  modelSeries: string;
  weightKg: number | string;
  leadTimeDays: number | string;
  active: boolean;
  /** Per price list; an empty price takes the product out of the list. */
  prices: { priceListId: string; name: string; currency: string; unitPrice: number | string }[];
};

/** The form's fields in the order it shows them, so the first with an error gets focus. */
export const PRODUCT_FIELD_ORDER = ['description', 'longText', 'brand', 'modelSeries', 'weightKg', 'leadTimeDays'] as const;

/** A stored product as the form holds it: what is missing is empty, and so is a price the list does not have. */
export const productValues = (p: StaffProductDetail): ProductValues => ({
  description: p.description,
  longText: p.longText ?? '',
  texts: Object.fromEntries(
    TRANSLATED_LANGUAGES.map((l) => [l, { description: p.texts[l]?.description ?? '', longText: p.texts[l]?.longText ?? '' }]),
  ) as Record<TranslatedLanguage, Text>,
  kind: p.kind,
  brand: p.brand,
  modelSeries: p.modelSeries ?? '',
  weightKg: p.weightKg,
  leadTimeDays: p.leadTimeDays,
  active: p.active,
  prices: p.prices.map((x) => ({ ...x, unitPrice: x.unitPrice ?? '' })),
});

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** Whether a language has a text of its own; without one it falls back to Swedish. */
export const isTranslated = (values: Pick<ProductValues, 'texts'>, language: TranslatedLanguage) =>
  values.texts[language].description.trim() !== '';

/** What the server is sent: the languages with a text of their own, numbers as numbers, an empty price as none. */
export const productRequest = (v: ProductValues): StaffProductInput => ({
  description: v.description,
  longText: v.longText,
  // A language without a description falls back to Swedish, so it is not sent.
  texts: Object.fromEntries(TRANSLATED_LANGUAGES.flatMap((l) => (isTranslated(v, l) ? [[l, v.texts[l]]] : []))),
  kind: v.kind,
  brand: v.brand,
  modelSeries: v.modelSeries,
  weightKg: Number(v.weightKg),
  leadTimeDays: Number(v.leadTimeDays),
  active: v.active,
  prices: v.prices.map((p) => ({ priceListId: p.priceListId, unitPrice: numberOrNull(p.unitPrice) })),
});

/** The contract's problems with the form, in the form's words. */
export const productProblems = (values: ProductValues): Record<string, Message> =>
  problemMessages(schemaProblems(StaffProductInput, productRequest(values)), (p) => problemMessage(p));

/** The server's refusal of a save on the field it names (a price list it does not know has its own text); null for any other. */
export function productSaveError(error: unknown): { field: string; key: string } | null {
  const refused = refusedField(error);
  if (!refused) return null;
  return { field: refused.field, key: refused.key === 'products.error.price-list' ? refused.key : 'form.other' };
}

// --- the picture

/** The pictures a product may have. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** A picture at the limit or above is refused before it is sent. */
export const isImageTooLarge = (file: { size: number }) => file.size >= MAX_PRODUCT_IMAGE_BYTES;

/** Why the server took no picture: not one it reads, or it failed. */
export const imageRefusalKey = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? 'products.image.refused' : 'products.image.failed';
