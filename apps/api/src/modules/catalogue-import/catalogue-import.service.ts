import { randomUUID } from 'node:crypto';
import {
  IMPORT_COLUMNS,
  IMPORT_OPTIONAL_COLUMNS,
  ImportKind,
  MAX_IMPORT_ROWS,
  type ImportPreview,
  type ImportReport,
  type ImportRow,
} from '@portal/contracts/staff-catalogue-import';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, badRequest, conflict, found } from '../../platform/errors.js';
import { readTable } from '../../platform/files/tabular.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { CatalogueImportRepository, StoredRow } from './catalogue-import.repository.js';
import { planImport } from './import-plans.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

export type CatalogueImportDeps = TransactionalDeps<'imports', CatalogueImportRepository> & {
  now: () => Date;
};

/** Price, discount, product and category files: read, previewed row by row, and applied all or nothing. */
export function createCatalogueImportService(deps: CatalogueImportDeps) {
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
    // Optional columns are read only when the header has them, so a file without one leaves it as it is.
    const columns = [...IMPORT_COLUMNS[kind], ...IMPORT_OPTIONAL_COLUMNS[kind].filter((c) => names.includes(c))];
    if (missing.length > 0) throw badRequest('file', `The header lacks ${missing.join(', ')}`, 'imports.error.columns');
    if (body.length === 0) throw badRequest('file', 'The file has no rows below its header', 'imports.error.empty');
    if (body.length > MAX_IMPORT_ROWS) throw badRequest('file', `At most ${MAX_IMPORT_ROWS} rows`, 'imports.error.too-many');
    return body.map((cells, i) => ({
      line: i + 2,
      values: Object.fromEntries(columns.map((c) => [c, (cells[names.indexOf(c)] ?? '').trim()])),
    }));
  }

  return {
    async upload(staff: StaffPrincipal, kindField: string | undefined, files: UploadedFile[]) {
      const kind = ImportKind.safeParse(kindField);
      if (!kind.success) throw badRequest('kind', 'The kind must be prices, discounts, products or categories');
      if (files.length !== 1 || !files[0]) throw badRequest('file', 'Send exactly one file', 'imports.error.file');
      const rows = await readRows(kind.data, files[0]);
      const id = randomUUID();
      const fileName = files[0].filename.slice(0, 200) || 'import';
      await deps.imports.insertImport({ id, kind: kind.data, file_name: fileName, rows, staff_id: staff.staffId });
      const planned = await planImport(deps.imports, kind.data, rows);
      return preview({ id, kind: kind.data, file_name: fileName, committed_at: null, report: null }, planned.rows);
    },

    async get(id: string) {
      const row = await found(deps.imports.import(id), 'Import');
      // A committed import shows its report; an open one what it would do now.
      return preview(row, row.committed_at ? [] : (await planImport(deps.imports, row.kind, row.rows)).rows);
    },

    async commit(staff: StaffPrincipal, id: string) {
      return deps.transaction(async (repo) => {
        const row = await found(repo.lockImport(id), 'Import');
        if (row.committed_at) throw conflict('IMPORT_ALREADY_COMMITTED', 'This import has been committed already');
        const planned = await planImport(repo, row.kind, row.rows);
        const wrong = planned.rows.filter((r) => r.error);
        if (wrong.length > 0)
          throw new AppError(409, 'IMPORT_HAS_ERRORS', `${wrong.length} rows have errors; nothing was written`, {
            key: 'imports.error.has-errors',
          });
        await planned.apply(repo);
        const report: ImportReport = {
          added: planned.rows.filter((r) => r.change === 'add').length,
          changed: planned.rows.filter((r) => r.change === 'change').length,
          removed: planned.rows.filter((r) => r.change === 'remove').length,
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
