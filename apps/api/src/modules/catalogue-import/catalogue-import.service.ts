import { randomUUID } from 'node:crypto';
import {
  IMPORT_COLUMNS,
  ImportKind,
  MAX_IMPORT_ROWS,
  type ImportPreview,
  type ImportReport,
  type ImportRow,
} from '@portal/contracts/staff-imports';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { readTable } from '../../platform/files/tabular.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { CatalogueImportRepository, StoredRow } from './catalogue-import.repository.js';

export type CatalogueImportDeps = {
  imports: CatalogueImportRepository;
  transaction: <T>(work: (imports: CatalogueImportRepository) => Promise<T>) => Promise<T>;
  now: () => Date;
};

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

/** A plan: every row with what it does or what is wrong, and the writes that carry it out. */
type Plan = {
  rows: ImportRow[];
  upserts: { price_list_id: string; item_number: string; unit_price: number }[];
  removals: { price_list_id: string; item_number: string }[];
  discounts: { customer_number: string; discount_percent: number }[];
};

/** Price and discount files: read, previewed row by row, and applied all or nothing. */
export function createCatalogueImportService(deps: CatalogueImportDeps) {
  /** What the rows would do against the catalogue as it stands in `repo`. */
  async function plan(repo: CatalogueImportRepository, kind: ImportKind, stored: StoredRow[]): Promise<Plan> {
    const result: Plan = { rows: [], upserts: [], removals: [], discounts: [] };
    if (kind === 'prices') {
      const lists = new Set((await repo.priceLists()).map((l) => l.id));
      const items = await repo.existingItems(stored.map((r) => r.values['item_number'] ?? ''));
      const listed = [...new Set(stored.map((r) => r.values['price_list'] ?? ''))].filter((l) => lists.has(l));
      const current = new Map((await repo.prices(listed)).map((p) => [`${p.price_list_id}\u0000${p.item_number}`, p.unit_price]));
      const seen = new Set<string>();
      for (const { line, values } of stored) {
        const list = values['price_list'] ?? '';
        const item = values['item_number'] ?? '';
        const amount = parseAmount(values['unit_price'] ?? '');
        const id = `${list}\u0000${item}`;
        const error =
          !list || !item || !(values['unit_price'] ?? '').trim()
            ? 'imports.error.required'
            : !lists.has(list)
              ? 'imports.error.price-list'
              : !items.has(item)
                ? 'imports.error.item'
                : amount === null
                  ? 'imports.error.price'
                  : seen.has(id)
                    ? 'imports.error.duplicate'
                    : null;
        seen.add(id);
        const before = current.get(id);
        const change = error ? null : before === undefined ? 'add' : before === amount ? 'same' : 'change';
        result.rows.push({
          line,
          key: `${list} / ${item}`,
          before: before === undefined ? null : format(before),
          after: amount === null ? (values['unit_price'] ?? null) : format(amount),
          change,
          error,
        });
        if ((change === 'add' || change === 'change') && amount !== null)
          result.upserts.push({ price_list_id: list, item_number: item, unit_price: amount });
      }
      // A price list in the file is the whole list: what it no longer names goes.
      for (const [id, price] of current) {
        if (seen.has(id)) continue;
        const [list = '', item = ''] = id.split('\u0000');
        result.rows.push({ line: null, key: `${list} / ${item}`, before: format(price), after: null, change: 'remove', error: null });
        result.removals.push({ price_list_id: list, item_number: item });
      }
    } else {
      const customers = new Map(
        (await repo.customers(stored.map((r) => r.values['customer_number'] ?? ''))).map((c) => [c.customer_number, c.discount_percent]),
      );
      const seen = new Set<string>();
      for (const { line, values } of stored) {
        const customer = values['customer_number'] ?? '';
        const percent = parseAmount(values['discount_percent'] ?? '');
        const error =
          !customer || !(values['discount_percent'] ?? '').trim()
            ? 'imports.error.required'
            : !customers.has(customer)
              ? 'imports.error.customer'
              : percent === null || percent >= 100
                ? 'imports.error.discount'
                : seen.has(customer)
                  ? 'imports.error.duplicate'
                  : null;
        seen.add(customer);
        const before = customers.get(customer);
        const change = error ? null : before === percent ? 'same' : 'change';
        result.rows.push({
          line,
          key: customer,
          before: before === undefined ? null : format(before),
          after: percent === null ? (values['discount_percent'] ?? null) : format(percent),
          change,
          error,
        });
        if (change === 'change' && percent !== null) result.discounts.push({ customer_number: customer, discount_percent: percent });
      }
    }
    return result;
  }

  const preview = (
    row: { id: string; kind: ImportKind; file_name: string; committed_at: Date | null; report: ImportReport | null },
    rows: ImportRow[],
  ): ImportPreview => ({
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    rows,
    counts: {
      add: rows.filter((r) => r.change === 'add').length,
      change: rows.filter((r) => r.change === 'change').length,
      remove: rows.filter((r) => r.change === 'remove').length,
      same: rows.filter((r) => r.change === 'same').length,
      errors: rows.filter((r) => r.error).length,
    },
    committedAt: row.committed_at ? new Date(row.committed_at).toISOString() : null,
    report: row.report,
  });

  /** The file's rows by their column names, or a 400 saying what is wrong with the file as a whole. */
  async function readRows(kind: ImportKind, file: UploadedFile): Promise<StoredRow[]> {
    let table: string[][];
    try {
      table = await readTable(file.bytes);
    } catch {
      throw badRequest('file', 'The file is neither CSV nor a readable XLSX workbook', 'imports.error.unreadable');
    }
    const [header = [], ...body] = table;
    const names = header.map((h) => h.trim().toLowerCase());
    const missing = IMPORT_COLUMNS[kind].filter((c) => !names.includes(c));
    if (missing.length > 0) throw badRequest('file', `The header lacks ${missing.join(', ')}`, 'imports.error.columns');
    if (body.length === 0) throw badRequest('file', 'The file has no rows below its header', 'imports.error.empty');
    if (body.length > MAX_IMPORT_ROWS) throw badRequest('file', `At most ${MAX_IMPORT_ROWS} rows`, 'imports.error.too-many');
    return body.map((cells, i) => ({
      line: i + 2,
      values: Object.fromEntries(IMPORT_COLUMNS[kind].map((c) => [c, (cells[names.indexOf(c)] ?? '').trim()])),
    }));
  }

  return {
    async upload(staff: StaffPrincipal, kindField: string | undefined, files: UploadedFile[]) {
      const kind = ImportKind.safeParse(kindField);
      if (!kind.success) throw badRequest('kind', 'The kind must be prices or discounts');
      if (files.length !== 1 || !files[0]) throw badRequest('file', 'Send exactly one file', 'imports.error.file');
      const rows = await readRows(kind.data, files[0]);
      const id = randomUUID();
      const fileName = files[0].filename.slice(0, 200) || 'import';
      await deps.imports.insertImport({ id, kind: kind.data, file_name: fileName, rows, staff_id: staff.staffId });
      const planned = await plan(deps.imports, kind.data, rows);
      return preview({ id, kind: kind.data, file_name: fileName, committed_at: null, report: null }, planned.rows);
    },

    async get(id: string) {
      const row = await deps.imports.import(id);
      if (!row) throw notFound('Import');
      // A committed import shows its report; an open one what it would do now.
      return preview(row, row.committed_at ? [] : (await plan(deps.imports, row.kind, row.rows)).rows);
    },

    async commit(staff: StaffPrincipal, id: string) {
      return deps.transaction(async (repo) => {
        const row = await repo.lockImport(id);
        if (!row) throw notFound('Import');
        if (row.committed_at) throw conflict('IMPORT_ALREADY_COMMITTED', 'This import has been committed already');
        const planned = await plan(repo, row.kind, row.rows);
        const wrong = planned.rows.filter((r) => r.error);
        if (wrong.length > 0)
          throw new AppError(409, 'IMPORT_HAS_ERRORS', `${wrong.length} rows have errors; nothing was written`, {
            key: 'imports.error.has-errors',
          });
        await repo.upsertPrices(planned.upserts);
        await repo.deletePrices(planned.removals);
        await repo.setDiscounts(planned.discounts);
        const report: ImportReport = {
          added: planned.rows.filter((r) => r.change === 'add').length,
          changed: planned.rows.filter((r) => r.change === 'change').length,
          removed: planned.removals.length,
        };
        const at = deps.now();
        await repo.markCommitted(id, at, report);
        await repo.audit({
          staffId: staff.staffId,
          action: 'import.commit',
          objectType: 'import',
          objectId: id,
          after: { kind: row.kind, fileName: row.file_name, ...report },
        });
        return preview({ ...row, committed_at: at, report }, []);
      });
    },
  };
}
export type CatalogueImportService = ReturnType<typeof createCatalogueImportService>;
