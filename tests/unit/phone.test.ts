import { describe, expect, it } from "vitest";
import {
  formatIndianPhone,
  normalizeIndianPhone,
  parseIndianPhone,
  phoneSearchPrefix,
  phoneText,
  telHref,
} from "~/lib/phone";

/** The forms staff and customers type a number in, and what each is stored as. */
const FORMS: [string, string | null, "mobile" | "landline" | null][] = [
  ["9876543210", "+919876543210", "mobile"],
  ["98765 43210", "+919876543210", "mobile"],
  ["98765-43210", "+919876543210", "mobile"],
  ["987-654-3210", "+919876543210", "mobile"],
  ["+919876543210", "+919876543210", "mobile"],
  ["+91 98765 43210", "+919876543210", "mobile"],
  ["+91-98765-43210", "+919876543210", "mobile"],
  ["(+91) 98765 43210", "+919876543210", "mobile"],
  ["+91 (987) 654.3210", "+919876543210", "mobile"],
  ["919876543210", "+919876543210", "mobile"],
  ["91 98765 43210", "+919876543210", "mobile"],
  ["0091 98765 43210", "+919876543210", "mobile"],
  ["09876543210", "+919876543210", "mobile"],
  ["0 98765 43210", "+919876543210", "mobile"],
  ["  6380012345 ", "+916380012345", "mobile"],
  ["7010012345", "+917010012345", "mobile"],
  ["8012345678", "+918012345678", "mobile"],
  ["044 2345 6789", "+914423456789", "landline"],
  ["0452-2345678", "+914522345678", "landline"],
  ["(0452) 234 5678", "+914522345678", "landline"],
  ["+91 452 234 5678", "+914522345678", "landline"],
  ["9123456789", "+919123456789", "mobile"],
  ["987654321", null, null],
  ["98765432101", null, null],
  ["0123456789", null, null],
  ["+1 9876543210", null, null],
  ["+91", null, null],
  ["phone", null, null],
  ["98765 4321O", null, null],
  ["9876543210 / 9876501234", null, null],
  ["", null, null],
];

describe("Indian phone numbers", () => {
  it.each(FORMS)("%j → %j", (typed, stored, kind) => {
    const parsed = parseIndianPhone(typed);
    expect(parsed?.e164 ?? null).toBe(stored);
    expect(parsed?.kind ?? null).toBe(kind);
    expect(normalizeIndianPhone(typed)).toBe(stored);
  });

  it("reads nothing from nothing", () => {
    expect(parseIndianPhone(null)).toBeNull();
    expect(parseIndianPhone(undefined)).toBeNull();
  });

  it("shows a mobile in two groups of five", () => {
    expect(formatIndianPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatIndianPhone("044-1234")).toBe("044-1234");
  });

  // Decision 076: one way to show a phone, whatever way it was stored or typed.
  it.each([
    ["+919876501234", "+91 98765 01234"],
    ["9876501234", "+91 98765 01234"],
    ["98765 01234", "+91 98765 01234"],
    ["+91 98765-01234", "+91 98765 01234"],
    ["+91 98765 01234", "+91 98765 01234"],
    ["09876501234", "+91 98765 01234"],
    ["919876501234", "+91 98765 01234"],
    ["0091 98765 01234", "+91 98765 01234"],
    ["(0) 98765.01234", "+91 98765 01234"],
    ["+914423456789", "+91 44234 56789"],
  ])("shows %s as %s", (stored, shown) => {
    expect(formatIndianPhone(stored)).toBe(shown);
  });

  it("leaves what is not an Indian number as it is, and nothing as nothing", () => {
    for (const other of ["+44 20 7946 0958", "12345", "call me", "0123456789"]) {
      expect(formatIndianPhone(other)).toBe(other);
    }
    expect(phoneText(null)).toBeNull();
    expect(phoneText("")).toBeNull();
    expect(phoneText("9876501234")).toBe("+91 98765 01234");
  });

  it("turns what is typed in a search box into the start of a stored number", () => {
    expect(phoneSearchPrefix("98765")).toBe("+9198765");
    expect(phoneSearchPrefix("+91 98765")).toBe("+9198765");
    expect(phoneSearchPrefix("919876543210")).toBe("+919876543210");
    expect(phoneSearchPrefix("098765")).toBe("+9198765");
    expect(phoneSearchPrefix("98")).toBeNull();
    expect(phoneSearchPrefix("Murugan")).toBeNull();
    expect(phoneSearchPrefix("முருகன்")).toBeNull();
  });

  it("calls the business's phone as shown without its spaces", () => {
    expect(telHref("+91 98765 01234")).toBe("tel:+919876501234");
    expect(telHref("0424 2223344")).toBe("tel:04242223344");
  });
});
