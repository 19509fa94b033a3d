import { describe, expect, it } from "vitest";
import { actionLabel, recordHref } from "../../app/admin/audit/labels";
import {
  customerHref,
  customersHref,
  whatsappGreeting,
} from "../../app/billing/customers/customers";
import {
  customerEditSchema,
  customerListSchema,
  isValidGstin,
} from "../../app/billing/customers/schema";

/** The customers pages' URLs, the GSTIN check, the list's query and the edit form's parsing. */

describe("customer URLs", () => {
  it("leaves the defaults out of the list's URL and keeps the rest", () => {
    expect(customersHref()).toBe("/billing/customers");
    expect(customersHref({ sort: "balance", dir: "desc", filter: "all", page: 1 })).toBe(
      "/billing/customers",
    );
    expect(
      customersHref({ q: " முரு ", sort: "name", dir: "desc", filter: "overdue60", page: 3 }),
    ).toBe(
      "/billing/customers?q=%E0%AE%AE%E0%AF%81%E0%AE%B0%E0%AF%81&sort=name&dir=desc&filter=overdue60&page=3",
    );
    expect(customersHref({ sort: "name", dir: "asc" })).toBe("/billing/customers?sort=name");
  });

  it("names a customer's page, with a query when asked", () => {
    expect(customerHref("abc")).toBe("/billing/customers/abc");
    expect(customerHref("a/b", { edit: 1 })).toBe("/billing/customers/a%2Fb?edit=1");
  });

  it("greets on WhatsApp in the customer's language", () => {
    expect(whatsappGreeting({ name: "Ravi", language: "en" })).toBe("Hello Ravi,");
    expect(whatsappGreeting({ name: "முருகன்", language: "ta" })).toBe("வணக்கம் முருகன்,");
  });
});

describe("GSTIN", () => {
  it("accepts a GSTIN with the right check character and refuses others", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("33AAPFU0939F1Z2")).toBe(true);
    expect(isValidGstin("33AAPFU0939F1Z3")).toBe(false);
    expect(isValidGstin("00AAPFU0939F1ZV")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1V")).toBe(false);
    expect(isValidGstin("27aapfu0939f1zv")).toBe(false);
  });

  it("the edit form takes it in any case and with spaces, or not at all", () => {
    const base = { name: "Ravi", language: "en" };
    const parse = (gstin: string) => customerEditSchema.safeParse({ ...base, gstin });
    expect(parse(" 33aapfu0939f1z2 ").data?.gstin).toBe("33AAPFU0939F1Z2");
    expect(parse("").data?.gstin).toBeNull();
    expect(parse("33AAPFU0939F1Z3").success).toBe(false);
  });
});

describe("the list's query", () => {
  it("falls back to the defaults on anything unknown", () => {
    expect(customerListSchema.parse({ sort: "x", dir: "y", filter: "z", page: "-4" })).toEqual({
      q: "",
      sort: "balance",
      dir: undefined,
      filter: "all",
      page: 1,
    });
    expect(customerListSchema.parse({ q: "a".repeat(300) }).q).toHaveLength(100);
  });
});

describe("the audit log's words for customers", () => {
  it("names the customers' actions and links a customer entry to the customer's page", () => {
    expect(actionLabel("customer.merge")).toBe("Customers merged");
    expect(actionLabel("customer.move-record")).toBe("Record moved to another customer");
    expect(recordHref("customer", "c-1", null, null)).toBe("/billing/customers/c-1");
  });
});
