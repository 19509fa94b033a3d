import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";

/**
 * The hand-written Kysely `Database` type (app/platform/db/schema/, one file per table) against the migrated
 * database, on SQLite and on PostgreSQL: the same tables, the same columns, and per column the
 * same nullability and kind (text, integer, boolean). The declaration is read with the
 * TypeScript compiler, so a column added to a migration and not to its table's file, or the reverse,
 * fails here.
 */

type Kind = "text" | "integer" | "boolean" | "date";
type Column = { nullable: boolean; kinds: Kind[] };
type Tables = Record<string, Record<string, Column>>;

const SCHEMA_FILE = path.resolve(import.meta.dirname, "../../app/platform/db/schema/index.ts");

/** Every table of `Database` with its columns, as the application selects them. */
function declaredTables(): Tables {
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE)!;
  const database = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "Database",
  );
  if (!database) throw new Error("schema.ts declares no Database interface");

  const kindsOf = (type: ts.Type): { nullable: boolean; kinds: Set<Kind> } => {
    const parts = type.isUnion() ? type.types : [type];
    const kinds = new Set<Kind>();
    let nullable = false;
    for (const part of parts) {
      const f = part.flags;
      if (f & ts.TypeFlags.Null) nullable = true;
      else if (f & ts.TypeFlags.StringLike) kinds.add("text");
      else if (f & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) kinds.add("integer");
      else if (f & ts.TypeFlags.BooleanLike) kinds.add("boolean");
      else if (part.getSymbol()?.name === "Date") kinds.add("date");
      else throw new Error(`unexpected column type ${checker.typeToString(part)}`);
    }
    return { nullable, kinds };
  };

  const tables: Tables = {};
  const databaseType = checker.getTypeAtLocation(database);
  for (const table of databaseType.getProperties()) {
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    const columns: Record<string, Column> = {};
    for (const column of tableType.getProperties()) {
      let type = checker.getTypeOfSymbolAtLocation(column, database);
      // ColumnType<S, I, U> and Generated<S>: what a select gives back is S.
      const selected = type.getProperty("__select__");
      if (selected) type = checker.getTypeOfSymbolAtLocation(selected, database);
      const { nullable, kinds } = kindsOf(type);
      columns[column.name] = { nullable, kinds: [...kinds].sort() };
    }
    tables[table.name] = columns;
  }
  return tables;
}

/** The kind of a column's value as the application reads it, from the database's type. */
function kindOfDataType(dataType: string): Kind {
  const t = dataType.toLowerCase();
  if (/^(text|varchar|character varying|char|character|uuid)/.test(t)) return "text";
  if (/^(integer|int|int2|int4|int8|bigint|smallint)$/.test(t)) return "integer";
  if (/^(bool|boolean)$/.test(t)) return "boolean";
  // A timestamp (timestamptz on PostgreSQL) reaches the application as ISO-8601 text
  // (db.server.ts's type parser), like SQLite's text timestamps.
  if (/^(timestamp|timestamptz)/.test(t)) return "text";
  throw new Error(`unknown column type ${dataType}`);
}

type Actual = Record<string, Record<string, { nullable: boolean; kind: Kind }>>;

/**
 * SQLite lets a primary key other than INTEGER hold NULL unless it says NOT NULL (a historical
 * quirk its introspection reports); the application never writes one, so such a key is not null.
 */
async function sqlitePrimaryKeys(table: string): Promise<Set<string>> {
  const db = getDb();
  if (isPostgres(db)) return new Set();
  const { rows } = await sql<{
    name: string;
    pk: number;
  }>`select name, pk from pragma_table_info(${table})`.execute(db);
  return new Set(rows.filter((r) => r.pk > 0).map((r) => r.name));
}

async function migratedTables(): Promise<Actual> {
  const tables: Actual = {};
  for (const table of await getDb().introspection.getTables()) {
    // PostgreSQL's record of writing transactions (migration 0044, decision 097): read by the
    // page cache in raw SQL only, on no other database, so not in the Database type.
    if (table.name === "data_writes") continue;
    const keys = await sqlitePrimaryKeys(table.name);
    tables[table.name] = Object.fromEntries(
      table.columns.map((c) => [
        c.name,
        { nullable: c.isNullable && !keys.has(c.name), kind: kindOfDataType(c.dataType) },
      ]),
    );
  }
  return tables;
}

describe("the Database type", () => {
  let declared: Tables;
  let actual: Actual;
  beforeAll(async () => {
    declared = declaredTables();
    actual = await migratedTables();
  });

  it("declares exactly the migrated tables", () => {
    expect(Object.keys(declared).sort()).toEqual(Object.keys(actual).sort());
  });

  it("declares exactly the columns of every table", () => {
    const names = (tables: Record<string, Record<string, unknown>>) =>
      Object.fromEntries(
        Object.entries(tables).map(([table, columns]) => [table, Object.keys(columns).sort()]),
      );
    expect(names(declared)).toEqual(names(actual));
  });

  it("agrees with every column's nullability and kind", () => {
    const mismatches: string[] = [];
    for (const [table, columns] of Object.entries(actual)) {
      for (const [name, column] of Object.entries(columns)) {
        const type = declared[table]?.[name];
        if (!type) continue; // reported by the test above
        if (type.nullable !== column.nullable) {
          mismatches.push(
            `${table}.${name}: ${column.nullable ? "nullable" : "not null"} in the database`,
          );
        }
        // A text timestamp may also be written as a Date (the auth library's columns), an
        // integer flag as a boolean: the database's kind must be among the declared ones.
        if (!type.kinds.includes(column.kind)) {
          mismatches.push(
            `${table}.${name}: ${column.kind} in the database, declared ${type.kinds.join("|")}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
