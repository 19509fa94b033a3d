import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, loginAs, newPage, visit } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * /admin/settings in a real browser: reached from the admin navigation, a bad UPI ID shown next
 * to its field with the typed values kept, a good save with its toast, axe on the refused state (the page: a11y-sweep).
 */

const { app, browser } = await openApp();

describe("business settings", () => {
  it("saves the business details and UPI ID, refusing a bad UPI ID next to its field", async () => {
    const admin = await newPage(browser, { baseURL: app.baseUrl });
    try {
      await loginAs(admin.context, "admin");
      const { page } = admin;
      await visit(page, "/admin");
      await page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name: "Settings" })
        .click();
      await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/admin/settings");

      await page.getByLabel("Business name").fill("Limra Prints");
      await page.getByLabel("UPI ID").fill("limra prints@okaxis");
      await page.getByRole("button", { name: "Save settings" }).click();
      const upi = page.getByLabel("UPI ID");
      await expect.poll(() => upi.getAttribute("aria-invalid")).toBe("true");
      await page.getByText("Please enter a UPI ID such as").waitFor();
      expect(await upi.inputValue()).toBe("limra prints@okaxis");
      expect(await page.getByLabel("Business name").inputValue()).toBe("Limra Prints");
      await expectNoA11yViolations(page, "/admin/settings (refused)");

      await upi.fill("limra.prints@okaxis");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByTestId("toast").filter({ hasText: "Settings saved" }).first().waitFor();
      await visit(page, "/admin/settings");
      expect(await page.getByLabel("UPI ID").inputValue()).toBe("limra.prints@okaxis");
      expect(await page.getByLabel("Business name").inputValue()).toBe("Limra Prints");
      admin.expectNoErrors([/status of 400/]);
    } finally {
      await admin.close();
    }
  });
});
