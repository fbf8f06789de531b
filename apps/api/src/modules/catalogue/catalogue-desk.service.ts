import { type z } from 'zod';
import {
  TRANSLATED_LANGUAGES,
  type StaffProductDetail,
  type StaffProductInput,
  type StaffProductsQuery,
  type StaffProductsResponse,
  type TranslatedLanguage,
} from '@portal/contracts/staff-catalogue';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { badRequest, found } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { CatalogueDeskRepository, ProductValues } from './catalogue-desk.repository.js';
import { pagingOf } from '../../platform/db/list-page.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

type Query = z.output<typeof StaffProductsQuery>;
type Input = z.output<typeof StaffProductInput>;

export type CatalogueDeskDeps = TransactionalDeps<'products', CatalogueDeskRepository> & {
  /** Keeps a product picture among the media files' product images and answers its address. */
  storeProductImage: (staff: StaffPrincipal, place: { folder: string; name: string }, files: UploadedFile[]) => Promise<string>;
};

const valuesOf = (input: Input): ProductValues => ({
  description: input.description,
  long_text: input.longText || null,
  kind: input.kind,
  brand: input.brand,
  model_series: input.modelSeries || null,
  weight_kg: input.weightKg,
  lead_time_days: input.leadTimeDays,
  active: input.active,
});

/** The translations worth keeping: a language without a description falls back to Swedish. */
const textsOf = (input: Input) =>
  TRANSLATED_LANGUAGES.flatMap((language) => {
    const text = input.texts[language];
    return text?.description ? [{ language, description: text.description, long_text: text.longText || null }] : [];
  });

/** Products edited by hand: texts per language, terms, prices per price list, on sale or not. */
export function createCatalogueDeskService(deps: CatalogueDeskDeps) {
  const { products } = deps;

  async function detail(repo: CatalogueDeskRepository, itemNumber: string): Promise<StaffProductDetail> {
    const product = await found(repo.product(itemNumber), 'Product');
    const [texts, prices, categories] = await Promise.all([repo.texts(itemNumber), repo.prices(itemNumber), repo.categories(itemNumber)]);
    return {
      itemNumber: product.item_number,
      description: product.description,
      longText: product.long_text,
      texts: Object.fromEntries(
        texts.map((t) => [t.language as TranslatedLanguage, { description: t.description, longText: t.long_text }]),
      ),
      kind: product.kind,
      brand: product.brand,
      modelSeries: product.model_series,
      imageUrl: product.image_url,
      weightKg: Number(product.weight_kg),
      leadTimeDays: product.lead_time_days,
      active: product.active,
      sellable: product.sellable,
      prices: prices.map((p) => ({
        priceListId: p.id,
        name: p.name,
        currency: p.currency,
        unitPrice: p.unit_price === null ? null : Number(p.unit_price),
      })),
      categories: categories.map((c) => c.node_id),
    };
  }

  return {
    async list(query: Query): Promise<StaffProductsResponse> {
      const { rows, total } = await products.page({
        kind: query.kind,
        active: query.active === undefined ? undefined : query.active === 'true',
        search: query.search || undefined,
        ...pagingOf(query),
      });
      return {
        items: rows.map((r) => ({
          itemNumber: r.item_number,
          description: r.description,
          kind: r.kind,
          brand: r.brand,
          imageUrl: r.image_url,
          active: r.active,
          sellable: r.sellable,
          translations: Number(r.translations),
        })),
        total,
      };
    },

    get: (itemNumber: string) => detail(products, itemNumber),

    async update(staff: StaffPrincipal, itemNumber: string, input: Input) {
      return deps.transaction(async (repo) => {
        await found(repo.lockProduct(itemNumber), 'Product');
        const before = await detail(repo, itemNumber);
        const lists = await repo.priceListIds();
        const seen = new Set<string>();
        input.prices.forEach((p, i) => {
          if (!lists.has(p.priceListId) || seen.has(p.priceListId))
            throw badRequest(`prices.${i}.priceListId`, 'Unknown or repeated price list', 'products.error.price-list');
          seen.add(p.priceListId);
        });
        await repo.update(itemNumber, valuesOf(input));
        await repo.replaceTexts(itemNumber, textsOf(input));
        const priceBefore = new Map(before.prices.map((p) => [p.priceListId, p.unitPrice]));
        for (const p of input.prices)
          if (priceBefore.get(p.priceListId) !== p.unitPrice) await repo.setPrice(itemNumber, p.priceListId, p.unitPrice);
        const after = await detail(repo, itemNumber);
        const { prices: pricesBefore, categories: _, ...restBefore } = before;
        const { prices: pricesAfter, categories: __, ...restAfter } = after;
        const priceMap = (list: typeof pricesBefore) => Object.fromEntries(list.map((p) => [p.priceListId, p.unitPrice]));
        await repo.audit({
          staffId: staff.staffId,
          action: 'product.update',
          objectType: 'product',
          objectId: itemNumber,
          before: { ...restBefore, prices: priceMap(pricesBefore) },
          after: { ...restAfter, prices: priceMap(pricesAfter) },
        });
        return after;
      });
    },

    async uploadImage(staff: StaffPrincipal, itemNumber: string, files: UploadedFile[]) {
      const product = await found(products.product(itemNumber), 'Product');
      // In the media files' product images, in the folder of its brand and series, as the seed files them.
      const place = {
        folder: `${product.brand} ${product.model_series ?? ''}`.trim().slice(0, 100),
        name: `${product.item_number} ${product.description}`.slice(0, 200),
      };
      const url = await deps.storeProductImage(staff, place, files);
      return deps.transaction(async (repo) => {
        const current = await found(repo.lockProduct(itemNumber), 'Product');
        await repo.setImage(itemNumber, url);
        await repo.audit({
          staffId: staff.staffId,
          action: 'product.image',
          objectType: 'product',
          objectId: itemNumber,
          before: { imageUrl: current.image_url },
          after: { imageUrl: url },
        });
        return detail(repo, itemNumber);
      });
    },
  };
}
export type CatalogueDeskService = ReturnType<typeof createCatalogueDeskService>;
