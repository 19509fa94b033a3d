import type { Kysely } from "kysely";
import type { Database, Role } from "./db/schema";
import { createUserWithPassword } from "./auth/accounts.server";

/** Demo accounts for a fresh install (README). Change or remove them before going live. */
export const DEMO_ACCOUNTS: { role: Role; email: string; password: string; name: string }[] = [
  { role: "admin", email: "admin@limra.local", password: "limra-admin-demo", name: "Demo Owner" },
  { role: "staff", email: "staff@limra.local", password: "limra-staff-demo", name: "Demo Staff" },
  {
    role: "customer",
    email: "customer@limra.local",
    password: "limra-customer-demo",
    name: "Demo Customer",
  },
];

/** Inserts the demo data that is missing; running it twice changes nothing. */
export async function seedDemo(db: Kysely<Database>): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const exists = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", account.email)
      .executeTakeFirst();
    if (exists) continue;
    await createUserWithPassword({ ...account, emailVerified: true });
  }
}
