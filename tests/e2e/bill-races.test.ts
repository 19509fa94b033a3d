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
  type FormAnswer,
  type PgDatabase,
} from "./cluster";

/**
 * Every pair of changes to one bill's money sent at the same moment, over HTTP, on SQLite and on
 * PostgreSQL (decision 062): pay, void, edit, cancel with and without a refund, delete. Each
 * pair is raced ROUNDS times on a fresh bill; after each round the books must hold: no answer
 * is a 500; Σ live payments = what the bill says was paid; every payment has its bill (a live
 * one always) and exactly its cash-book entries; a cancelled bill's refund is what was paid and
 * not voided, booked once; the cash book's net for the bill is what the shop still holds; and
 * the receipts are distinct and consecutive.
 */

const ROUNDS = 20;
afterAll(() => stopAllNodes());

type Race = {
  name: string;
  /** The bill's advance (rupees) and how many ₹25 payments it has before the race. */
  advance: string;
  paidBefore: number;
  /** The requests sent at once. */
  requests: (bill: RaceBill) => (() => Promise<FormAnswer>)[];
};

type RaceBill = { id: string; number: string; paymentIds: string[] };

function raceSuite(kind: "sqlite" | "postgres") {
  const suite = kind === "sqlite" ? describe : describeOnPg;
  const title = `concurrent changes of one bill's money (${ROUNDS} rounds each)`;
  suite(kind === "sqlite" ? `SQLite: ${title}` : pgTitle(`PostgreSQL: ${title}`), () => {
    let dataDir: ReturnType<typeof tempDataDir>;
    let database: PgDatabase | undefined;
    let node: AppNode;
    let appDb: AppDatabase;
    let cookie = "";
    let firstReceipt = 0;

    beforeAll(async () => {
      dataDir = tempDataDir(`races-${kind}`);
      database = kind === "postgres" ? await createPgDatabase("races") : undefined;
      const port = await freePort();
      const env = appEnv({
        port,
        dataDir: dataDir.dir,
        databaseUrl: database?.url ?? `file:${path.join(dataDir.dir, "app.db")}`,
        authSecret: newAuthSecret(),
        appUrl: `http://127.0.0.1:${port}`,
      });
      node = await startNode(`races-${kind}`, env);
      appDb = await openAppDatabase(env);
      const staff = await appDb.createUser("staff");
      cookie = await appDb.sessionCookie(staff.id);
      firstReceipt = await receiptCounter();
    });

    afterAll(async () => {
      await appDb?.close();
      await node?.stop();
      await database?.drop();
      dataDir?.remove();
    });

    const post = (p: string, fields: Record<string, string>) =>
      postForm(`${node.baseUrl}${p}`, fields, { cookie });

    const receiptCounter = async () =>
      Number(
        (
          await appDb.db
            .selectFrom("counters")
            .select("value")
            .where("name", "=", "receipt")
            .executeTakeFirst()
        )?.value ?? 0,
      );

    const billFields = (amount: string, advance: string) => ({
      customerName: "Race Customer",
      customerPhone: "9876500011",
      customerAddress: "",
      particulars: "Wedding cards",
      amount,
      discount: "",
      advance,
      received: "",
      paymentMethod: "cash",
    });

    async function newBill(advance: string, paidBefore: number): Promise<RaceBill> {
      const made = await post("/billing/new-complaint", billFields("1000", advance));
      expect(made.status).toBe(302);
      const id = new URL(made.location!, node.baseUrl).searchParams.get("id")!;
      for (let i = 0; i < paidBefore; i++) {
        expect((await pay(id)).status).toBe(302);
      }
      const bill = await appDb.db
        .selectFrom("complaints")
        .select("complaint_number")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const payments = await appDb.db
        .selectFrom("payments")
        .select("id")
        .where("bill_id", "=", id)
        .where("kind", "=", "payment")
        .execute();
      return { id, number: bill.complaint_number, paymentIds: payments.map((p) => p.id) };
    }

    const pay = (id: string) =>
      post(`/billing/bills/${id}/pay`, { amount: "25", method: "cash", date: "", note: "" });
    const voidIt = (paymentId: string) =>
      post(`/billing/payments/${paymentId}/void`, { reason: "Entered twice" });
    const cancel = (id: string, refund: boolean) =>
      post("/billing/history", {
        intent: "cancel",
        id,
        reason: "Customer called off the order",
        ...(refund ? { refund: "on", refundMethod: "cash" } : {}),
      });
    const remove = (id: string) => post("/billing/history", { intent: "delete", id });
    const edit = (id: string) =>
      post("/billing/new-complaint", { id, ...billFields("1200", ""), advance: "" });

    const times = <T>(n: number, f: () => T) => Array.from({ length: n }, f);

    const races: Race[] = [
      {
        name: "pay × delete",
        advance: "",
        paidBefore: 0,
        requests: (b) => [...times(4, () => () => pay(b.id)), () => remove(b.id)],
      },
      {
        name: "pay × cancel with refund",
        advance: "100",
        paidBefore: 0,
        requests: (b) => [...times(4, () => () => pay(b.id)), () => cancel(b.id, true)],
      },
      {
        name: "pay × cancel without refund",
        advance: "100",
        paidBefore: 0,
        requests: (b) => [...times(4, () => () => pay(b.id)), () => cancel(b.id, false)],
      },
      {
        name: "cancel × cancel",
        advance: "100",
        paidBefore: 1,
        requests: (b) => [() => cancel(b.id, true), () => cancel(b.id, true)],
      },
      {
        name: "void × cancel with refund",
        advance: "100",
        paidBefore: 2,
        requests: (b) => [...b.paymentIds.map((p) => () => voidIt(p)), () => cancel(b.id, true)],
      },
      {
        name: "void × void",
        advance: "",
        paidBefore: 1,
        requests: (b) => [() => voidIt(b.paymentIds[0]!), () => voidIt(b.paymentIds[0]!)],
      },
      {
        name: "void × delete",
        advance: "",
        paidBefore: 1,
        requests: (b) => [() => voidIt(b.paymentIds[0]!), () => remove(b.id)],
      },
      {
        name: "edit × cancel",
        advance: "100",
        paidBefore: 0,
        requests: (b) => [() => edit(b.id), () => cancel(b.id, true)],
      },
      {
        name: "pay × edit",
        advance: "",
        paidBefore: 0,
        requests: (b) => [...times(3, () => () => pay(b.id)), () => edit(b.id)],
      },
    ];

    /** The checks that must hold for one bill whatever order the race ran in. */
    async function expectSoundBooks(b: RaceBill) {
      const { db } = appDb;
      const bill = await db
        .selectFrom("complaints")
        .select(["advance_paise", "received_paise", "balance_paise", "cancelled_at"])
        .where("id", "=", b.id)
        .executeTakeFirst();
      const payments = await db
        .selectFrom("payments")
        .select(["id", "bill_id", "amount_paise", "voided_at", "receipt_number"])
        .where("bill_number", "=", b.number)
        .execute();
      const entries = await db
        .selectFrom("transactions")
        .select(["transaction_type", "amount_paise", "payment_id", "complaint_id"])
        .where("reference_number", "=", b.number)
        .execute();
      const live = payments.filter((p) => p.voided_at === null);
      const livePaise = live.reduce((n, p) => n + Number(p.amount_paise), 0);
      const sum = (type: string) =>
        entries
          .filter((e) => e.transaction_type === type)
          .reduce((n, e) => n + Number(e.amount_paise), 0);
      const refunds = entries.filter((e) => e.transaction_type === "refund");

      if (!bill) {
        // Deleted: only a bill that took no money, and nothing of it was erased.
        expect(live, "live payments of a deleted bill").toEqual([]);
      } else {
        expect(Number(bill.advance_paise) + Number(bill.received_paise)).toBe(livePaise);
        for (const p of payments) expect(p.bill_id).toBe(b.id);
      }
      for (const p of payments) {
        const own = entries.filter((e) => e.payment_id === p.id);
        const kinds = own.map((e) => e.transaction_type).sort();
        const booked = kinds.filter((k) => k !== "payment_void");
        expect(booked, `${p.receipt_number}'s cash-book entry`).toHaveLength(1);
        expect(kinds.filter((k) => k === "payment_void")).toHaveLength(p.voided_at ? 1 : 0);
        for (const e of own) expect(Number(e.amount_paise)).toBe(Number(p.amount_paise));
      }
      const taken = sum("payment_received") + sum("advance_payment") - sum("payment_void");
      expect(taken, "cash in less voids = live payments").toBe(livePaise);
      expect(refunds.length, "at most one refund").toBeLessThanOrEqual(1);
      if (refunds.length === 1) {
        expect(bill?.cancelled_at).toBeTruthy();
        expect(Number(refunds[0]!.amount_paise), "refund = what was paid and not voided").toBe(
          livePaise,
        );
      }
      if (bill?.cancelled_at) expect(Number(bill.balance_paise)).toBe(0);
    }

    for (const race of races) {
      it(race.name, { timeout: 180_000 }, async () => {
        const outcomes = new Map<number, number>();
        for (let round = 0; round < ROUNDS; round++) {
          const bill = await newBill(race.advance, race.paidBefore);
          const answers = await Promise.all(race.requests(bill).map((send) => send()));
          for (const a of answers) outcomes.set(a.status, (outcomes.get(a.status) ?? 0) + 1);
          expect(
            answers.map((a) => a.status).filter((s) => s >= 500),
            `round ${round}: server errors`,
          ).toEqual([]);
          await expectSoundBooks(bill);
        }
        // The race was run: every round had something succeed.
        expect(outcomes.get(302) ?? 0).toBeGreaterThanOrEqual(ROUNDS);
      });
    }

    it("records an Add payment form sent again (the same key) once, and answers each with its receipt", async () => {
      const b = await newBill("", 0);
      const fields = { amount: "25", method: "cash", date: "", note: "" };
      const key = randomUUID();
      const send = () => post(`/billing/bills/${b.id}/pay`, { ...fields, idempotencyKey: key });
      const answers = [...(await Promise.all(times(3, send))), await send()];
      expect(answers.map((a) => a.status)).toEqual([302, 302, 302, 302]);
      expect(new Set(answers.map((a) => a.location)).size).toBe(1);
      expect(answers[0]!.location).toMatch(/^\/billing\/receipts\/RCPT\d+$/);
      const other = await post(`/billing/bills/${b.id}/pay`, {
        ...fields,
        idempotencyKey: randomUUID(),
      });
      expect(other.status).toBe(302);
      expect(other.location).not.toBe(answers[0]!.location);
      const payments = await appDb.db
        .selectFrom("payments")
        .select("receipt_number")
        .where("bill_id", "=", b.id)
        .execute();
      expect(payments).toHaveLength(2);
      await expectSoundBooks(b);
    });

    it("keeps a bill's payments past ₹2,14,74,836.47 (64-bit money)", async () => {
      const made = await post("/billing/new-complaint", billFields("20000000", "15000000"));
      expect(made.status).toBe(302);
      const id = new URL(made.location!, node.baseUrl).searchParams.get("id")!;
      const paid = await post(`/billing/bills/${id}/pay`, {
        amount: "15000000",
        method: "cash",
        date: "",
        note: "",
      });
      expect(paid.status).toBe(302);
      const bill = await appDb.db
        .selectFrom("complaints")
        .select(["complaint_number", "advance_paise", "received_paise", "balance_paise"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(Number(bill.advance_paise) + Number(bill.received_paise)).toBe(3_000_000_000);
      expect(Number(bill.balance_paise)).toBe(-1_000_000_000);
      const preview = await fetch(`${node.baseUrl}/billing/complaint-preview?id=${id}`, {
        headers: { Cookie: cookie },
      });
      expect(preview.status).toBe(200);
      expect(await preview.text()).toContain("3,00,00,000.00");
      await expectSoundBooks({ id, number: bill.complaint_number, paymentIds: [] });
    });

    it("numbers every receipt of the races once, with no gaps", async () => {
      const receipts = await appDb.db
        .selectFrom("payments")
        .select("receipt_number")
        .orderBy("receipt_number")
        .execute();
      const numbers = receipts.map((r) => Number(r.receipt_number.replace(/^RCPT/, "")));
      expect(new Set(numbers).size).toBe(numbers.length);
      const last = await receiptCounter();
      expect(numbers).toEqual(
        Array.from({ length: last - firstReceipt }, (_, i) => firstReceipt + i + 1),
      );
    });
  });
}

raceSuite("sqlite");
raceSuite("postgres");
