import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listCustomers } from "~/billing/customers/list.server";
import { loader } from "~/billing/customers/routes/customers";
import { customerListSchema } from "~/billing/customers/schema";
import { signedIn, createBill, createPayment } from "../factories";
import { callRoute, getRequest } from "./route-harness";

/**
 * The customers list (/billing/customers): search by a name prefix (Tamil too, and the other
 * names the records gave) or a phone prefix however it is typed; the filters "with balance" and
 * "overdue > 30 / 60 / 90 India days" right at the India midnight (18:29:59Z vs 18:30:00Z);
 * sorts; 25 a page with the page kept in range; merged customers left out; guards.
 * On SQLite and PostgreSQL.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;

afterEach(() => {
  vi.useRealTimers();
});

async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

async function bill(customerName: string, customerPhone: string, amount: string) {
  const made = await createBill(staff.user.id, {
    customerName,
    customerPhone,
    particulars: "Printing",
    amount,
  });
  return made;
}

const query = (over: Record<string, unknown>) => customerListSchema.parse(over);
const names = async (over: Record<string, unknown>, now?: Date) =>
  (await listCustomers(query(over), now)).customers.map((c) => c.name);

/** "Today" for the overdue filters: 10 Oct 2025, 11:30 in India. */
const NOW = new Date("2025-10-10T06:00:00.000Z");

beforeAll(async () => {
  staff = await signedIn("staff", "Customers Staff");
  // Search: a Tamil name, and an English name whose other name (a later bill) is Tamil.
  await bill("முருகன்", "71111 00001", "100");
  await bill("Ravi Kumar", "7111100002", "100");
  await bill("ரவி குமார்", "+91 71111 00002", "100");
  // Overdue: one bill each, unpaid, made on either side of an India midnight.
  const made: [string, string, string][] = [
    ["Overdue A31", "7000000001", "2025-09-09T18:29:59.000Z"],
    ["Overdue B30", "7000000002", "2025-09-09T18:30:00.000Z"],
    ["Overdue C61", "7000000003", "2025-08-10T18:29:59.000Z"],
    ["Overdue D60", "7000000004", "2025-08-10T18:30:00.000Z"],
    ["Overdue E91", "7000000005", "2025-07-11T18:29:59.000Z"],
    ["Overdue F90", "7000000006", "2025-07-11T18:30:00.000Z"],
  ];
  for (const [name, phone, iso] of made) await at(iso, () => bill(name, phone, "500"));
  // Paid in full long ago: no balance, never overdue.
  const paid = await at("2025-01-01T06:00:00.000Z", () =>
    bill("Overdue G Paid", "7000000007", "500"),
  );
  await createPayment(staff.user.id, paid.id, { amount: "500", method: "cash" });
  // Paging and sorting: 27 customers, balances ₹101 … ₹127.
  for (let n = 1; n <= 27; n++) {
    const nn = String(n).padStart(2, "0");
    await bill(`Pager ${nn}`, `72222000${nn}`, String(100 + n));
  }
});

describe("search", () => {
  it("finds a Tamil name by its first letters", async () => {
    expect(await names({ q: "முரு" })).toEqual(["முருகன்"]);
    expect(await names({ q: "முருகன்" })).toEqual(["முருகன்"]);
    expect(await names({ q: "ருக" })).toEqual([]);
  });

  it("finds a customer by the start of another name the records gave, any case", async () => {
    expect(await names({ q: "ரவி" })).toEqual(["Ravi Kumar"]);
    expect(await names({ q: "RAVI k" })).toEqual(["Ravi Kumar"]);
    expect(await names({ q: "kumar" })).toEqual([]);
  });

  it("finds by the start of the phone number however it is typed", async () => {
    for (const q of ["71111 00001", "+91 71111 00001", "0091 7111100001", "917111100001"]) {
      expect(await names({ q }), q).toEqual(["முருகன்"]);
    }
    for (const q of ["71111", "+91 71111", "071111", "+91-71111-0"]) {
      expect((await names({ q, sort: "name" })).sort(), q).toEqual(["Ravi Kumar", "முருகன்"]);
    }
    expect(await names({ q: "11110" })).toEqual([]);
  });

  it("takes %, _, quotes and SQL literally", async () => {
    await bill(`100% Cotton's "Best" Prints`, "7333344441", "10");
    await bill("Snake_case Traders", "7333344442", "10");
    expect(await names({ q: "%" })).toEqual([]);
    expect(await names({ q: "_" })).toEqual([]);
    expect(await names({ q: '"' })).toEqual([]);
    expect(await names({ q: "100%" })).toEqual([`100% Cotton's "Best" Prints`]);
    expect(await names({ q: "100% cotton's \"b" })).toEqual([`100% Cotton's "Best" Prints`]);
    expect(await names({ q: "snake_" })).toEqual(["Snake_case Traders"]);
    expect(await names({ q: "snake%" })).toEqual([]);
    for (const q of [
      "' OR '1'='1",
      "1' OR 1=1 --",
      "'; DROP TABLE customers; --",
      "' UNION SELECT id, name FROM users --",
      "\\",
      "x".repeat(10_000),
      "அச்சகம் 🙂",
      "nul\u0000byte",
    ]) {
      const r = await callRoute(
        loader,
        getRequest(`/billing/customers?q=${encodeURIComponent(q)}`, { cookie: staff.cookie }),
      );
      expect(r.status, q.slice(0, 40)).toBe(200);
      expect(r.data?.total, q.slice(0, 40)).toBe(0);
    }
  });
});

describe("filters", () => {
  const overdue = (filter: string) => names({ q: "Overdue", filter, sort: "name" }, NOW);

  it("with balance leaves out the customer who paid", async () => {
    expect(await overdue("all")).toContain("Overdue G Paid");
    expect(await overdue("balance")).toEqual([
      "Overdue A31",
      "Overdue B30",
      "Overdue C61",
      "Overdue D60",
      "Overdue E91",
      "Overdue F90",
    ]);
  });

  it("overdue > 30 / 60 / 90 India days counts from the bill's India day", async () => {
    expect(await overdue("overdue30")).toEqual([
      "Overdue A31",
      "Overdue C61",
      "Overdue D60",
      "Overdue E91",
      "Overdue F90",
    ]);
    expect(await overdue("overdue60")).toEqual(["Overdue C61", "Overdue E91", "Overdue F90"]);
    expect(await overdue("overdue90")).toEqual(["Overdue E91"]);
  });

  it("the page's loader filters on today's India day", async () => {
    const r = await at(NOW.toISOString(), () =>
      callRoute(
        loader,
        getRequest("/billing/customers?q=Overdue&filter=overdue90", { cookie: staff.cookie }),
      ),
    );
    expect(r.status).toBe(200);
    expect(r.data?.customers.map((c) => c.name)).toEqual(["Overdue E91"]);
    expect(r.data?.total).toBe(1);
  });
});

describe("sorting and pages", () => {
  it("sorts by balance, biggest first, or the other way", async () => {
    const list = await listCustomers(query({ q: "Pager" }));
    expect(list.customers.slice(0, 3).map((c) => [c.name, c.balancePaise])).toEqual([
      ["Pager 27", 12_700],
      ["Pager 26", 12_600],
      ["Pager 25", 12_500],
    ]);
    expect((await names({ q: "Pager", dir: "asc" })).slice(0, 2)).toEqual(["Pager 01", "Pager 02"]);
  });

  it("sorts by name and by last activity", async () => {
    expect((await names({ q: "Pager", sort: "name" })).slice(0, 2)).toEqual([
      "Pager 01",
      "Pager 02",
    ]);
    expect((await names({ q: "Pager", sort: "name", dir: "desc" }))[0]).toBe("Pager 27");
    expect(await names({ q: "Overdue", sort: "activity", filter: "balance" }, NOW)).toEqual([
      "Overdue B30",
      "Overdue A31",
      "Overdue D60",
      "Overdue C61",
      "Overdue F90",
      "Overdue E91",
    ]);
  });

  it("shows 25 a page, counts them, and keeps the page within the list", async () => {
    const first = await listCustomers(query({ q: "Pager" }));
    expect([first.total, first.page, first.pageCount, first.customers.length]).toEqual([
      27, 1, 2, 25,
    ]);
    const second = await listCustomers(query({ q: "Pager", page: "2" }));
    expect(second.customers.map((c) => c.name)).toEqual(["Pager 02", "Pager 01"]);
    const beyond = await listCustomers(query({ q: "Pager", page: "9" }));
    expect([beyond.page, beyond.customers.length]).toEqual([2, 2]);
    for (const page of ["-1", "0", "1e309", "99999999999999999999", "NaN", "1.5", "' OR '1'='1"]) {
      expect((await listCustomers(query({ q: "Pager", page }))).page, page).toBe(1);
    }
    const junk = await listCustomers(
      query({ q: "Pager", page: "x", sort: "drop", filter: "1;--" }),
    );
    expect([junk.page, junk.total, junk.customers[0]?.name]).toEqual([1, 27, "Pager 27"]);
  });
});

describe("the customers page", () => {
  it("is for billing staff only", async () => {
    const visitor = await callRoute(loader, getRequest("/billing/customers"));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
    const customer = await signedIn("customer");
    const refused = await callRoute(
      loader,
      getRequest("/billing/customers", { cookie: customer.cookie }),
    );
    expect(refused).toMatchObject({ status: 302, location: "/" });
  });

  it("answers staff with the list from the URL", async () => {
    const r = await callRoute(
      loader,
      getRequest("/billing/customers?q=%E0%AE%AE%E0%AF%81%E0%AE%B0%E0%AF%81", {
        cookie: staff.cookie,
      }),
    );
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ q: "முரு", total: 1, sort: "balance", filter: "all" });
  });
});
