// npm run db:copy -- --from file:data/app.db --to postgres://user@host/db — copies the SQLite
// database into an empty PostgreSQL database (docs/operations.md, "Moving to PostgreSQL").
import { loadDotEnv, parseArgs, runCli } from "./cli";

loadDotEnv();
await runCli(async () => {
  const { values } = parseArgs({
    options: { from: { type: "string" }, to: { type: "string" } },
  });
  const from = values.from ?? process.env.DATABASE_URL ?? "file:data/app.db";
  if (!values.to)
    throw new Error("Usage: npm run db:copy -- [--from file:data/app.db] --to postgres://…");
  const { copySqliteToPostgres } = await import("../app/platform/db/copy.server");
  const report = await copySqliteToPostgres({ from, to: values.to });
  for (const r of report) console.log(`${r.table}: ${r.rows} rows`);
  console.log(`Copied ${report.length} tables into PostgreSQL.`);
});
