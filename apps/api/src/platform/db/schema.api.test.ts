import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app.js';
import { openDatabase, type Database } from './database.js';
import { migrate } from './migrate.js';

/**
 * Tables the migrations create that schema.ts leaves out on purpose, each with why.
 * The test fails when one of them is declared after all, or no longer exists.
 */
const NOT_DECLARED = new Set([
  // Written and read only by raw statements in platform/files/pending-files.ts.
  'pending_file',
  // What the quality counts hold now for a serial or a complaint: read only by the counts' own trigger functions (0087).
  'quality_serial_now',
  'quality_complaint_key_now',
]);

/**
 * NOT NULL columns without a default that the file lets an insert leave out, because a
 * BEFORE INSERT trigger of their table fills them in.
 */
const FILLED_BY_TRIGGER = new Set([
  // invoice_line_customer_date copies the invoice's customer and date onto the line (0028).
  'invoice_line.customer_number',
  'invoice_line.invoice_date',
]);

/** How schema.ts declares a column, as Kysely reads it. */
type Declared = {
  /** The selected value's type names null (or is unknown/any, which say nothing either way). */
  admitsNull: boolean;
  namesNull: boolean;
  /** required: an insert must give it; optional: may leave it out; never: may not give it. */
  insert: 'required' | 'optional' | 'never';
  /** A ColumnType inside a ColumnType, e.g. Generated<Timestamp>: Kysely does not unwrap the inner one. */
  nested: boolean;
};

/** Table name → column name → declaration, from the type DB in schema.ts. */
function readSchema(): { columns: Map<string, Map<string, Declared>>; diagnostics: string[] } {
  const schemaFile = fileURLToPath(new URL('./schema.ts', import.meta.url));
  const tsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  // The API's own compiler options (strict null checks decide whether `| null` survives); no ambient
  // types, which schema.ts does not use and which would only slow the compiler.
  const program = ts.createProgram({ rootNames: [schemaFile], options: { ...parsed.options, noEmit: true, types: [] } });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile)!;
  // An unresolved import would turn ColumnType into an error type that passes every check.
  const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );

  const dbSymbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === 'DB');
  if (!dbSymbol) throw new Error('schema.ts exports no type DB');
  const typeOf = (symbol: ts.Symbol) => checker.getTypeOfSymbol(symbol);
  const members = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types : type.flags & ts.TypeFlags.Never ? [] : [type]);
  // Kysely's SelectType/InsertType: a ColumnType's part, distributed over a union (`Timestamp | null`).
  const part = (type: ts.Type, key: '__select__' | '__insert__'): ts.Type[] =>
    members(type).flatMap((t) => {
      const member = t.getProperty(key);
      return member ? members(typeOf(member)) : [t];
    });
  const isColumnType = (t: ts.Type) => t.getProperty('__select__') !== undefined;
  const has = (types: ts.Type[], flags: ts.TypeFlags) => types.some((t) => (t.flags & flags) !== 0);

  const columns = new Map<string, Map<string, Declared>>();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(dbSymbol))) {
    const declared = new Map<string, Declared>();
    for (const column of checker.getPropertiesOfType(typeOf(table))) {
      const select = part(typeOf(column), '__select__');
      const insert = part(typeOf(column), '__insert__');
      declared.set(column.name, {
        admitsNull: has(select, ts.TypeFlags.Null | ts.TypeFlags.Unknown | ts.TypeFlags.Any),
        namesNull: has(select, ts.TypeFlags.Null),
        // Kysely makes a column optional on insert when its insert type takes undefined or null.
        insert: insert.length === 0 ? 'never' : has(insert, ts.TypeFlags.Undefined | ts.TypeFlags.Null) ? 'optional' : 'required',
        nested: [...select, ...insert].some(isColumnType),
      });
    }
    columns.set(table.name, declared);
  }
  return { columns, diagnostics };
}

type DbColumn = {
  table_name: string;
  table_type: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
  is_generated: 'ALWAYS' | 'NEVER';
};

let database: Database;
let drop: () => Promise<void>;
let dbColumns: DbColumn[];
let beforeInsertTriggers: Set<string>;
let schema: ReturnType<typeof readSchema>;

beforeAll(async () => {
  // Migrated, not seeded: the embedded database, or a new one on the TEST_DATABASE_URL server.
  const fresh = await freshDatabase();
  drop = fresh.drop;
  database = await openDatabase(fresh.database);
  await migrate(database);
  dbColumns = (
    await sql<DbColumn>`
      SELECT c.table_name, t.table_type, c.column_name, c.is_nullable, c.column_default,
             c.is_identity, c.identity_generation, c.is_generated
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema()
      ORDER BY c.table_name, c.ordinal_position`.execute(database.db)
  ).rows;
  beforeInsertTriggers = new Set(
    (
      await sql<{ table_name: string }>`
        SELECT event_object_table AS table_name FROM information_schema.triggers
        WHERE trigger_schema = current_schema() AND action_timing = 'BEFORE' AND event_manipulation = 'INSERT'`.execute(database.db)
    ).rows.map((r) => r.table_name),
  );
  schema = readSchema();
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('schema.ts against the migrated database', () => {
  it('compiles, so that its types are read as written, and wraps no ColumnType in another', () => {
    expect(schema.diagnostics).toEqual([]);
    expect(schema.columns.size).toBeGreaterThan(50);
    const nested = [...schema.columns].flatMap(([table, columns]) =>
      [...columns].filter(([, d]) => d.nested).map(([column]) => `${table}.${column}: a ColumnType inside a ColumnType`),
    );
    expect(nested).toEqual([]);
  });

  it('declares every table and view, and only those, apart from the listed ones', () => {
    const inDb = new Set(dbColumns.map((c) => c.table_name));
    const problems = [
      ...[...inDb].filter((n) => !schema.columns.has(n) && !NOT_DECLARED.has(n)).map((n) => `${n}: in the database, not in schema.ts`),
      ...[...schema.columns.keys()].filter((n) => !inDb.has(n)).map((n) => `${n}: in schema.ts, not in the database`),
      ...[...NOT_DECLARED.keys()].filter((n) => !inDb.has(n)).map((n) => `${n}: listed as left out, not in the database`),
      ...[...NOT_DECLARED.keys()].filter((n) => schema.columns.has(n)).map((n) => `${n}: listed as left out, yet declared`),
    ];
    expect(problems).toEqual([]);
  });

  it('declares every column, and only those', () => {
    const problems: string[] = [];
    for (const [table, declared] of schema.columns) {
      const inDb = new Set(dbColumns.filter((c) => c.table_name === table).map((c) => c.column_name));
      if (inDb.size === 0) continue; // the table itself is reported above
      for (const name of inDb) if (!declared.has(name)) problems.push(`${table}.${name}: in the database, not in schema.ts`);
      for (const name of declared.keys()) if (!inDb.has(name)) problems.push(`${table}.${name}: in schema.ts, not in the database`);
    }
    expect(problems).toEqual([]);
  });

  it('types a nullable column with null and a NOT NULL one without', () => {
    const problems: string[] = [];
    for (const c of dbColumns) {
      const d = schema.columns.get(c.table_name)?.get(c.column_name);
      // A view's columns are all nullable in the catalogue, whatever their source: the file decides.
      if (!d || c.table_type === 'VIEW') continue;
      if (c.is_nullable === 'YES' && !d.admitsNull) problems.push(`${c.table_name}.${c.column_name}: nullable, its type has no null`);
      if (c.is_nullable === 'NO' && d.namesNull) problems.push(`${c.table_name}.${c.column_name}: NOT NULL, its type has null`);
    }
    expect(problems).toEqual([]);
  });

  it('lets an insert leave out only what the database fills in, and give nothing it generates', () => {
    const problems: string[] = [];
    const key = (c: DbColumn) => `${c.table_name}.${c.column_name}`;
    for (const c of dbColumns) {
      const d = schema.columns.get(c.table_name)?.get(c.column_name);
      if (!d || c.table_type === 'VIEW') continue;
      const generatedAlways = c.is_generated === 'ALWAYS' || c.identity_generation === 'ALWAYS';
      const filled = c.column_default !== null || c.is_identity === 'YES' || generatedAlways || FILLED_BY_TRIGGER.has(key(c));
      // A default the file does not model (the insert must give the value) is a choice, not a mismatch.
      if (d.insert === 'optional' && c.is_nullable === 'NO' && !filled) {
        problems.push(`${key(c)}: NOT NULL without a default, yet optional on insert`);
      }
      if (generatedAlways && d.insert !== 'never') problems.push(`${key(c)}: generated always, yet insertable (GeneratedAlways)`);
    }
    for (const column of FILLED_BY_TRIGGER) {
      const table = column.split('.')[0]!;
      if (!beforeInsertTriggers.has(table))
        problems.push(`${column}: listed as filled by a trigger, ${table} has no BEFORE INSERT trigger`);
    }
    expect(problems).toEqual([]);
  });
});
