import { randomUUID } from 'node:crypto';
import {
  hasUndo,
  IMPORT_COLUMNS,
  IMPORT_OPTIONAL_COLUMNS,
  IMPORT_UNDO_HOURS,
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

const undoEnds = (committedAt: Date) => new Date(committedAt.getTime() + IMPORT_UNDO_HOURS * 3_600_000);

/** Price, discount, product and category files: read, previewed row by row, and applied all or nothing. */
export function createCatalogueImportService(deps: CatalogueImportDeps) {
  const preview = (
    row: {
      id: string;
      kind: ImportKind;
      file_name: string;
      committed_at: Date | null;
      report: ImportReport | null;
      undone_at?: Date | null;
    },
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
    undoableUntil: row.committed_at && !row.undone_at && hasUndo(row.kind) ? undoEnds(new Date(row.committed_at)).toISOString() : null,
    undoneAt: row.undone_at ? new Date(row.undone_at).toISOString() : null,
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

    async commit(staff: StaffPrincipal, id: string, confirmRemovals: number | undefined) {
      return deps.transaction(async (repo) => {
        const row = await found(repo.lockImport(id), 'Import');
        if (row.committed_at) throw conflict('IMPORT_ALREADY_COMMITTED', 'This import has been committed already');
        const planned = await planImport(repo, row.kind, row.rows);
        const wrong = planned.rows.filter((r) => r.error);
        if (wrong.length > 0)
          throw new AppError(409, 'IMPORT_HAS_ERRORS', `${wrong.length} rows have errors; nothing was written`, {
            key: 'imports.error.has-errors',
          });
        const report: ImportReport = {
          added: planned.rows.filter((r) => r.change === 'add').length,
          changed: planned.rows.filter((r) => r.change === 'change').length,
          removed: planned.rows.filter((r) => r.change === 'remove').length,
        };
        // Removing rows from a list is confirmed a second time, with the number it removes.
        if (hasUndo(row.kind) && report.removed > 0 && confirmRemovals !== report.removed)
          throw new AppError(
            409,
            'IMPORT_REMOVALS_UNCONFIRMED',
            `This import removes ${report.removed} rows; commit it with confirmRemovals: ${report.removed}`,
            { key: 'imports.error.removals-unconfirmed' },
          );
        const at = deps.now();
        if (hasUndo(row.kind)) {
          await repo.forgetPreviousBefore(new Date(at.getTime() - IMPORT_UNDO_HOURS * 3_600_000));
          await repo.keepPrevious(id, row.kind as 'prices' | 'discounts', planned.lists ?? []);
        }
        await planned.apply(repo);
        if (hasUndo(row.kind)) await repo.setListsState(id, await repo.listsState(row.kind as 'prices' | 'discounts', planned.lists ?? []));
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

    /**
     * Puts back what a committed price or discount import replaced: within 24 hours, and only while no later change
     * of the same lists came after it (undoing that would silently lose it). Audited as `import.undo`.
     */
    async undo(staff: StaffPrincipal, id: string) {
      return deps.transaction(async (repo) => {
        const row = await found(repo.lockImport(id), 'Import');
        if (!hasUndo(row.kind) || !row.committed_at || row.undone_at || !row.lists)
          throw conflict('IMPORT_NOT_UNDOABLE', 'Only a committed price or discount import not undone yet can be undone');
        const kind = row.kind as 'prices' | 'discounts';
        const at = deps.now();
        if (at > undoEnds(new Date(row.committed_at)))
          throw conflict('IMPORT_UNDO_EXPIRED', `An import can be undone for ${IMPORT_UNDO_HOURS} hours after it was committed`);
        // A later import of the same list not undone since, or any other change of the list, would be lost.
        const named = new Set(row.lists);
        const later = await repo.laterImports(id, kind);
        if (later.some((i) => (i.lists ?? []).some((l) => named.has(l))) || (await repo.listsState(kind, row.lists)) !== row.lists_state)
          throw conflict('IMPORT_SUPERSEDED', 'The same list has changed since this import; undoing it would lose that change');
        await repo.restorePrevious(id, kind, row.lists);
        await repo.markUndone(id, at, staff.staffId);
        await repo.audit({
          staffId: staff.staffId,
          action: 'import.undo',
          objectType: 'import',
          objectId: id,
          before: { kind: row.kind, fileName: row.file_name, ...row.report },
          after: { lists: row.lists },
        });
        return preview({ ...row, undone_at: at }, []);
      });
    },
  };
}
export type CatalogueImportService = ReturnType<typeof createCatalogueImportService>;
