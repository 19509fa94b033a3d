import type { Kysely } from "kysely";
import { updateOneAudited, writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";
import { freeSlug } from "~/shop/index.server";
import { parseList, SERVICE_CARD_COLUMNS } from "~/site/index.server";
import type { GalleryInput, ServiceInput } from "./schema";

/**
 * The site content the admin panel (/admin) edits: the services shown on /services and the home
 * page, and the gallery shown on / and /gallery. Items are never removed: "delete" sets
 * is_active to 0 (the public readers in site.server.ts list active items only). Every create,
 * update and deactivation is written to the audit log in the same transaction.
 */

// ---------------------------------------------------------------------------------------------
// Reading

export type CatalogCounts = Record<
  "services" | "products" | "gallery",
  { total: number; active: number }
>;

/** Total and active items of each kind, for the totals cards. */
export async function catalogCounts(): Promise<CatalogCounts> {
  const db = getDb();
  const count = async (table: "services" | "products" | "gallery_items") => {
    const row = await db
      .selectFrom(table as "services")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number>(eb.case().when("is_active", "=", 1).then(1).else(0).end()).as("active"),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), active: Number(row.active ?? 0) };
  };
  const [services, products, gallery] = await Promise.all([
    count("services"),
    count("products"),
    count("gallery_items"),
  ]);
  return { services, products, gallery };
}

export type AdminService = {
  id: string;
  slug: string;
  name: string;
  nameTa: string;
  description: string;
  descriptionTa: string;
  features: string[];
  featuresTa: string[];
  turnaround: string;
  turnaroundTa: string;
  pricePaise: number | null;
  imageUrl: string | null;
  sortOrder: number;
  active: boolean;
};

/** Every service, inactive ones too, in the order the public page shows them. */
export async function listAdminServices(): Promise<AdminService[]> {
  const rows = await getDb()
    .selectFrom("services")
    .select(["id", ...SERVICE_CARD_COLUMNS, "sort_order", "is_active"])
    .orderBy("sort_order")
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameTa: r.name_ta ?? "",
    description: r.description,
    descriptionTa: r.description_ta ?? "",
    features: parseList(r.features_json),
    featuresTa: parseList(r.features_ta_json),
    turnaround: r.turnaround ?? "",
    turnaroundTa: r.turnaround_ta ?? "",
    pricePaise: r.price_paise,
    imageUrl: r.image_url,
    sortOrder: r.sort_order,
    active: r.is_active === 1,
  }));
}

export type AdminGalleryItem = {
  id: string;
  slug: string;
  title: string;
  titleTa: string;
  description: string;
  descriptionTa: string;
  category: string;
  tags: string[];
  tagsTa: string[];
  imageUrl: string;
  sortOrder: number;
  active: boolean;
};

/** Every gallery item, inactive ones too, in the order the public gallery shows them. */
export async function listAdminGallery(): Promise<AdminGalleryItem[]> {
  const rows = await getDb()
    .selectFrom("gallery_items")
    .select([
      "id",
      "slug",
      "title",
      "title_ta",
      "description",
      "description_ta",
      "category",
      "tags_json",
      "tags_ta_json",
      "image_url",
      "sort_order",
      "is_active",
    ])
    .orderBy("sort_order")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    titleTa: r.title_ta ?? "",
    description: r.description,
    descriptionTa: r.description_ta ?? "",
    category: r.category,
    tags: parseList(r.tags_json),
    tagsTa: parseList(r.tags_ta_json),
    imageUrl: r.image_url,
    sortOrder: r.sort_order,
    active: r.is_active === 1,
  }));
}

// ---------------------------------------------------------------------------------------------
// Writing

export type SaveResult = { id: string; created: boolean } | "not-found" | "image-required";

/**
 * Logs a saved service or gallery item (`<kind>.update` with the record before, or
 * `<kind>.create` without) and answers the save's result.
 */
async function logSave(
  trx: Kysely<Database>,
  kind: "service" | "gallery_item",
  actorId: string,
  saved: { id: string; before?: unknown; after: unknown },
): Promise<SaveResult> {
  const created = saved.before === undefined;
  await writeAudit(trx, {
    actorId,
    action: `${kind}.${created ? "create" : "update"}`,
    entity: kind,
    entityId: saved.id,
    ...(created ? {} : { before: saved.before }),
    after: saved.after,
  });
  return { id: saved.id, created };
}

/**
 * Runs a create, again if a concurrent create took the same slug (PostgreSQL; SQLite's write
 * transactions are serialised, so the free slug found inside one is still free at its insert).
 */
async function retryOnSlugClash<T>(save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await save();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Creates a service (no `id`) or updates one. `imageUrl` is a newly stored picture (null: keep
 * the current one, or remove it when `removeImage` is ticked). A new service without a position
 * goes after the others.
 */
export async function saveService(
  input: ServiceInput,
  opts: { id?: string; imageUrl: string | null; actorId: string },
): Promise<SaveResult> {
  const now = nowIso();
  const values = {
    name: input.name,
    name_ta: input.nameTa,
    description: input.description,
    description_ta: input.descriptionTa,
    features_json: JSON.stringify(input.features),
    features_ta_json: JSON.stringify(input.featuresTa),
    turnaround: input.turnaround,
    turnaround_ta: input.turnaroundTa,
    price_paise: input.price,
    is_active: input.active ? 1 : 0,
    updated_at: now,
  };
  const image = opts.imageUrl ?? (input.removeImage ? null : undefined);
  return retryOnSlugClash(() =>
    getDb()
      .transaction()
      .execute(async (trx): Promise<SaveResult> => {
        if (opts.id) {
          const before = await trx
            .selectFrom("services")
            .select([
              "name",
              "name_ta",
              "description",
              "price_paise",
              "image_url",
              "sort_order",
              "is_active",
            ])
            .where("id", "=", opts.id)
            .executeTakeFirst();
          if (!before) return "not-found";
          const changes = {
            ...values,
            ...(input.sortOrder !== null ? { sort_order: input.sortOrder } : {}),
            ...(image !== undefined ? { image_url: image } : {}),
          };
          await trx.updateTable("services").set(changes).where("id", "=", opts.id).execute();
          return logSave(trx, "service", opts.actorId, { id: opts.id, before, after: changes });
        }
        const last = await trx
          .selectFrom("services")
          .select((eb) => eb.fn.max<number>("sort_order").as("m"))
          .executeTakeFirst();
        const id = crypto.randomUUID();
        const row = {
          id,
          slug: await freeSlug(trx, "services", input.name),
          ...values,
          image_url: image ?? null,
          sort_order: input.sortOrder ?? Number(last?.m ?? 0) + 10,
          created_by: opts.actorId,
          created_at: now,
        };
        await trx.insertInto("services").values(row).execute();
        return logSave(trx, "service", opts.actorId, { id, after: row });
      }),
  );
}

/**
 * Creates a gallery item (no `id`; it needs a picture) or updates one (`imageUrl` null keeps the
 * current picture). A new item without a position gets 0, so it comes before the curated ones
 * (positions 10, 20, ...), newest first.
 */
export async function saveGalleryItem(
  input: GalleryInput,
  opts: { id?: string; imageUrl: string | null; actorId: string },
): Promise<SaveResult> {
  const now = nowIso();
  const values = {
    title: input.title,
    title_ta: input.titleTa,
    description: input.description,
    description_ta: input.descriptionTa,
    category: input.category,
    tags_json: JSON.stringify(input.tags),
    tags_ta_json: JSON.stringify(input.tagsTa),
    is_active: input.active ? 1 : 0,
    updated_at: now,
  };
  if (!opts.id && !opts.imageUrl) return "image-required";
  return retryOnSlugClash(() =>
    getDb()
      .transaction()
      .execute(async (trx): Promise<SaveResult> => {
        if (opts.id) {
          const before = await trx
            .selectFrom("gallery_items")
            .select(["title", "category", "image_url", "sort_order", "is_active"])
            .where("id", "=", opts.id)
            .executeTakeFirst();
          if (!before) return "not-found";
          const changes = {
            ...values,
            ...(input.sortOrder !== null ? { sort_order: input.sortOrder } : {}),
            ...(opts.imageUrl ? { image_url: opts.imageUrl } : {}),
          };
          await trx.updateTable("gallery_items").set(changes).where("id", "=", opts.id).execute();
          return logSave(trx, "gallery_item", opts.actorId, {
            id: opts.id,
            before,
            after: changes,
          });
        }
        const id = crypto.randomUUID();
        const row = {
          id,
          slug: await freeSlug(trx, "gallery_items", input.title),
          ...values,
          image_url: opts.imageUrl!,
          sort_order: input.sortOrder ?? 0,
          created_by: opts.actorId,
          created_at: now,
        };
        await trx.insertInto("gallery_items").values(row).execute();
        return logSave(trx, "gallery_item", opts.actorId, { id, after: row });
      }),
  );
}

/** Soft delete: the item leaves the public pages. False when there is no such active item. */
export async function deactivateCatalogItem(
  kind: "service" | "gallery_item",
  id: string,
  actorId: string,
): Promise<boolean> {
  const table = kind === "service" ? "services" : "gallery_items";
  return updateOneAudited(
    (trx) =>
      trx
        .updateTable(table as "services")
        .set({ is_active: 0, updated_at: nowIso() })
        .where("id", "=", id)
        .where("is_active", "=", 1)
        .executeTakeFirst(),
    {
      actorId,
      action: `${kind}.deactivate`,
      entity: kind,
      entityId: id,
      before: { is_active: 1 },
      after: { is_active: 0 },
    },
  );
}
