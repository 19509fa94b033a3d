import { getDb } from "~/platform/db/db.server";
import { countPages } from "~/platform/db/paging.server";
import { indiaDayRange } from "~/lib/dates";
import { fill } from "~/lib/forms";
import { auditChanges, parseJson, recordHref, type AuditChange } from "./labels";
import { SYSTEM_ACTOR, type AuditFilters } from "./schema";

/**
 * The audit log screen's reads: the entries (newest first, filtered, counted and paged in SQL)
 * with their user's name, and the choices of its filters (the users and record types that
 * appear in the log).
 */
export const AUDIT_PAGE_SIZE = 50;

/** One entry as the screen shows it. */
export type AuditRow = {
  id: string;
  createdAt: string;
  /** The user's name; null with `actorId` null: the system; with an id: a deleted user. */
  actorName: string | null;
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  href: string | null;
  changes: AuditChange[];
  beforeJson: string | null;
  afterJson: string | null;
};

function filtered(f: Omit<AuditFilters, "page">) {
  let query = getDb().selectFrom("audit_log").leftJoin("users", "users.id", "audit_log.actor_id");
  if (f.user === SYSTEM_ACTOR) query = query.where("audit_log.actor_id", "is", null);
  else if (f.user) query = query.where("audit_log.actor_id", "=", f.user);
  if (f.entity) query = query.where("audit_log.entity", "=", f.entity);
  if (f.action) query = query.where("audit_log.action", "=", f.action);
  const { from, before } = indiaDayRange(f);
  if (from) query = query.where("audit_log.created_at", ">=", from);
  if (before) query = query.where("audit_log.created_at", "<", before);
  return query;
}

/** A page of the entries matching `filters`, newest first, with the total and page count. */
export async function listAuditEntries(filters: AuditFilters) {
  const query = filtered(filters);
  const { total, page, pageCount } = await countPages(query, AUDIT_PAGE_SIZE, filters.page);
  const rows = await query
    .select([
      "audit_log.id",
      "audit_log.created_at",
      "audit_log.actor_id",
      "users.name as actor_name",
      "audit_log.action",
      "audit_log.entity",
      "audit_log.entity_id",
      "audit_log.before_json",
      "audit_log.after_json",
    ])
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  const entries: AuditRow[] = rows.map((r) => {
    const before = parseJson(r.before_json);
    const after = parseJson(r.after_json);
    return {
      id: r.id,
      createdAt: String(r.created_at),
      actorId: r.actor_id,
      actorName: r.actor_name ?? null,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      href: recordHref(r.entity, r.entity_id, before, after),
      changes: auditChanges(before, after),
      beforeJson: r.before_json,
      afterJson: r.after_json,
    };
  });
  return { entries, total, page, pageCount };
}

/** A user of the filter: a name (data), or the app's words for the system or a deleted user. */
export type AuditUserOption = { value: string; label: string; deleted?: true };

/** How the user filter names the entries of no user and of a deleted one ({id}: its start). */
export type ActorWords = { system: string; deletedUserId: string };

/**
 * The filters' choices: the users (by name; the system and deleted users in `words`, marked
 * `deleted`) and the record types and actions in the log.
 */
export async function auditFilterOptions(words: ActorWords) {
  const db = getDb();
  const [actors, entities, actions] = await Promise.all([
    db
      .selectFrom("audit_log")
      .leftJoin("users", "users.id", "audit_log.actor_id")
      .select(["audit_log.actor_id", "users.name"])
      .distinct()
      .execute(),
    db.selectFrom("audit_log").select("entity").distinct().orderBy("entity").execute(),
    db.selectFrom("audit_log").select("action").distinct().orderBy("action").execute(),
  ]);
  const users: AuditUserOption[] = actors
    .map((a): AuditUserOption => {
      if (a.actor_id === null) return { value: SYSTEM_ACTOR, label: words.system };
      if (a.name !== null) return { value: a.actor_id, label: a.name };
      const label = fill(words.deletedUserId, { id: a.actor_id.slice(0, 8) });
      return { value: a.actor_id, label, deleted: true };
    })
    .sort((x, y) => x.label.localeCompare(y.label));
  return {
    users,
    entities: entities.map((e) => e.entity),
    actions: actions.map((a) => a.action),
  };
}
