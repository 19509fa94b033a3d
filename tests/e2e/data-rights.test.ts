import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { accountContent } from "../../app/account/content/account";
import { dataRightsContent } from "../../app/account/content/data-rights";
import { expectNoA11yViolations, visit, waitForHydration } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * A customer's data rights in a real browser (decision 051): on /settings they download their
 * data as a JSON file, then delete their account with their password and DELETE, land signed out
 * on the home page with the toast, and can no longer sign in with that e-mail and password.
 */

const d = dataRightsContent.en;
const m = accountContent.en.messages;
const { pageAs } = await openApp();

describe("Your data in Settings", () => {
  it("downloads the JSON, deletes the account, and the person cannot sign in again", async () => {
    const t = await pageAs("customer", { name: "Data Rights Devi" }, { acceptDownloads: true });
    const { page, user } = t;
    await visit(page, "/settings");
    await waitForHydration(page);
    const section = page.locator("#your-data");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("link", { name: d.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^limra-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), "utf8")) as {
      account: { name: string; email: string };
      orders: unknown[];
    };
    expect(exported.account).toMatchObject({ name: "Data Rights Devi", email: user.email });
    expect(exported.orders).toEqual([]);

    await section.locator("details summary").click();
    const group = page.getByRole("group", { name: d.deleteTitle });
    await group.waitFor();
    await expectNoA11yViolations(page, "/settings (Delete my account open)");
    // A wrong confirmation is refused, the form stays open with its message.
    await group.getByLabel(d.password, { exact: true }).fill(user.password);
    await group.getByLabel(d.confirmLabel).fill("nope");
    await group.getByRole("button", { name: d.confirmSubmit }).click();
    await page.locator("#deleteConfirm-error").waitFor();
    expect(await page.locator("#deleteConfirm-error").textContent()).toContain(
      d.messages.confirmMismatch,
    );

    await group.getByLabel(d.password, { exact: true }).fill(user.password);
    await group.getByLabel(d.confirmLabel).fill("DELETE");
    await group.getByRole("button", { name: d.confirmSubmit }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText(d.toasts.deleted.title).first().waitFor();

    // Signed out: /settings sends to sign in; the old e-mail and password no longer work.
    await visit(page, "/settings");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await page.locator("#email").fill(user.email);
    await page.locator("#password").fill(user.password);
    await page.getByRole("button", { name: accountContent.en.auth.signIn, exact: true }).click();
    await page.getByText(m.invalidCredentials).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    t.expectNoErrors([/status of 40\d/]);
    await t.close();
  });
});
