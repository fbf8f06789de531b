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
import { badRequest, conflict, found } from '../../platform/errors.js';
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

/** How many bad rows a refused price list names. */
const BAD_ROWS_NAMED = 10;

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

  /** The edit of a locked product: its fields, texts and the prices given; audited with what it was before. */
  async function updateIn(repo: CatalogueDeskRepository, staff: StaffPrincipal, itemNumber: string, input: Input) {
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

    update: (staff: StaffPrincipal, itemNumber: string, input: Input) =>
      deps.transaction(async (repo) => {
        await found(repo.lockProduct(itemNumber), 'Product');
        return updateIn(repo, staff, itemNumber, input);
      }),

    /**
     * Creates the product or, when it exists, updates it as `update` does; its prices stay as they are. The
     * integration API's product call.
     */
    upsert: (staff: StaffPrincipal, itemNumber: string, input: Omit<Input, 'prices'>) =>
      deps.transaction(async (repo) => {
        if (await repo.lockProduct(itemNumber)) return updateIn(repo, staff, itemNumber, { ...input, prices: [] });
        if (!(await repo.insert(itemNumber, valuesOf({ ...input, prices: [] }))))
          throw conflict('PRODUCT_EXISTS', `Product ${itemNumber} was made by another request at the same time; send it again`);
        await repo.replaceTexts(itemNumber, textsOf({ ...input, prices: [] }));
        const { prices: _, categories: __, ...after } = await detail(repo, itemNumber);
        await repo.audit({ staffId: staff.staffId, action: 'product.create', objectType: 'product', objectId: itemNumber, after });
        return detail(repo, itemNumber);
      }),

    /**
     * Sets these prices in one price list, all or none, and leaves its other prices: a list of bad rows (unknown item,
     * item twice) is refused with 400 naming the first of them. One audit row tells how many were set and changed.
     */
    async setPrices(staff: StaffPrincipal, priceListId: string, items: readonly { itemNumber: string; amount: number }[]) {
      const seen = new Map<string, number>();
      const repeated: string[] = [];
      items.forEach((item, i) => {
        const first = seen.get(item.itemNumber);
        if (first === undefined) seen.set(item.itemNumber, i);
        else if (repeated.length < BAD_ROWS_NAMED) repeated.push(`items.${i}.itemNumber (${item.itemNumber}, as in items.${first})`);
      });
      if (repeated.length > 0) throw badRequest(repeated[0]!.split(' ')[0]!, `Items given twice: ${repeated.join('; ')}`);
      return deps.transaction(async (repo) => {
        const list = await repo.priceList(priceListId);
        if (!list) throw badRequest('priceList', `There is no price list ${priceListId}`);
        const unknown = await repo.unknownItems(
          items.map((i) => i.itemNumber),
          BAD_ROWS_NAMED,
        );
        if (unknown.length > 0)
          throw badRequest(
            `items.${unknown[0]!.index}.itemNumber`,
            `No such products: ${unknown.map((u) => `items.${u.index}.itemNumber (${u.itemNumber})`).join('; ')}`,
          );
        const changed = await repo.upsertPrices(priceListId, items);
        await repo.audit({
          staffId: staff.staffId,
          action: 'price-list.prices',
          objectType: 'price_list',
          objectId: priceListId,
          after: { items: items.length, changed },
        });
        return { priceList: list.id, currency: list.currency, items: items.length };
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
