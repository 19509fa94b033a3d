// npm run db:seed — demo data for a fresh install: a demo admin, staff member and customer.
// Safe to run again: existing accounts are left as they are.
import { loadDotEnv, runCli } from "./cli";

loadDotEnv();
await runCli(async () => {
  const { getDb } = await import("../app/platform/db/db.server");
  const { migrateToLatest } = await import("../app/platform/db/migrate.server");
  const { seedDemo, DEMO_ACCOUNTS } = await import("../app/seed.server");
  await migrateToLatest(getDb());
  await seedDemo(getDb());
  console.log("Demo data ready. Sign in with:");
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(8)} ${a.email} / ${a.password}`);
});
