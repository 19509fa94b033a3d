// npm run admin:create -- --email E --password P [--name N]
// Creates an admin account, or gives an existing account the admin role (its password is kept).
// This is the only way to get the first admin.
import { loadDotEnv, parseArgs, runCli } from "./cli";

loadDotEnv();
await runCli(async () => {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  if (!values.email || !values.password) {
    throw new Error("usage: npm run admin:create -- --email E --password P [--name N]");
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
    throw new Error(`"${values.email}" is not an e-mail address`);
  const { getDb } = await import("../app/platform/db/db.server");
  const { migrateToLatest } = await import("../app/platform/db/migrate.server");
  const { createUserWithPassword, findUserByEmail, checkPassword } =
    await import("../app/platform/auth/accounts.server");
  const { setRole } = await import("../app/platform/auth/roles.server");
  const { writeAudit } = await import("../app/platform/audit.server");
  await migrateToLatest(getDb());
  checkPassword(values.password);
  const existing = await findUserByEmail(values.email);
  if (existing) {
    await setRole(getDb(), existing.id, "admin");
    await writeAudit(getDb(), {
      actorId: null,
      action: "role.grant",
      entity: "users",
      entityId: existing.id,
      after: { role: "admin", via: "admin:create" },
    });
    console.log(`${existing.email} is now an admin (password unchanged).`);
    return;
  }
  const user = await createUserWithPassword({
    email: values.email,
    password: values.password,
    name: values.name ?? values.email.split("@")[0] ?? "Admin",
    role: "admin",
  });
  await writeAudit(getDb(), {
    actorId: null,
    action: "user.create",
    entity: "users",
    entityId: user.id,
    after: { email: user.email, role: "admin", via: "admin:create" },
  });
  console.log(`Created admin ${user.email}.`);
});
