import { ITEM_NUMBER, PRODUCT_KINDS, TRANSLATED_LANGUAGES, type ProductKind } from '@portal/contracts/staff-catalogue';
import type { ImportKind, ImportRow } from '@portal/contracts/staff-catalogue-import';
import type { CatalogueImportRepository, NodeValues, ProductImportValues, StoredRow } from './catalogue-import.repository.js';

/**
 * An amount as people write it: "1234.5", "1 234,50", "1.234,50". Null when it is not one
 * with at most two decimals.
 */
export function parseAmount(text: string): number | null {
  let t = text.replace(/[\s\u00a0']/g, '');
  if (t.includes(',') && t.includes('.'))
    t = t.lastIndexOf(',') > t.lastIndexOf('.') ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  else t = t.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Number(t);
}

const format = (n: number) => n.toFixed(2);
const NODE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,59}$/;

/**
 * What the rows of a file would do, and the writes that carry it out; `lists`: what a price or discount import
 * changes, whose state before is kept for its undo (the price lists the file names, the dealers whose discount changes).
 */
export type Plan = { rows: ImportRow[]; apply: (repo: CatalogueImportRepository) => Promise<void>; lists?: string[] };

type Row = Omit<ImportRow, 'currency'> & { currency?: string | null };
const row = (r: Row): ImportRow => ({ currency: null, ...r });

/** The first problem a row has, in the order given; null when it has none. */
const firstError = (...checks: [boolean, string][]) => checks.find(([failed]) => failed)?.[1] ?? null;

async function planPrices(repo: CatalogueImportRepository, stored: StoredRow[]): Promise<Plan> {
  const lists = new Map((await repo.priceLists()).map((l) => [l.id, l.currency]));
  const items = await repo.existingItems(stored.map((r) => r.values['item_number'] ?? ''));
  const listed = [...new Set(stored.map((r) => r.values['price_list'] ?? ''))].filter((l) => lists.has(l));
  const current = new Map((await repo.prices(listed)).map((p) => [`${p.price_list_id}\u0000${p.item_number}`, p.unit_price]));
  const rows: ImportRow[] = [];
  const upserts: { price_list_id: string; item_number: string; unit_price: number }[] = [];
  const removals: { price_list_id: string; item_number: string }[] = [];
  const seen = new Set<string>();
  for (const { line, values } of stored) {
    const list = values['price_list'] ?? '';
    const item = values['item_number'] ?? '';
    const amount = parseAmount(values['unit_price'] ?? '');
    const id = `${list}\u0000${item}`;
    const error = firstError(
      [!list || !item || !values['unit_price'], 'imports.error.required'],
      [!lists.has(list), 'imports.error.price-list'],
      [!items.has(item), 'imports.error.item'],
      [amount === null, 'imports.error.price'],
      [seen.has(id), 'imports.error.duplicate'],
    );
    seen.add(id);
    const before = current.get(id);
    const change = error ? null : before === undefined ? 'add' : before === amount ? 'same' : 'change';
    rows.push(
      row({
        line,
        key: `${list} / ${item}`,
        before: before === undefined ? null : format(before),
        after: amount === null ? (values['unit_price'] ?? null) : format(amount),
        currency: amount === null ? null : (lists.get(list) ?? null),
        change,
        error,
      }),
    );
    if ((change === 'add' || change === 'change') && amount !== null)
      upserts.push({ price_list_id: list, item_number: item, unit_price: amount });
  }
  // A price list in the file is the whole list: what it no longer names goes.
  for (const [id, price] of current) {
    if (seen.has(id)) continue;
    const [list = '', item = ''] = id.split('\u0000');
    rows.push(
      row({
        line: null,
        key: `${list} / ${item}`,
        before: format(price),
        after: null,
        currency: lists.get(list),
        change: 'remove',
        error: null,
      }),
    );
    removals.push({ price_list_id: list, item_number: item });
  }
  return {
    rows,
    apply: async (r) => {
      await r.upsertPrices(upserts);
      await r.deletePrices(removals);
    },
    lists: listed,
  };
}

async function planDiscounts(repo: CatalogueImportRepository, stored: StoredRow[]): Promise<Plan> {
  const customers = new Map(
    (await repo.customers(stored.map((r) => r.values['customer_number'] ?? ''))).map((c) => [c.customer_number, c.discount_percent]),
  );
  const rows: ImportRow[] = [];
  const discounts: { customer_number: string; discount_percent: number }[] = [];
  const seen = new Set<string>();
  for (const { line, values } of stored) {
    const customer = values['customer_number'] ?? '';
    const percent = parseAmount(values['discount_percent'] ?? '');
    const error = firstError(
      [!customer || !values['discount_percent'], 'imports.error.required'],
      [!customers.has(customer), 'imports.error.customer'],
      [percent === null || percent >= 100, 'imports.error.discount'],
      [seen.has(customer), 'imports.error.duplicate'],
    );
    seen.add(customer);
    const before = customers.get(customer);
    const change = error ? null : before === percent ? 'same' : 'change';
    rows.push(
      row({
        line,
        key: customer,
        before: before === undefined ? null : format(before),
        after: percent === null ? (values['discount_percent'] ?? null) : format(percent),
        change,
        error,
      }),
    );
    if (change === 'change' && percent !== null) discounts.push({ customer_number: customer, discount_percent: percent });
  }
  return { rows, apply: (r) => r.setDiscounts(discounts), lists: discounts.map((d) => d.customer_number) };
}

/** How a product reads in a preview row. */
const productSummary = (p: Pick<ProductImportValues, 'description' | 'kind' | 'brand' | 'weight_kg' | 'lead_time_days'>) =>
  `${p.description} · ${p.kind} · ${p.brand} · ${format(p.weight_kg)} kg · ${p.lead_time_days} d`;

/** Texts per language in the languages' own order, so texts read in another order compare equal. */
const inLanguageOrder = <T>(texts: Partial<Record<string, T>>) => TRANSLATED_LANGUAGES.map((l) => texts[l] ?? null);

/** The part of a product a file sets, in one comparable text. */
const productFingerprint = (p: ProductImportValues) =>
  JSON.stringify([p.description, p.long_text, p.kind, p.brand, p.model_series, p.weight_kg, p.lead_time_days, inLanguageOrder(p.texts)]);

async function planProducts(repo: CatalogueImportRepository, stored: StoredRow[]): Promise<Plan> {
  const current = new Map((await repo.catalogueProducts()).map((p) => [p.item_number, p]));
  const rows: ImportRow[] = [];
  const inserts: ProductImportValues[] = [];
  const updates: ProductImportValues[] = [];
  const deactivations: string[] = [];
  const seen = new Set<string>();
  for (const { line, values } of stored) {
    const item = values['item_number'] ?? '';
    const kind = (values['kind'] ?? '').toLowerCase();
    const weight = parseAmount(values['weight_kg'] ?? '');
    const lead = /^\d{1,3}$/.test(values['lead_time_days'] ?? '') ? Number(values['lead_time_days']) : null;
    const texts = Object.fromEntries(
      TRANSLATED_LANGUAGES.flatMap((l) =>
        values[`description_${l}`] ? [[l, { description: values[`description_${l}`]!, long_text: values[`long_text_${l}`] || null }]] : [],
      ),
    );
    const tooLong = [values['description'], ...TRANSLATED_LANGUAGES.map((l) => values[`description_${l}`])].some(
      (d) => (d ?? '').length > 200,
    );
    const error = firstError(
      [
        !item || !values['description'] || !kind || !values['brand'] || !values['weight_kg'] || !values['lead_time_days'],
        'imports.error.required',
      ],
      [!ITEM_NUMBER.test(item), 'imports.error.item-number'],
      [!(PRODUCT_KINDS as readonly string[]).includes(kind), 'imports.error.kind'],
      [weight === null || lead === null || lead > 365, 'imports.error.number'],
      [tooLong || (values['brand'] ?? '').length > 60, 'imports.error.too-long'],
      [seen.has(item), 'imports.error.duplicate'],
    );
    seen.add(item);
    const before = current.get(item);
    const next: ProductImportValues | null = error
      ? null
      : {
          item_number: item,
          description: values['description']!,
          long_text: values['long_text'] || null,
          kind: kind as ProductKind,
          brand: values['brand']!,
          model_series: values['model_series'] || null,
          weight_kg: weight!,
          lead_time_days: lead!,
          texts,
        };
    // A column the file does not have leaves what it would set as it is.
    if (next && before) {
      if (!('long_text' in values)) next.long_text = before.long_text;
      if (!('model_series' in values)) next.model_series = before.model_series;
      for (const l of TRANSLATED_LANGUAGES) {
        const kept = before.texts[l];
        if (!(`description_${l}` in values)) {
          if (kept) next.texts[l] = kept;
        } else if (!(`long_text_${l}` in values) && next.texts[l]) next.texts[l] = { ...next.texts[l], long_text: kept?.long_text ?? null };
      }
    }
    const change = !next
      ? null
      : !before
        ? 'add'
        : !before.active || productFingerprint(before) !== productFingerprint(next)
          ? 'change'
          : 'same';
    rows.push(
      row({
        line,
        key: item,
        before: before ? productSummary(before) : null,
        after: next ? productSummary(next) : (values['description'] ?? null),
        change,
        error,
      }),
    );
    if (next && change === 'add') inserts.push(next);
    if (next && change === 'change') updates.push(next);
  }
  // The file is the whole catalogue: a product it leaves out is no longer sold.
  for (const [item, p] of current) {
    if (seen.has(item) || !p.active) continue;
    rows.push(row({ line: null, key: item, before: productSummary(p), after: null, change: 'remove', error: null }));
    deactivations.push(item);
  }
  return {
    rows,
    apply: async (r) => {
      await r.insertProducts(inserts);
      await r.updateProducts(updates);
      await r.deactivateProducts(deactivations);
    },
  };
}

async function planCategories(repo: CatalogueImportRepository, stored: StoredRow[]): Promise<Plan> {
  const current = new Map((await repo.nodes()).map((n) => [n.node_id, n]));
  const items = await repo.existingItems(stored.map((r) => r.values['item_number'] ?? '').filter(Boolean));
  const inFile = new Map<string, string>();
  for (const { values } of stored)
    if (values['node_id'] && !inFile.has(values['node_id'])) inFile.set(values['node_id'], values['parent_id'] ?? '');
  /** Whether following the parents from the node comes back to it. */
  const inCycle = (id: string) => {
    const visited = new Set<string>();
    for (let at: string | undefined = id; at; at = inFile.get(at)) {
      if (visited.has(at)) return at === id || visited.has(id);
      visited.add(at);
    }
    return false;
  };
  const rows: ImportRow[] = [];
  const upserts: NodeValues[] = [];
  const seen = new Set<string>();
  for (const { line, values } of stored) {
    const id = values['node_id'] ?? '';
    const parent = values['parent_id'] || null;
    const item = values['item_number'] || null;
    const sort = values['sort_order'] ? (/^-?\d{1,6}$/.test(values['sort_order']) ? Number(values['sort_order']) : null) : 0;
    const labels = Object.fromEntries(TRANSLATED_LANGUAGES.flatMap((l) => (values[`label_${l}`] ? [[l, values[`label_${l}`]!]] : [])));
    const error = firstError(
      [!id || !values['label'], 'imports.error.required'],
      [!NODE_ID.test(id), 'imports.error.node-id'],
      [seen.has(id), 'imports.error.duplicate'],
      [parent !== null && !inFile.has(parent), 'imports.error.parent'],
      [parent !== null && inCycle(id), 'imports.error.cycle'],
      [item !== null && !items.has(item), 'imports.error.item'],
      [sort === null, 'imports.error.number'],
      [[values['label'], ...Object.values(labels)].some((l) => (l ?? '').length > 200), 'imports.error.too-long'],
    );
    seen.add(id);
    const before = current.get(id);
    const next: NodeValues | null = error
      ? null
      : { node_id: id, parent_id: parent, label: values['label']!, item_number: item, sort_order: sort!, labels };
    if (next && before)
      for (const l of TRANSLATED_LANGUAGES) if (!(`label_${l}` in values) && before.labels[l]) next.labels[l] = before.labels[l];
    const describe = (n: Pick<NodeValues, 'label' | 'parent_id' | 'item_number'>) =>
      `${n.parent_id ?? '—'} › ${n.label}${n.item_number ? ` (${n.item_number})` : ''}`;
    const same =
      before &&
      next &&
      JSON.stringify([before.parent_id, before.label, before.item_number, before.sort_order, inLanguageOrder(before.labels)]) ===
        JSON.stringify([next.parent_id, next.label, next.item_number, next.sort_order, inLanguageOrder(next.labels)]);
    const change = !next ? null : !before ? 'add' : same ? 'same' : 'change';
    rows.push(
      row({
        line,
        key: id,
        before: before ? describe(before) : null,
        after: next ? describe(next) : (values['label'] ?? null),
        change,
        error,
      }),
    );
    if (next && change !== 'same') upserts.push(next);
  }
  // The file is the whole tree: a node it leaves out goes, its children with it (they are left out too, or moved).
  const removed = [...current.values()].filter((n) => !seen.has(n.node_id));
  for (const n of removed) rows.push(row({ line: null, key: n.node_id, before: n.label, after: null, change: 'remove', error: null }));
  // Parents are written before their children, children removed before their parents.
  const depthIn = (parents: Map<string, string | null>, id: string) => {
    let depth = 0;
    for (let at = parents.get(id); at; at = parents.get(at)) depth++;
    return depth;
  };
  const newParents = new Map([...inFile].map(([id, p]) => [id, p || null]));
  const oldParents = new Map([...current.values()].map((n) => [n.node_id, n.parent_id]));
  upserts.sort((a, b) => depthIn(newParents, a.node_id) - depthIn(newParents, b.node_id));
  const removals = removed.map((n) => n.node_id).sort((a, b) => depthIn(oldParents, b) - depthIn(oldParents, a));
  return {
    rows,
    apply: async (r) => {
      await r.upsertNodes(upserts);
      await r.deleteNodes(removals);
    },
  };
}

const PLANNERS: Record<ImportKind, (repo: CatalogueImportRepository, stored: StoredRow[]) => Promise<Plan>> = {
  prices: planPrices,
  discounts: planDiscounts,
  products: planProducts,
  categories: planCategories,
};

/** What the rows would do against the catalogue as it stands in `repo`. */
export const planImport = (repo: CatalogueImportRepository, kind: ImportKind, stored: StoredRow[]) => PLANNERS[kind](repo, stored);
