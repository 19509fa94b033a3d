import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/billing/godown/routes/godown";
import { GODOWN_MESSAGES, godownItemSchema, LOW_STOCK_PANEL_LIMIT } from "~/billing/godown/schema";
import {
  createGodownItem,
  getGodownItem,
  godownItemLink,
  syncLowStockAlerts,
  updateGodownItem,
} from "~/billing/godown/godown.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn } from "../factories";
import { callRoute, getRequest, postRequest, type RouteResult, toastOf } from "./route-harness";

/**
 * Godown Management (/billing/godown): access, validation (whole numbers, no negatives, paise),
 * the total value computed by the server, audit entries, the list (search, pages, status, the
 * Low Stock Alert panel) and the low-stock alert raised once per crossing.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

/** A valid item's form values, with `over` on top. */
const form = (over: Record<string, string> = {}): Record<string, string> => ({
  intent: "add",
  itemName: "A4 paper ream",
  category: "Paper",
  quantity: "40",
  minimumStock: "10",
  unitPrice: "245.50",
  location: "Rack 2",
  supplier: "Madurai Paper Mart",
  ...over,
});

/** Posts as staff, or with `as.cookie` (undefined: a visitor). */
const post = (body: Record<string, string>, as: { cookie?: string } = staff) =>
  callRoute(action, postRequest("/billing/godown", body, { cookie: as.cookie }));

type Loaded = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
type Failure = { ok: false; errors: Record<string, string>; values: Record<string, string> };
const errorsOf = (result: RouteResult) => (result.data as Failure).errors;

async function page(query = "", cookie = staff.cookie) {
  const r = await callRoute(loader, getRequest(`/billing/godown${query}`, { cookie }));
  expect(r.status, query).toBe(200);
  return r.data as Loaded;
}

async function newItem(over: Record<string, string> = {}) {
  return createGodownItem(godownItemSchema.parse(form(over)), staff.user.id);
}

async function rowOf(id: string) {
  return getDb()
    .selectFrom("godown_items")
    .select([
      "item_name",
      "category",
      "quantity",
      "unit_price_paise",
      "minimum_stock",
      "total_value_paise",
      "location_in_godown",
      "supplier_name",
      "low_stock_alerted",
      "created_by",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}

async function idByName(name: string) {
  const row = await getDb()
    .selectFrom("godown_items")
    .select("id")
    .where("item_name", "=", name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function counts() {
  const count = async (table: "godown_items" | "notifications" | "audit_log") =>
    Number(
      (
        await getDb()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    items: await count("godown_items"),
    notifications: await count("notifications"),
    audit: await count("audit_log"),
  };
}

async function alertsFor(name: string) {
  return getDb()
    .selectFrom("notifications")
    .select(["title", "message", "type", "priority", "is_read", "link"])
    .where("link", "=", godownItemLink(name))
    .orderBy("created_at")
    .execute();
}

async function auditOf(id: string) {
  const rows = await getDb()
    .selectFrom("audit_log")
    .select(["action", "actor_id", "before_json", "after_json"])
    .where("entity", "=", "godown_item")
    .where("entity_id", "=", id)
    .execute();
  return rows.map((r) => ({
    action: r.action,
    actorId: r.actor_id,
    before: r.before_json ? (JSON.parse(r.before_json) as Record<string, unknown>) : null,
    after: r.after_json ? (JSON.parse(r.after_json) as Record<string, unknown>) : null,
  }));
}

async function emptyGodown() {
  await getDb().deleteFrom("godown_items").execute();
}

// ---------------------------------------------------------------------------------------------

describe("access", () => {
  it("sends visitors to sign in and customers home from the loader and every action, and writes nothing", async () => {
    const id = await newItem({ itemName: "Access item" });
    const before = { counts: await counts(), row: await rowOf(id) };
    const customer = await signedIn("customer");
    const calls: [string, (cookie: string | undefined) => Promise<RouteResult>][] = [
      ["/billing/godown", (c) => callRoute(loader, getRequest("/billing/godown", { cookie: c }))],
      [
        `/billing/godown?q=Access&edit=${id}`,
        (c) => callRoute(loader, getRequest(`/billing/godown?q=Access&edit=${id}`, { cookie: c })),
      ],
      [
        "/billing/godown",
        (c) => post(form({ itemName: "Sneaky add", quantity: "0" }), { cookie: c }),
      ],
      [
        "/billing/godown",
        (c) =>
          post(form({ intent: "edit", id, itemName: "Sneaky edit", quantity: "0" }), {
            cookie: c,
          }),
      ],
      ["/billing/godown", (c) => post({ intent: "delete", id }, { cookie: c })],
    ];
    for (const [path, run] of calls) {
      const visitor = await run(undefined);
      expect(visitor.status, `visitor ${path}`).toBe(302);
      expect(visitor.location, `visitor ${path}`).toBe(
        `/auth?redirectTo=${encodeURIComponent(path)}`,
      );
      const refused = await run(customer.cookie);
      expect(refused.status, `customer ${path}`).toBe(302);
      expect(refused.location, `customer ${path}`).toBe("/");
    }
    expect({ counts: await counts(), row: await rowOf(id) }).toEqual(before);
  });

  it("lets staff and admins in; a client navigation's data request is read like the page", async () => {
    const admin = await signedIn("admin");
    for (const { cookie } of [staff, admin]) {
      expect((await page("", cookie)).items).toBeInstanceOf(Array);
    }
    await newItem({ itemName: "Data URL item" });
    const r = await callRoute(
      loader,
      getRequest("/billing/godown.data?q=data%20url&_routes=routes%2Fbilling%2Fgodown", {
        cookie: staff.cookie,
      }),
    );
    expect(r.status).toBe(200);
    expect((r.data as Loaded).items.map((i) => i.itemName)).toEqual(["Data URL item"]);
  });
});

describe("validation", () => {
  it("refuses missing fields, negatives, fractions and amounts too large, with field errors and nothing written", async () => {
    const before = await counts();
    const refused = async (over: Record<string, string>) => {
      const result = await post(form(over));
      expect(result.status, JSON.stringify(over)).toBe(400);
      expect(await toastOf(result)).toMatchObject({
        title: "Error",
        description: GODOWN_MESSAGES.addFailed,
        variant: "destructive",
      });
      expect((result.data as Failure).values).toMatchObject(over);
      return errorsOf(result);
    };
    expect(await refused({ itemName: " ", category: "", quantity: "" })).toEqual({
      itemName: "Item name is required",
      category: "Category is required",
      quantity: "Quantity is required",
    });
    for (const bad of ["-1", "1.5", "2.0", "1e3", "abc", "0x10", "99999999999", "2147483648"]) {
      expect(await refused({ quantity: bad }), bad).toEqual({
        quantity: GODOWN_MESSAGES.wholeNumber,
      });
      expect(await refused({ minimumStock: bad }), bad).toEqual({
        minimumStock: GODOWN_MESSAGES.wholeNumber,
      });
    }
    for (const bad of ["-5", "-0.01", "1.234", "12abc", "21474836.48"]) {
      expect(await refused({ unitPrice: bad }), bad).toEqual({
        unitPrice: GODOWN_MESSAGES.priceInvalid,
      });
    }
    // The total value must stay exact: quantity × price within a safe integer of paise.
    expect(await refused({ quantity: "2147483647", unitPrice: "21474836.47" })).toEqual({
      unitPrice: GODOWN_MESSAGES.valueTooLarge,
    });
    expect(await refused({ itemName: "x".repeat(121) })).toEqual({
      itemName: GODOWN_MESSAGES.tooLong,
    });
    // Fields missing from the post altogether.
    const bare = await post({ intent: "add" });
    expect(bare.status).toBe(400);
    expect(errorsOf(bare)).toEqual({
      itemName: "Item name is required",
      category: "Category is required",
      quantity: "Quantity is required",
    });
    const unknown = await post({ intent: "explode" });
    expect(unknown.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("refuses a bad edit with 'Failed to update item' and leaves the item as it was", async () => {
    const id = await newItem({ itemName: "Edit validation" });
    const row = await rowOf(id);
    const audit = await auditOf(id);
    const result = await post(form({ intent: "edit", id, quantity: "-3", unitPrice: "1.001" }));
    expect(result.status).toBe(400);
    expect(await toastOf(result)).toMatchObject({ description: GODOWN_MESSAGES.updateFailed });
    expect(errorsOf(result)).toEqual({
      quantity: GODOWN_MESSAGES.wholeNumber,
      unitPrice: GODOWN_MESSAGES.priceInvalid,
    });
    expect(await rowOf(id)).toEqual(row);
    expect(await auditOf(id)).toEqual(audit);
  });

  it("takes the optional fields as empty: min stock 0, price 0, no location or supplier", async () => {
    const result = await post({
      intent: "add",
      itemName: "Bare item",
      category: "Misc",
      quantity: "7",
    });
    expect(result.status).toBe(302);
    expect(await rowOf(await idByName("Bare item"))).toMatchObject({
      quantity: 7,
      minimum_stock: 0,
      unit_price_paise: 0,
      total_value_paise: 0,
      location_in_godown: null,
      supplier_name: null,
    });
  });
});

describe("add, edit, delete", () => {
  it("adds an item with the total value computed on the server (a posted total is ignored), audited", async () => {
    const result = await post(
      form({
        itemName: "Lamination pouch A4",
        quantity: "3",
        unitPrice: "0.10",
        totalValue: "999999",
        total_value: "999999",
        total_value_paise: "999999",
        low_stock_alerted: "1",
      }),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/billing/godown");
    expect(await toastOf(result)).toMatchObject({ title: GODOWN_MESSAGES.added });
    const id = await idByName("Lamination pouch A4");
    expect(await rowOf(id)).toEqual({
      item_name: "Lamination pouch A4",
      category: "Paper",
      quantity: 3,
      unit_price_paise: 10,
      minimum_stock: 10,
      total_value_paise: 30,
      location_in_godown: "Rack 2",
      supplier_name: "Madurai Paper Mart",
      low_stock_alerted: 1,
      created_by: staff.user.id,
    });
    expect(await getGodownItem(id)).toMatchObject({ lowStock: true, totalValuePaise: 30 });
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "godown_item.create",
      actorId: staff.user.id,
      after: { item_name: "Lamination pouch A4", total_value_paise: 30 },
    });
  });

  it("edits an item: fields replaced, total recomputed, audited with before and after; back to the list it came from", async () => {
    const id = await newItem({ itemName: "Vinyl roll", quantity: "12", unitPrice: "1500" });
    const result = await post(
      form({
        intent: "edit",
        id,
        itemName: "Vinyl roll 4ft",
        category: "Flex",
        quantity: "8",
        minimumStock: "2",
        unitPrice: "1,499.99",
        location: "",
        supplier: "",
        totalValue: "1",
        redirectTo: "/billing/godown?q=vinyl&page=1",
      }),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/billing/godown?q=vinyl&page=1");
    expect(await toastOf(result)).toMatchObject({ title: GODOWN_MESSAGES.updated });
    expect(await rowOf(id)).toMatchObject({
      item_name: "Vinyl roll 4ft",
      category: "Flex",
      quantity: 8,
      minimum_stock: 2,
      unit_price_paise: 149999,
      total_value_paise: 8 * 149999,
      location_in_godown: null,
      supplier_name: null,
    });
    const audit = await auditOf(id);
    const update = audit.find((a) => a.action === "godown_item.update");
    expect(update).toMatchObject({
      actorId: staff.user.id,
      before: { item_name: "Vinyl roll", quantity: 12, total_value_paise: 12 * 150000 },
      after: { item_name: "Vinyl roll 4ft", quantity: 8, total_value_paise: 8 * 149999 },
    });

    // Another site as the way back: the list instead.
    const away = await post(form({ intent: "edit", id, redirectTo: "https://evil.example/" }));
    expect(away.location).toBe("/billing/godown");
  });

  it("answers 404 with the failure toast for an item that does not exist", async () => {
    const before = await counts();
    const edit = await post(form({ intent: "edit", id: "no-such-item" }));
    expect(edit.status).toBe(404);
    expect(await toastOf(edit)).toMatchObject({ description: GODOWN_MESSAGES.updateFailed });
    const del = await post({ intent: "delete", id: "no-such-item" });
    expect(del.status).toBe(404);
    expect(await toastOf(del)).toMatchObject({ description: GODOWN_MESSAGES.deleteFailed });
    expect(await updateGodownItem("no-such-item", godownItemSchema.parse(form()), "x")).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it("deletes an item, audited with the item as it was", async () => {
    const id = await newItem({ itemName: "Old toner" });
    const result = await post({
      intent: "delete",
      id,
      redirectTo: "/billing/godown?page=2",
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/billing/godown?page=2");
    expect(await toastOf(result)).toMatchObject({ title: GODOWN_MESSAGES.deleted });
    expect(await rowOf(id)).toBeUndefined();
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      "godown_item.create",
      "godown_item.delete",
    ]);
    expect((await auditOf(id))[1]!.before).toMatchObject({ item_name: "Old toner" });
  });
});

describe("low-stock alerts", () => {
  it("raises one alert per crossing: saving again while low does not repeat it; going above and back below does", async () => {
    const name = "Ink cartridge 680";
    const added = await post(form({ itemName: name, quantity: "5", minimumStock: "10" }));
    expect(added.status).toBe(302);
    const id = await idByName(name);
    let alerts = await alertsFor(name);
    expect(alerts).toEqual([
      {
        title: `Low stock: ${name}`,
        message: expect.stringContaining("5") as unknown,
        type: "alert",
        priority: "high",
        is_read: 0,
        link: `/billing/godown?q=${encodeURIComponent(name)}`,
      },
    ]);
    expect(alerts[0]!.message).toContain("10");

    // Saved twice more while still low (one at exactly the minimum): no new alert.
    for (const quantity of ["4", "10"]) {
      const r = await post(form({ intent: "edit", id, itemName: name, quantity }));
      expect(r.status).toBe(302);
    }
    expect(await alertsFor(name)).toHaveLength(1);
    expect((await rowOf(id))?.low_stock_alerted).toBe(1);

    // Above the minimum: re-armed, no alert.
    await post(form({ intent: "edit", id, itemName: name, quantity: "11" }));
    expect(await alertsFor(name)).toHaveLength(1);
    expect((await rowOf(id))?.low_stock_alerted).toBe(0);

    // Below again: the second alert.
    await post(form({ intent: "edit", id, itemName: name, quantity: "2" }));
    alerts = await alertsFor(name);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]!.message).toContain("2");

    // A raised minimum can make an item low too.
    await post(form({ intent: "edit", id, itemName: name, quantity: "20", minimumStock: "5" }));
    await post(form({ intent: "edit", id, itemName: name, quantity: "20", minimumStock: "25" }));
    expect(await alertsFor(name)).toHaveLength(3);
  });

  it("treats an empty minimum as 0: an item with none in stock is low", async () => {
    await post({ intent: "add", itemName: "Empty shelf", category: "Misc", quantity: "0" });
    expect(await alertsFor("Empty shelf")).toHaveLength(1);
    await post({ intent: "add", itemName: "One left", category: "Misc", quantity: "1" });
    expect(await alertsFor("One left")).toHaveLength(0);
  });

  it("announces once when many saves of a low item run at once", async () => {
    const name = "Parallel spiral binding";
    const id = await newItem({ itemName: name, quantity: "50", minimumStock: "10" });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(form({ intent: "edit", id, itemName: name, quantity: String(i) })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 302));
    expect(await alertsFor(name)).toHaveLength(1);
  });

  it("syncLowStockAlerts applies the rule to items written directly (as an import does)", async () => {
    const now = new Date().toISOString();
    const rows = [
      ["Imported low", 1, 5, 0],
      ["Imported ok", 9, 5, 0],
      ["Imported announced", 0, 5, 1],
      ["Imported recovered", 9, 5, 1],
    ] as const;
    const ids: string[] = [];
    for (const [name, quantity, minimum, alerted] of rows) {
      const id = crypto.randomUUID();
      ids.push(id);
      await getDb()
        .insertInto("godown_items")
        .values({
          id,
          item_name: name,
          category: "Imported",
          quantity,
          unit_price_paise: 100,
          minimum_stock: minimum,
          total_value_paise: quantity * 100,
          location_in_godown: null,
          supplier_name: null,
          low_stock_alerted: alerted,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const announced = await getDb()
      .transaction()
      .execute((trx) => syncLowStockAlerts(trx, [...ids, ids[0]!]));
    expect(announced).toEqual([ids[0]]);
    expect(await alertsFor("Imported low")).toHaveLength(1);
    expect(await alertsFor("Imported ok")).toHaveLength(0);
    expect(await alertsFor("Imported announced")).toHaveLength(0);
    expect((await rowOf(ids[3]!))?.low_stock_alerted).toBe(0);
    expect((await rowOf(ids[0]!))?.low_stock_alerted).toBe(1);
    // Again: nothing new.
    expect(
      await getDb()
        .transaction()
        .execute((trx) => syncLowStockAlerts(trx, ids)),
    ).toEqual([]);
    expect(await alertsFor("Imported low")).toHaveLength(1);
  });
});

describe("the list", () => {
  beforeEach(emptyGodown);

  it("says the godown is empty, or that nothing matches the search", async () => {
    const empty = await page();
    expect(empty).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1, dialog: null });
    expect(empty.low).toEqual({ items: [], total: 0 });
  });

  it("searches by item name or category (any case, % and _ taken literally), newest first, with status", async () => {
    const ids: Record<string, string> = {};
    const items: [string, string, string, string][] = [
      ["Glossy paper 130gsm", "Paper", "100", "20"],
      ["Business card stock", "Paper", "5", "20"],
      ["Mug blank 11oz", "Sublimation", "30", "30"],
      ["100% cotton T-shirt", "Garments", "12", "0"],
    ];
    for (const [itemName, category, quantity, minimumStock] of items) {
      ids[itemName] = await newItem({ itemName, category, quantity, minimumStock });
      await new Promise((r) => setTimeout(r, 3));
    }
    const all = await page();
    expect(all.items.map((i) => i.itemName)).toEqual(items.map((i) => i[0]).reverse());
    expect(all.items.map((i) => [i.itemName, i.lowStock])).toEqual([
      ["100% cotton T-shirt", false],
      ["Mug blank 11oz", true],
      ["Business card stock", true],
      ["Glossy paper 130gsm", false],
    ]);
    expect((await page("?q=PAPER")).items.map((i) => i.itemName)).toEqual([
      "Business card stock",
      "Glossy paper 130gsm",
    ]);
    expect((await page("?q=sublim")).items.map((i) => i.itemName)).toEqual(["Mug blank 11oz"]);
    expect((await page("?q=100%25")).items.map((i) => i.itemName)).toEqual(["100% cotton T-shirt"]);
    expect((await page("?q=_")).items).toEqual([]);
    const none = await page("?q=nothing-like-this");
    expect(none).toMatchObject({ q: "nothing-like-this", items: [], total: 0 });

    // The Low Stock Alert panel: name, stock and minimum of every low item.
    expect(all.low).toEqual({
      total: 2,
      items: [
        {
          id: ids["Business card stock"],
          itemName: "Business card stock",
          quantity: 5,
          minimumStock: 20,
        },
        { id: ids["Mug blank 11oz"], itemName: "Mug blank 11oz", quantity: 30, minimumStock: 30 },
      ],
    });
  });

  it("opens the add or edit dialog from the URL; an unknown id leaves it closed", async () => {
    const id = await newItem({ itemName: "Dialog item" });
    expect((await page("?edit=new")).dialog).toBe("add");
    const editing = await page(`?edit=${id}`);
    expect(editing.dialog).toBe("edit");
    expect(editing.editing).toMatchObject({ id, itemName: "Dialog item", unitPricePaise: 24550 });
    expect((await page("?edit=unknown")).dialog).toBeNull();
  });

  it("pages 25 at a time and caps the low stock panel with a count of the rest", async () => {
    const total = LOW_STOCK_PANEL_LIMIT + 10;
    const now = Date.now();
    await getDb()
      .insertInto("godown_items")
      .values(
        Array.from({ length: total }, (_, i) => ({
          id: crypto.randomUUID(),
          item_name: `Bulk ${String(i).padStart(3, "0")}`,
          category: "Bulk",
          quantity: i % 2,
          unit_price_paise: 0,
          minimum_stock: 1,
          total_value_paise: 0,
          location_in_godown: null,
          supplier_name: null,
          created_by: null,
          created_at: new Date(now + i * 1000).toISOString(),
          updated_at: new Date(now + i * 1000).toISOString(),
        })),
      )
      .execute();
    const first = await page();
    expect(first).toMatchObject({ total, page: 1, pageCount: 3 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.itemName).toBe(`Bulk ${String(total - 1).padStart(3, "0")}`);
    const third = await page("?page=3");
    expect(third.items).toHaveLength(total - 50);
    expect(third.items.at(-1)!.itemName).toBe("Bulk 000");
    expect((await page("?page=99")).page).toBe(3);
    expect((await page("?page=-4")).page).toBe(1);
    expect((await page("?q=bulk%2005&page=2")).page).toBe(1);
    expect(first.low.total).toBe(total);
    expect(first.low.items).toHaveLength(LOW_STOCK_PANEL_LIMIT);
  });

  it("answers 500 with 'Failed to fetch godown items' when the godown cannot be read", async () => {
    await sql`alter table godown_items rename to godown_items_away`.execute(getDb());
    try {
      const r = await callRoute(loader, getRequest("/billing/godown", { cookie: staff.cookie }));
      expect(r.status).toBe(500);
      expect(r.data).toEqual({ message: GODOWN_MESSAGES.fetchFailed });
    } finally {
      await sql`alter table godown_items_away rename to godown_items`.execute(getDb());
    }
    expect((await page()).items).toEqual([]);
  });
});
