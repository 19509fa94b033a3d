import { describe, expect, it } from "vitest";
import {
  billLines,
  DEFAULT_REMINDER_TEMPLATES,
  overdueHref,
  type ReminderData,
  reminderLogLabel,
  renderReminder,
  TEMPLATE_MESSAGES,
  templateIssue,
  templateProblem,
} from "../../app/billing/reminders/reminder";
import {
  overdueQuerySchema,
  reminderTemplatesSchema,
  reminderTemplatesSchemaIn,
} from "../../app/billing/reminders/schema";
import { reminderTemplatesContent } from "../../app/admin/reminders/content";

/** Payment reminders' browser-safe side: the placeholder check and the rendering (decision 028). */

const DATA: ReminderData = {
  customerName: "Meena Stores",
  business: "Limra Graphics",
  businessPhone: "+919876543210",
  balancePaise: 12345650,
  bills: [
    { number: "BILL0007", createdAt: "2026-08-31T18:29:59.000Z", owedPaise: 12000000 },
    { number: "BILL0012", createdAt: "2026-08-31T18:30:00.000Z", owedPaise: 345650 },
  ],
  upiLink: "upi://pay?pa=limra@okaxis&pn=Limra&am=123456.50&cu=INR",
};

describe("the placeholder check", () => {
  it("accepts the default templates and any known placeholders with {balance}", () => {
    expect(templateProblem(DEFAULT_REMINDER_TEMPLATES.en)).toBeNull();
    expect(templateProblem(DEFAULT_REMINDER_TEMPLATES.ta)).toBeNull();
    expect(
      templateProblem("{name} owes {balance} to {business}: {bills} {phone}\n{upi_link}"),
    ).toBeNull();
  });

  it("refuses {balance} only on a line with {upi_link}: without a UPI ID that line goes (issue 35)", () => {
    const problem =
      "Put {balance} on a line without {upi_link}: while no UPI ID is set, a line holding {upi_link} is left out, and the message would go without the amount, or empty.";
    expect(templateProblem("{name} owes {balance} to {business}: {bills} {upi_link} {phone}")).toBe(
      problem,
    );
    expect(templateProblem("Dear {name},\r\nPay {balance}: {upi_link}")).toBe(problem);
    expect(templateProblem("Pay {balance}: {upi_link}\nOr in cash: {balance}")).toBeNull();
  });

  it("names an unknown placeholder", () => {
    expect(templateProblem("Pay {balance} by {due_date}")).toBe(
      "Unknown placeholder {due_date}. Use only {name}, {business}, {balance}, {bills}, {upi_link}, {phone}.",
    );
    expect(templateProblem("Pay {Balance}")).toMatch(/^Unknown placeholder \{Balance\}/);
    expect(templateProblem("Pay { balance }")).toMatch(/^Unknown placeholder \{ balance \}/);
  });

  it("refuses an unbalanced brace, naming where", () => {
    expect(templateProblem("Dear {name, you owe {balance}")).toBe(
      'Unbalanced brace: "{name, you owe {bala" opens { without a closing }.',
    );
    expect(templateProblem("You owe {balance} now}")).toMatch(
      'Unbalanced brace: "u owe {balance} now}" has a } without an opening {.',
    );
    expect(templateProblem("You owe {balance")).toMatch(/opens \{ without a closing \}/);
  });

  it("requires {balance}, and a message at all", () => {
    expect(templateProblem("Dear {name}, please pay.")).toBe(
      "The message must contain {balance}: the customer has to see what they owe.",
    );
    expect(templateProblem("   ")).toBe("Write the message (it cannot be empty).");
    expect(templateProblem(`{balance}${"x".repeat(2000)}`)).toMatch(/too long/);
  });

  it("is what the template form's schema applies to each language", () => {
    const parsed = reminderTemplatesSchema.safeParse({ en: "Pay {balance}\r\n", ta: "{amount}" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["ta", expect.stringMatching(/^Unknown placeholder \{amount\}/)],
    ]);
    expect(
      reminderTemplatesSchema.parse({ en: " Pay {balance}\r\nnow ", ta: "{balance}" }),
    ).toEqual({
      en: "Pay {balance}\nnow",
      ta: "{balance}",
    });
  });
});

describe("the placeholder check in the admin's language", () => {
  it("names the problem's kind and where, for any language's words", () => {
    expect(templateIssue("Pay {balance} by {due_date}")).toEqual({
      kind: "unknown",
      found: "{due_date}",
    });
    expect(templateIssue("Dear {name}")).toEqual({ kind: "balanceMissing" });
    expect(templateIssue("{balance}")).toBeNull();
  });

  it("says the problems in Tamil on the Tamil editor, in the spec's English on the English one", () => {
    expect(reminderTemplatesContent.en.problems).toEqual(TEMPLATE_MESSAGES);
    const tamil = reminderTemplatesSchemaIn(reminderTemplatesContent.ta.problems).safeParse({
      en: "Pay {balance} by {due_date}",
      ta: "{name, {balance}",
    });
    expect(tamil.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      [
        "en",
        "தெரியாத இடநிரப்பி {due_date}. இவற்றை மட்டுமே பயன்படுத்துங்கள்: {name}, {business}, {balance}, {bills}, {upi_link}, {phone}.",
      ],
      ["ta", 'அடைப்புக்குறி முழுமையில்லை: "{name, {balance}" பகுதியில் { திறக்கப்பட்டு } மூடப்படவில்லை.'],
    ]);
  });
});

describe("rendering a reminder", () => {
  it("fills every placeholder: bills one per line (India dates), ₹ with Indian grouping", () => {
    const text = renderReminder(DEFAULT_REMINDER_TEMPLATES.en, DATA, "en");
    expect(text).toBe(
      [
        "Dear Meena Stores,",
        "This is a friendly reminder from Limra Graphics. These bills are still open:",
        "• Bill BILL0007 of 31/08/2026: ₹1,20,000.00 due",
        "• Bill BILL0012 of 01/09/2026: ₹3,456.50 due",
        "Balance due: ₹1,23,456.50",
        "Pay by UPI: upi://pay?pa=limra@okaxis&pn=Limra&am=123456.50&cu=INR",
        "For any questions please call +919876543210. Thank you!",
      ].join("\n"),
    );
  });

  it("writes Tamil for a Tamil customer, bill lines included", () => {
    const text = renderReminder(DEFAULT_REMINDER_TEMPLATES.ta, DATA, "ta");
    expect(text).toContain("அன்புள்ள Meena Stores,");
    expect(text).toContain("• பில் BILL0007 (31/08/2026): ₹1,20,000.00 நிலுவை");
    expect(text).toContain("செலுத்த வேண்டிய நிலுவைத் தொகை: ₹1,23,456.50");
    expect(text).toContain("UPI மூலம் செலுத்த: upi://pay?pa=limra@okaxis");
    expect(text).not.toMatch(/[{}]/);
  });

  it("leaves out the UPI line when the business has no UPI ID", () => {
    const text = renderReminder(DEFAULT_REMINDER_TEMPLATES.en, { ...DATA, upiLink: null }, "en");
    expect(text).not.toContain("UPI");
    expect(text.split("\n")).toHaveLength(6);
    expect(text).toContain("Balance due: ₹1,23,456.50\nFor any questions");
  });

  it("lists the bills in the order given, one per line", () => {
    expect(billLines(DATA.bills, "en").split("\n")).toEqual([
      "• Bill BILL0007 of 31/08/2026: ₹1,20,000.00 due",
      "• Bill BILL0012 of 01/09/2026: ₹3,456.50 due",
    ]);
  });
});

describe("the bulk round's query and links", () => {
  const parse = (q: Record<string, string | undefined>) => overdueQuerySchema.safeParse(q);
  it("takes 30 (default), 60 or 90 days, a page and a step", () => {
    expect(parse({})).toMatchObject({ success: true, data: { overdue: 30 } });
    expect(parse({ overdue: "90", step: "3" })).toMatchObject({
      success: true,
      data: { overdue: 90, step: 3 },
    });
    for (const bad of [{ overdue: "45" }, { overdue: "030" }, { step: "0" }, { page: "-1" }]) {
      expect(parse(bad).success).toBe(false);
    }
  });

  it("links the list, its pages and its steps", () => {
    expect(overdueHref(30)).toBe("/billing/reminders?overdue=30");
    expect(overdueHref(60, { page: 2 })).toBe("/billing/reminders?overdue=60&page=2");
    expect(overdueHref(90, { step: 4 })).toBe("/billing/reminders?overdue=90&step=4");
  });

  it("says honestly what the app knows of a reminder", () => {
    expect(reminderLogLabel("whatsapp", "Priya")).toBe("Opened in WhatsApp by Priya");
    expect(reminderLogLabel("email", "Priya")).toBe("E-mail queued by Priya");
  });
});
