import { sql } from "kysely";
import { fill } from "~/lib/forms";
import { getDb } from "~/platform/db/db.server";
import type { Locale } from "~/lib/i18n/i18n";
import { paymentShown } from "~/shop";
import { stageNames } from "~/jobs";
import { jobsForTimeline } from "~/jobs/index.server";
import { type CustomersContent, customersContent } from "./content";
import {
  TIMELINE_PAGE_SIZE,
  type Timeline,
  type TimelineEntry,
  type TimelineKind,
} from "./customers";

/**
 * A customer's timeline, newest first: bills, payments (receipts; voided ones with the reason),
 * website order and contact requests, shop orders, print jobs (their stage, decision 104),
 * reminders sent and notes. One SQL union picks
 * the page's entries (kind, id, time; 100 a page); each kind's details are then read by id.
 */

type Pick = { kind: TimelineKind; id: string; at: string };

async function pickEntries(customerId: string, page: number): Promise<Pick[]> {
  const result = await sql<{ kind: TimelineKind; id: string; at: unknown }>`
    select kind, id, at from (
      select 'bill' as kind, id, created_at as at from complaints where customer_id = ${customerId}
      union all
      select 'payment', p.id, p.paid_at from payments p join complaints c on c.id = p.bill_id
        where c.customer_id = ${customerId}
      union all
      select 'order_request', id, created_at from order_submissions where customer_id = ${customerId}
      union all
      select 'contact_request', id, created_at from contact_submissions where customer_id = ${customerId}
      union all
      select 'shop_order', id, created_at from orders where customer_id = ${customerId}
      union all
      select 'job', id, created_at from print_jobs where customer_id = ${customerId}
      union all
      select 'reminder', id, sent_at from customer_reminders where customer_id = ${customerId}
      union all
      select 'note', id, created_at from customer_notes where customer_id = ${customerId}
    ) timeline
    order by at desc, kind, id
    limit ${TIMELINE_PAGE_SIZE + 1} offset ${(page - 1) * TIMELINE_PAGE_SIZE}`.execute(getDb());
  return result.rows.map((r) => ({ kind: r.kind, id: r.id, at: String(r.at) }));
}

const ids = (picks: Pick[], kind: TimelineKind) =>
  picks.filter((p) => p.kind === kind).map((p) => p.id);

type Details = Map<string, Omit<TimelineEntry, "kind" | "id" | "at">>;
type Copy = CustomersContent["entries"];

const plain = {
  detail: null,
  amountPaise: null,
  href: null,
  links: [],
  struck: false,
  reason: null,
  by: null,
  data: [],
};

/** The values in an entry's texts that are data (numbers, names, typed text), non-empty. */
const dataOf = (...values: (string | number | null | undefined)[]): string[] =>
  values.flatMap((v) => (v === null || v === undefined || v === "" ? [] : [String(v)]));

async function billDetails(list: string[], c: Copy): Promise<Details> {
  if (list.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("complaints")
    .select([
      "id",
      "complaint_number",
      "complaint_description",
      "estimated_cost_paise",
      "cancelled_at",
      "cancel_reason",
    ])
    .where("id", "in", list)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...plain,
        title: fill(c.bill, { number: r.complaint_number }),
        detail: r.complaint_description,
        amountPaise: Number(r.estimated_cost_paise),
        href: `/billing/complaint-preview?id=${encodeURIComponent(r.id)}`,
        links: [{ label: c.edit, href: `/billing/new-complaint?id=${encodeURIComponent(r.id)}` }],
        struck: r.cancelled_at !== null,
        reason: r.cancelled_at !== null ? (r.cancel_reason ?? c.cancelled) : null,
        data: dataOf(r.complaint_number, r.complaint_description, r.cancel_reason),
      },
    ]),
  );
}

async function paymentDetails(list: string[], c: Copy): Promise<Details> {
  if (list.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("payments")
    .select([
      "id",
      "receipt_number",
      "bill_number",
      "kind",
      "amount_paise",
      "method",
      "voided_at",
      "void_reason",
    ])
    .where("id", "in", list)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...plain,
        title: fill(r.kind === "advance" ? c.advance : c.payment, { receipt: r.receipt_number }),
        detail: fill(c.paymentDetail, {
          method: c.methods[r.method as keyof Copy["methods"]] ?? r.method,
          bill: r.bill_number,
        }),
        amountPaise: Number(r.amount_paise),
        href: `/billing/receipts/${encodeURIComponent(r.receipt_number)}`,
        struck: r.voided_at !== null,
        reason:
          r.voided_at !== null ? fill(c.voided, { reason: r.void_reason ?? "" }).trim() : null,
        data: dataOf(r.receipt_number, r.bill_number, r.void_reason),
      },
    ]),
  );
}

async function requestDetails(
  orders: string[],
  contacts: string[],
  admin: boolean,
  c: Copy,
): Promise<Details> {
  const out: Details = new Map();
  const inbox = (kind: string, id: string) =>
    admin ? `/admin/inbox/${kind}/${encodeURIComponent(id)}` : null;
  if (orders.length > 0) {
    const rows = await getDb()
      .selectFrom("order_submissions")
      .select(["id", "service", "quantity", "message"])
      .where("id", "in", orders)
      .execute();
    for (const r of rows) {
      const detail = [
        r.quantity ? fill(c.quantity, { quantity: String(r.quantity) }) : null,
        r.message,
      ].filter(Boolean);
      out.set(r.id, {
        ...plain,
        title: fill(c.orderRequest, { service: r.service }),
        detail: detail.join(" — ") || null,
        href: inbox("orders", r.id),
        data: dataOf(r.service, r.quantity, r.message),
      });
    }
  }
  if (contacts.length > 0) {
    const rows = await getDb()
      .selectFrom("contact_submissions")
      .select(["id", "subject", "message"])
      .where("id", "in", contacts)
      .execute();
    for (const r of rows) {
      out.set(r.id, {
        ...plain,
        title: r.subject ? fill(c.contactSubject, { subject: r.subject }) : c.contact,
        detail: r.message.length > 200 ? `${r.message.slice(0, 200)}…` : r.message,
        href: inbox("contacts", r.id),
        data: dataOf(r.subject, r.message.length > 200 ? `${r.message.slice(0, 200)}…` : r.message),
      });
    }
  }
  return out;
}

async function shopOrderDetails(list: string[], c: Copy): Promise<Details> {
  if (list.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("orders")
    .select(["id", "order_number", "total_amount_paise", "order_status", "payment_status"])
    .where("id", "in", list)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...plain,
        title: fill(c.shopOrder, { number: r.order_number }),
        detail: fill(c.shopOrderDetail, {
          status: c.orderStatuses[r.order_status],
          payment: c.paymentStatuses[paymentShown(r.order_status, r.payment_status)],
        }),
        data: dataOf(r.order_number),
        amountPaise: Number(r.total_amount_paise),
        struck: r.order_status === "cancelled",
      },
    ]),
  );
}

async function jobDetails(list: string[], c: Copy, locale: Locale): Promise<Details> {
  const rows = await jobsForTimeline(list);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...plain,
        title: fill(c.job, { reference: r.reference, service: r.service }),
        detail: stageNames[locale][r.stage],
        href: `/billing/jobs/${encodeURIComponent(r.id)}`,
        struck: r.stage === "cancelled",
        reason: r.stage === "cancelled" ? r.cancelReason : null,
        data: dataOf(r.reference, r.service, r.cancelReason),
      },
    ]),
  );
}

async function reminderAndNoteDetails(
  reminders: string[],
  notes: string[],
  c: Copy,
): Promise<Details> {
  const out: Details = new Map();
  if (reminders.length > 0) {
    const rows = await getDb()
      .selectFrom("customer_reminders as r")
      .leftJoin("users as u", "u.id", "r.sent_by")
      .select(["r.id", "r.channel", "r.language", "r.balance_paise", "r.bill_numbers", "u.name"])
      .where("r.id", "in", reminders)
      .execute();
    for (const r of rows) {
      out.set(r.id, {
        ...plain,
        title: fill(c.reminder, {
          channel: c.channels[r.channel === "email" ? "email" : "whatsapp"],
          language: c.reminderLanguages[r.language === "ta" ? "ta" : "en"],
        }),
        detail: r.bill_numbers
          ? fill(c.reminderBills, { bills: r.bill_numbers.split(",").join(", ") })
          : null,
        amountPaise: Number(r.balance_paise),
        by: r.name ?? null,
        data: dataOf(...(r.bill_numbers?.split(",") ?? [])),
      });
    }
  }
  if (notes.length > 0) {
    const rows = await getDb()
      .selectFrom("customer_notes as n")
      .leftJoin("users as u", "u.id", "n.created_by")
      .select(["n.id", "n.body", "u.name"])
      .where("n.id", "in", notes)
      .execute();
    for (const r of rows) {
      out.set(r.id, { ...plain, title: c.note, detail: r.body, by: r.name, data: dataOf(r.body) });
    }
  }
  return out;
}

/** The customer's timeline page (`page` 1 is the newest 100), for a user who is admin or not. */
export async function customerTimeline(
  customerId: string,
  opts: { page?: number; admin: boolean; locale?: Locale },
): Promise<Timeline> {
  const locale = opts.locale ?? "en";
  const c = customersContent[locale].entries;
  const page = Math.max(1, opts.page ?? 1);
  const picked = await pickEntries(customerId, page);
  const picks = picked.slice(0, TIMELINE_PAGE_SIZE);
  const parts = await Promise.all([
    billDetails(ids(picks, "bill"), c),
    paymentDetails(ids(picks, "payment"), c),
    requestDetails(ids(picks, "order_request"), ids(picks, "contact_request"), opts.admin, c),
    shopOrderDetails(ids(picks, "shop_order"), c),
    jobDetails(ids(picks, "job"), c, locale),
    reminderAndNoteDetails(ids(picks, "reminder"), ids(picks, "note"), c),
  ]);
  const details: Details = new Map(parts.flatMap((m) => [...m]));
  const entries = picks.flatMap((p) => {
    const d = details.get(p.id);
    return d ? [{ ...d, kind: p.kind, id: p.id, at: p.at }] : [];
  });
  return { entries, page, hasOlder: picked.length > TIMELINE_PAGE_SIZE };
}
