import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appEnv,
  createPgDatabase,
  describeOnPg,
  freePort,
  newAuthSecret,
  openAppDatabase,
  pgTitle,
  postForm,
  startNode,
  stopAllNodes,
  tempDataDir,
  type AppDatabase,
  type AppNode,
  type PgDatabase,
} from "./cluster";

/**
 * Over HTTP against the production server, on SQLite and on PostgreSQL:
 * - decision 072: a LimraKart order placed today is in the sales report's Billed (page and CSV)
 *   and Income & Expenses' Sales, its tea pack among the top items; cancelled, it drops out;
 *   Billed − Received is what is still owed;
 * - decision 073: the accountant's export downloads as bills_{from}_{to}.csv, one row per bill
 *   line, with paid and balance after a part payment, a cancelled bill marked; staff and the
 *   admin may download it, a visitor and a customer may not.
 */

afterAll(() => stopAllNodes());

const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const ddmmyyyy = (day: string) => day.split("-").reverse().join("/");

/** A CSV answer's records (BOM stripped; our exports quote nothing these tests write). */
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);

function suite(kind: "sqlite" | "postgres") {
  const title = "shop orders in the sales report, and the accountant's export";
  (kind === "sqlite" ? describe : describeOnPg)(
    kind === "sqlite" ? `SQLite: ${title}` : pgTitle(`PostgreSQL: ${title}`),
    () => {
      let dataDir: ReturnType<typeof tempDataDir>;
      let database: PgDatabase | undefined;
      let node: AppNode;
      let appDb: AppDatabase;
      const cookies = {} as Record<"staff" | "admin" | "customer", string>;
      const today = indiaToday();
      let billId = "";
      let order = { id: "", total: 0 };

      const get = (p: string, cookie = cookies.staff) =>
        fetch(`${node.baseUrl}${p}`, { headers: { Cookie: cookie }, redirect: "manual" });
      const post = (p: string, fields: Record<string, string>, cookie = cookies.staff) =>
        postForm(`${node.baseUrl}${p}`, fields, { cookie });
      const reportCsv = async () => {
        const res = await get(`/billing/sales-report/export?from=${today}&to=${today}&group=day`);
        expect(res.status).toBe(200);
        return csvLines(await res.text());
      };

      beforeAll(async () => {
        dataDir = tempDataDir(`shop-sales-${kind}`);
        database = kind === "postgres" ? await createPgDatabase("shop_sales") : undefined;
        const port = await freePort();
        const env = appEnv({
          port,
          dataDir: dataDir.dir,
          databaseUrl: database?.url ?? `file:${path.join(dataDir.dir, "app.db")}`,
          authSecret: newAuthSecret(),
          appUrl: `http://127.0.0.1:${port}`,
        });
        node = await startNode(`shop-sales-${kind}`, env);
        appDb = await openAppDatabase(env);
        for (const role of ["staff", "admin", "customer"] as const) {
          cookies[role] = await appDb.sessionCookie((await appDb.createUser(role)).id);
        }
        // Staff write a bill at the counter: 100 wedding cards at ₹12 and 100 envelopes at ₹2,
        // ₹100 off (₹1,300), ₹300 advance in cash.
        const made = await post("/billing/new-complaint", {
          customerName: "Accountant Export Traders",
          customerPhone: "9811100072",
          "lines.0.description": "Wedding Cards",
          "lines.0.quantity": "100",
          "lines.0.unit": "pcs",
          "lines.0.rate": "12",
          "lines.1.description": "Envelopes",
          "lines.1.quantity": "100",
          "lines.1.unit": "pcs",
          "lines.1.rate": "2",
          discount: "100",
          advance: "300",
          paymentMethod: "cash",
        });
        expect(made.status).toBe(302);
        billId = new URL(made.location!, node.baseUrl).searchParams.get("id")!;
        // A customer orders 2 Tea Talks Gold Packs in the shop, cash on delivery.
        await post(
          "/limrakart/cart",
          {
            intent: "add",
            productId: "seed-product-tea-talks-gold-pack",
            quantity: "2",
            redirectTo: "/limrakart",
          },
          cookies.customer,
        );
        const placed = await post(
          "/limrakart/checkout",
          {
            name: "Online Tea Buyer",
            phone: "9876500072",
            email: "tea-buyer@example.test",
            address: "3, East Street, Tirunelveli",
            pinCode: "627001",
            token: randomUUID(),
          },
          cookies.customer,
        );
        expect(placed.status).toBe(302);
        const number = /[?&]order=(LK\d+)/.exec(placed.location ?? "")?.[1] ?? "";
        const row = await appDb.db
          .selectFrom("orders")
          .select(["id", "total_amount_paise"])
          .where("order_number", "=", number)
          .executeTakeFirstOrThrow();
        order = { id: row.id, total: Number(row.total_amount_paise) };
      }, 120_000);

      afterAll(async () => {
        await appDb?.close();
        await node?.stop();
        await database?.drop();
        dataDir?.remove();
      });

      it("bills the order today: report page and CSV, top items, Income & Expenses", async () => {
        const rupees = (paise: number) => String(paise / 100);
        const lines = await reportCsv();
        const billed = 130000 + order.total;
        expect(lines).toContain(`Day,${today},${rupees(billed)},300`);
        expect(lines).toContain(`Total,${today} to ${today},${rupees(billed)},300`);
        const items = await appDb.db
          .selectFrom("order_items")
          .select(["quantity", "total_price_paise"])
          .where("order_id", "=", order.id)
          .executeTakeFirstOrThrow();
        expect(items.quantity).toBe(2);
        expect(lines).toContain(
          `Top item,Tea Talks Gold Pack,,,,2,packs,${rupees(Number(items.total_price_paise))}`,
        );
        expect(lines).toContain("Top item,Wedding Cards,,,,100,pcs,1200");
        const page = await get(`/billing/sales-report?from=${today}&to=${today}`);
        const html = await page.text();
        expect(page.status).toBe(200);
        expect(html).toContain('data-item="tea talks gold pack"');
        const money = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 });
        expect(html).toMatch(
          new RegExp(`data-testid="total-billed"[^>]*>₹${money.format(billed / 100)}<`),
        );
        const ledger = await get(`/billing/income-expenses?from=${today}&to=${today}`);
        expect(await ledger.text()).toContain(`₹${money.format(billed / 100)}`);
      });

      it("owes the unpaid order: Billed − Received is the bill's and the order's balance", async () => {
        const day = (await reportCsv()).find((l) => l.startsWith(`Day,${today},`))!;
        const [, , billed, received] = day.split(",");
        expect(Math.round(Number(billed) * 100) - Math.round(Number(received) * 100)).toBe(
          100000 + order.total,
        );
      });

      it("drops the order out once it is cancelled", async () => {
        const r = await post("/limrakart/admin", {
          intent: "order-status",
          orderId: order.id,
          to: "cancelled",
          reason: "The customer asked on WhatsApp",
        });
        expect(r.status).toBe(302);
        const lines = await reportCsv();
        expect(lines).toContain(`Day,${today},1300,300`);
        expect(lines.some((l) => l.includes("Tea Talks Gold Pack"))).toBe(false);
      });

      it("downloads the accountant's export: one row per line, paid and balance after a part payment", async () => {
        const paid = await post(`/billing/bills/${billId}/pay`, {
          amount: "500",
          method: "upi",
          reference: "UTR072",
          date: "",
          note: "",
        });
        expect(paid.status).toBe(302);
        // A second bill, cancelled: listed and marked, not hidden.
        const other = await post("/billing/new-complaint", {
          customerName: "=Cancelled Customer",
          customerPhone: "9811100073",
          "lines.0.description": "Banner",
          "lines.0.quantity": "10",
          "lines.0.unit": "sq.ft",
          "lines.0.rate": "30",
        });
        const otherId = new URL(other.location!, node.baseUrl).searchParams.get("id")!;
        const cancelled = await post("/billing/history", {
          intent: "cancel",
          id: otherId,
          reason: "Customer called off the order",
        });
        expect(cancelled.status).toBe(302);
        const numbers = await appDb.db
          .selectFrom("complaints")
          .select(["id", "complaint_number"])
          .where("id", "in", [billId, otherId])
          .execute();
        const numberOf = (id: string) => numbers.find((n) => n.id === id)!.complaint_number;

        const res = await get(`/billing/import-export/bills?from=${today}&to=${today}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
        expect(res.headers.get("content-disposition")).toBe(
          `attachment; filename="bills_${today}_${today}.csv"`,
        );
        const lines = csvLines(await res.text());
        expect(lines[0]).toBe(
          "Bill No,Date,Customer,Phone,Item,Quantity,Unit,Rate (INR),Line Amount (INR),Bill Total (INR),Discount (INR),Paid (INR),Refunded (INR),Balance (INR),Payment Status,Work Status,Cancelled On",
        );
        const date = ddmmyyyy(today);
        const bill = `${numberOf(billId)},${date},Accountant Export Traders,"=""+919811100072"""`;
        expect(lines.slice(1)).toEqual([
          `${bill},Wedding Cards,100,pcs,12.00,1200.00,1300.00,100.00,800.00,0.00,500.00,Part-paid,Pending,`,
          `${bill},Envelopes,100,pcs,2.00,200.00,1300.00,100.00,800.00,0.00,500.00,Part-paid,Pending,`,
          `${numberOf(otherId)},${date},'=Cancelled Customer,"=""+919811100073""",Banner,10,sq.ft,30.00,300.00,300.00,0.00,0.00,0.00,0.00,Cancelled,Pending,${date}`,
        ]);
      });

      it("lets staff and the admin download it, not a visitor or a customer; a bad range is a 400", async () => {
        const path = `/billing/import-export/bills?from=${today}&to=${today}`;
        expect((await get(path, cookies.admin)).status).toBe(200);
        const visitor = await get(path, "");
        expect(visitor.status).toBe(302);
        expect(visitor.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
        const customer = await get(path, cookies.customer);
        expect(customer.status).toBe(302);
        expect(customer.headers.get("location")).toBe("/");
        const bad = await get("/billing/import-export/bills?from=2026-05-01&to=2026-04-01");
        expect(bad.status).toBe(400);
        expect(await bad.text()).toContain("on or before the To date");
        const none = await get("/billing/import-export/bills?from=2026-02-30");
        expect(none.status).toBe(400);
      });
    },
  );
}

suite("sqlite");
suite("postgres");
