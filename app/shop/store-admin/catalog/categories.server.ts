import { sql, type SqlBool } from "kysely";
import { updateOneAudited, writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso } from "~/platform/db/dialect";
import { slugify } from "./slug.server";

/** The store's product categories as the admin keeps them (audited). */

export type AdminCategory = {
  id: string;
  slug: string;
  name: string;
  nameTa: string;
  active: boolean;
  productCount: number;
};

export async function listAdminCategories(): Promise<AdminCategory[]> {
  const rows = await getDb()
    .selectFrom("product_categories as c")
    .leftJoin("products as p", "p.category_id", "c.id")
    .select((eb) => [
      "c.id",
      "c.slug",
      "c.name",
      "c.name_ta",
      "c.is_active",
      "c.sort_order",
      eb.fn.count<number>("p.id").as("n"),
    ])
    .groupBy(["c.id", "c.slug", "c.name", "c.name_ta", "c.is_active", "c.sort_order"])
    .orderBy("c.sort_order")
    .orderBy("c.name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameTa: r.name_ta ?? "",
    active: r.is_active === 1,
    productCount: Number(r.n),
  }));
}

export type CategoryResult = "ok" | "duplicate" | "not-found";

export async function saveCategory(
  input: { id?: string; name: string; nameTa: string | null },
  actorId: string,
): Promise<CategoryResult> {
  const db = getDb();
  try {
    return await db.transaction().execute(async (trx) => {
      const now = nowIso();
      if (input.id) {
        const result = await trx
          .updateTable("product_categories")
          .set({ name: input.name, name_ta: input.nameTa, updated_at: now })
          .where("id", "=", input.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return "not-found";
        await writeAudit(trx, {
          actorId,
          action: "category.rename",
          entity: "product_category",
          entityId: input.id,
          after: input,
        });
        return "ok";
      }
      const same = await trx
        .selectFrom("product_categories")
        .select("id")
        .where(sql<SqlBool>`lower(name) = ${input.name.toLowerCase()}`)
        .executeTakeFirst();
      if (same) return "duplicate";
      const max = await trx
        .selectFrom("product_categories")
        .select((eb) => eb.fn.max<number>("sort_order").as("m"))
        .executeTakeFirst();
      const id = crypto.randomUUID();
      await trx
        .insertInto("product_categories")
        .values({
          id,
          slug: `${slugify(input.name)}-${id.slice(0, 4)}`,
          name: input.name,
          name_ta: input.nameTa,
          sort_order: Number(max?.m ?? 0) + 1,
          is_active: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await writeAudit(trx, {
        actorId,
        action: "category.create",
        entity: "product_category",
        entityId: id,
        after: input,
      });
      return "ok";
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

export async function setCategoryActive(
  id: string,
  active: boolean,
  actorId: string,
): Promise<boolean> {
  return updateOneAudited(
    (trx) =>
      trx
        .updateTable("product_categories")
        .set({ is_active: active ? 1 : 0, updated_at: nowIso() })
        .where("id", "=", id)
        .executeTakeFirst(),
    {
      actorId,
      action: active ? "category.activate" : "category.deactivate",
      entity: "product_category",
      entityId: id,
    },
  );
}
