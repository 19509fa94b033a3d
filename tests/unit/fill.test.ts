import { describe, expect, it } from "vitest";
import { fill } from "~/lib/forms";

/** The one `fill` of the app (decision 089): screens, e-mails, PDFs and reminders all use it. */
describe("fill", () => {
  it("fills each {name} placeholder, numbers written as they are, every occurrence", () => {
    expect(fill("{count} bills for {name}; {name} owes", { count: 3, name: "Ravi" })).toBe(
      "3 bills for Ravi; Ravi owes",
    );
  });

  it("leaves a placeholder it has no value for as written", () => {
    expect(fill("Dear {name}, pay {balance}", { name: "Meena" })).toBe("Dear Meena, pay {balance}");
  });

  it("fills an empty value with nothing, and does not take inherited keys for values", () => {
    expect(fill("[{upi_link}]", { upi_link: "" })).toBe("[]");
    expect(fill("{constructor} {toString}", {})).toBe("{constructor} {toString}");
  });
});
