import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, loginAs, newPage, visit } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * /admin/audit in a real browser: reached from the admin navigation, the filters kept in the
 * URL, the empty state when nothing matches, axe on the empty state (the list: a11y-sweep).
 */

const { app, browser } = await openApp();

describe("audit log", () => {
  it("lists the entries, filters them by day through the URL, and passes axe", async () => {
    const admin = await newPage(browser, { baseURL: app.baseUrl });
    try {
      await loginAs(admin.context, "admin");
      const { page } = admin;
      // One entry to list: the business settings saved.
      await visit(page, "/admin/settings");
      await page.getByLabel("Business name").fill("Limra Audit Prints");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByTestId("toast").filter({ hasText: "Settings saved" }).first().waitFor();

      await page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name: "Audit log" })
        .click();
      await page.getByRole("heading", { level: 1, name: "Audit log" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/admin/audit");
      const row = page.getByTestId("audit-row").filter({ hasText: "Business settings updated" });
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain("Limra Audit Prints");

      await page.getByLabel("From", { exact: true }).fill("2001-01-01");
      await page.getByLabel("To", { exact: true }).fill("2001-01-02");
      await page.getByRole("button", { name: "Filter" }).click();
      await page.getByText("No audit entries match these filters.").waitFor();
      const url = new URL(page.url());
      expect(url.searchParams.get("from")).toBe("2001-01-01");
      expect(url.searchParams.get("to")).toBe("2001-01-02");
      await expectNoA11yViolations(page, "/admin/audit (empty)");
      admin.expectNoErrors();
    } finally {
      await admin.close();
    }
  });
});
