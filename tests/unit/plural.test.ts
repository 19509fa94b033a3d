import { describe, expect, it } from "vitest";
import { countText, plural, pluralForm } from "~/lib/plural";

describe("plural", () => {
  it("uses the singular for exactly one and the plural for every other count", () => {
    expect(plural(1, "record", "records")).toBe("1 record");
    expect(plural(0, "record", "records")).toBe("0 records");
    expect(plural(2, "record", "records")).toBe("2 records");
    expect(plural(21, "bill", "bills")).toBe("21 bills");
  });

  it("gives Tamil nouns their forms", () => {
    expect(plural(1, "பில்", "பில்கள்")).toBe("1 பில்");
    expect(plural(2, "பில்", "பில்கள்")).toBe("2 பில்கள்");
    expect(plural(5, "நிமிடம்", "நிமிடங்கள்")).toBe("5 நிமிடங்கள்");
  });

  it("writes the count as given", () => {
    expect(plural(1250, "record", "records", "1,250")).toBe("1,250 records");
    expect(pluralForm(1, "item is", "items are")).toBe("item is");
    expect(pluralForm(3, "item is", "items are")).toBe("items are");
  });

  it("fills {count} in the form of a content text", () => {
    const forms = { one: "{count} item in your cart", other: "{count} items in your cart" };
    expect(countText(1, forms)).toBe("1 item in your cart");
    expect(countText(3, forms)).toBe("3 items in your cart");
    const ta = { one: "உங்கள் கூடையில் {count} பொருள்", other: "உங்கள் கூடையில் {count} பொருட்கள்" };
    expect(countText(1, ta)).toBe("உங்கள் கூடையில் 1 பொருள்");
    expect(countText(2, ta)).toBe("உங்கள் கூடையில் 2 பொருட்கள்");
  });
});
