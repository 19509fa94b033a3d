import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visit } from "./harness";
import { openApp, type SignedInPage } from "../helpers/e2e-app";

/**
 * /admin/reminders and /admin/audit in Tamil (`?lang=ta`, issue 23): the pages' own words come
 * from their content modules; the reminder templates and their previews (what customers get),
 * the placeholders, the audit log's stored fields and JSON are data, marked translate="no".
 */

const { pageAs, factories } = await openApp();
let admin: SignedInPage;

beforeAll(async () => {
  admin = await pageAs("admin", { name: "Selvi Admin" });
  // One entry for the audit log: a bill created by the admin.
  const { createBill } = await factories();
  await createBill(admin.user.id, {
    customerName: "Murugan Stores",
    customerPhone: "",
    particulars: "Letterheads",
    amount: "750",
  });
});

afterAll(async () => {
  await admin?.close();
});

describe("reminders and the audit log in Tamil", () => {
  it("shows /admin/audit in Tamil, the stored record as data", async () => {
    const { page } = admin;
    await visit(page, "/admin/audit?lang=ta");
    await expect(page.title()).resolves.toBe("தணிக்கைப் பதிவு — நிர்வாகம்");
    await page.getByRole("heading", { level: 1, name: "தணிக்கைப் பதிவு" }).waitFor();
    await page.getByRole("form", { name: "தணிக்கைப் பதிவை வடிகட்டு" }).waitFor();
    await page.getByLabel("பதிவு வகை").waitFor();
    await page.getByRole("columnheader", { name: "மாற்றம்" }).waitFor();
    const row = page.getByTestId("audit-row").filter({ hasText: "பில் உருவாக்கப்பட்டது" });
    await row.first().waitFor();
    const changes = row.first().getByTestId("audit-changes");
    await expect(changes.getAttribute("translate")).resolves.toBe("no");
    await expect(changes.textContent()).resolves.toContain("Murugan Stores");
    await expect(row.first().getByText("Selvi Admin").getAttribute("translate")).resolves.toBe(
      "no",
    );
    await expect(page.getByText("Bill created").count()).resolves.toBe(0);

    await page.getByLabel("இருந்து", { exact: true }).fill("2001-01-01");
    await page.getByLabel("வரை", { exact: true }).fill("2001-01-02");
    await page.getByRole("button", { name: "வடிகட்டு" }).click();
    await page.getByText("இந்த வடிகட்டிகளுக்குப் பொருந்தும் தணிக்கைப் பதிவுகள் எதுவும் இல்லை.").waitFor();
    admin.expectNoErrors();
  });

  // Last: the refused save leaves a 400 in the browser's console.
  it("shows /admin/reminders in Tamil, the templates as data, and refuses in Tamil", async () => {
    const { page } = admin;
    await visit(page, "/admin/reminders?lang=ta");
    await expect(page.title()).resolves.toBe("நினைவூட்டல் செய்திகள் — நிர்வாகம்");
    await page.getByRole("heading", { level: 1, name: "நினைவூட்டல் செய்திகள்" }).waitFor();
    await page.getByRole("heading", { name: "இடநிரப்பிகள்" }).waitFor();
    await page.getByText("வாடிக்கையாளரின் பெயர்", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "மாதிரித் தரவுடன் முன்னோட்டம்" }).waitFor();
    const english = page.getByLabel("ஆங்கிலம் செய்தி");
    await expect(english.getAttribute("translate")).resolves.toBe("no");
    await expect(english.inputValue()).resolves.toMatch(/^Dear \{name\},/);
    const preview = page.getByTestId("reminder-preview-en");
    await expect(preview.getAttribute("translate")).resolves.toBe("no");
    await expect(preview.textContent()).resolves.toContain("Dear Lakshmi Stores,");
    await expect(page.getByText("Save templates").count()).resolves.toBe(0);

    await page.getByLabel("தமிழ் செய்தி").fill("வணக்கம் {name}, {amount}");
    await page.getByRole("button", { name: "வார்ப்புருக்களைச் சேமி" }).click();
    await page.getByText("தெரியாத இடநிரப்பி {amount}").first().waitFor();
    await page.getByTestId("toast").filter({ hasText: "வார்ப்புருக்கள் சேமிக்கப்படவில்லை" }).waitFor();
    admin.expectNoErrors([/status of 400/]);
  });
});
