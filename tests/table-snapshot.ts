import { sql, type Kysely } from "kysely";

/**
 * Every row of every table of a database as one comparable string per table: columns and rows
 * sorted, booleans as 0/1 (SQLite's flags), so two databases with the same data give the same
 * snapshot whichever engine holds them. `exclude` leaves tables out.
 */
export async function tableSnapshot(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape
  db: Kysely<any>,
  exclude: readonly string[] = [],
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !exclude.includes(name))
    .sort();
  for (const name of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      db,
    );
    const normalised = rows.map((r) =>
      JSON.stringify(
        Object.entries(r)
          .map(([k, v]) => [k, typeof v === "boolean" ? (v ? 1 : 0) : v])
          .sort(),
      ),
    );
    out[name] = JSON.stringify(normalised.sort());
  }
  return out;
}
