import { formatIndianPhone, phoneSearchPrefix } from "~/lib/phone";
import {
  type CustomerMatch,
  getCustomer,
  lookupCustomers,
  resolveCustomerId,
} from "../customers/index.server";

/**
 * New Bill's customer, chosen from the customers (decision 069): opened for one customer
 * (`?customer=<id>`, the customer page's New bill), or — without JavaScript — found with the
 * form's Find customer (`intent=find-customer`) and picked (`intent=pick-customer:<id>`). Each
 * gives the form's customer fields; the bill is linked to the customer by the phone as ever.
 */

export type CustomerFill = {
  customerName: string;
  customerPhone: string;
  customerAddress: string;
};

/** The form's customer fields for the customer with this id (a merged one: its survivor). */
export async function customerFill(id: string | null | undefined): Promise<CustomerFill | null> {
  if (!id || id.length > 64) return null;
  const resolved = await resolveCustomerId(id);
  const customer = resolved ? await getCustomer(resolved) : null;
  if (!customer) return null;
  const phone = customer.phone ?? customer.otherPhone;
  return {
    customerName: customer.name,
    customerPhone: phone ? formatIndianPhone(phone) : "",
    customerAddress: customer.address ?? "",
  };
}

/** What a Find customer looks for: the phone's digits when there are some, else the name. */
function findText(values: Record<string, string>): string {
  const phone = (values.customerPhone ?? "").trim();
  if (phoneSearchPrefix(phone)) return phone;
  return (values.customerName ?? "").trim() || phone;
}

export type CustomerStep =
  | { kind: "found"; q: string; matches: CustomerMatch[] }
  | { kind: "picked"; values: Record<string, string> };

/**
 * The form's Find customer or a pick from its matches; null for any other post. A pick of a
 * customer that is gone leaves the form as typed.
 */
export async function customerStep(values: Record<string, string>): Promise<CustomerStep | null> {
  const intent = values.intent ?? "";
  if (intent === "find-customer") {
    const q = findText(values);
    const matches = (await lookupCustomers(q)).map((m) => ({
      ...m,
      phone: m.phone ? formatIndianPhone(m.phone) : null,
    }));
    return { kind: "found", q, matches };
  }
  const pick = /^pick-customer:([\w-]{1,64})$/.exec(intent);
  if (!pick) return null;
  const fill = await customerFill(pick[1]);
  const kept = { ...values };
  delete kept.intent;
  if (!fill) return { kind: "picked", values: kept };
  return {
    kind: "picked",
    values: {
      ...kept,
      ...fill,
      customerAddress: fill.customerAddress || kept.customerAddress || "",
    },
  };
}
