import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visit, type TestPage } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The admin panel and the store admin in Tamil (`?lang=ta`): the pages' own words come from
 * their content modules, and the data (a user's name and e-mail) is marked translate="no".
 */

const { pageAs } = await openApp();
let admin: TestPage;

beforeAll(async () => {
  admin = await pageAs("admin", { name: "Selvi Admin" });
});

afterAll(async () => {
  await admin?.close();
});

describe("the admin pages in Tamil", () => {
  it("shows /admin (the catalog) in Tamil", async () => {
    const { page } = admin;
    await visit(page, "/admin?lang=ta");
    await expect(page.title()).resolves.toBe("பட்டியல் — நிர்வாகம்");
    await page.getByRole("heading", { level: 1, name: "நிர்வாகப் பகுதி" }).waitFor();
    const nav = page.getByRole("navigation", { name: "நிர்வாகம்" });
    for (const link of ["பட்டியல்", "உள்பெட்டி", "பயனர்கள்", "அமைப்புகள்", "காப்புப்பிரதி"]) {
      await nav.getByRole("link", { name: link, exact: true }).waitFor();
    }
    await page.getByRole("link", { name: "சேவையைச் சேர்" }).waitFor();
    await page.getByText("மொத்தச் சேவைகள்").waitFor();
    await expect(page.getByText("Admin Panel").count()).resolves.toBe(0);
    admin.expectNoErrors();
  });

  it("shows /admin/users in Tamil with the users' data marked as data", async () => {
    const { page } = admin;
    await visit(page, "/admin/users?lang=ta");
    await page.getByRole("heading", { level: 1, name: "பயனர்கள்" }).waitFor();
    await page.getByLabel("பெயர் அல்லது மின்னஞ்சலைத் தேடு").waitFor();
    await page.getByRole("button", { name: "தேடு", exact: true }).waitFor();
    await page.getByRole("columnheader", { name: "சேர்ந்த தேதி" }).waitFor();
    const name = page.getByTestId("users-table").getByText("Selvi Admin", { exact: true });
    await expect(name.getAttribute("translate")).resolves.toBe("no");
    await expect(page.getByText("Search name or e-mail").count()).resolves.toBe(0);
    admin.expectNoErrors();
  });

  it("shows /admin/settings in Tamil", async () => {
    const { page } = admin;
    await visit(page, "/admin/settings?lang=ta");
    await page.getByRole("heading", { level: 1, name: "அமைப்புகள்" }).waitFor();
    await page.getByLabel("வணிகப் பெயர்").waitFor();
    await page.getByRole("group", { name: "UPI கட்டணங்கள் (பில்களில் QR குறியீடுகள்)" }).waitFor();
    await page.getByRole("button", { name: "அமைப்புகளைச் சேமி" }).waitFor();
    await expect(page.getByText("Save settings").count()).resolves.toBe(0);
    admin.expectNoErrors();
  });

  it("shows /limrakart/admin in Tamil", async () => {
    const { page } = admin;
    await visit(page, "/limrakart/admin?lang=ta");
    await page.getByRole("heading", { level: 1, name: "கடை நிர்வாகம்" }).waitFor();
    await page.getByText("செயலில் உள்ள பொருட்கள்").waitFor();
    await page.getByRole("navigation", { name: "கடை நிர்வாகப் பிரிவுகள்" }).waitFor();
    await page.getByLabel("பொருளின் பெயர்").first().waitFor();
    await expect(page.getByText("Store Admin", { exact: true }).count()).resolves.toBe(0);
    admin.expectNoErrors();
  });

  it("refuses a staff member in Tamil on the admin panel", async () => {
    const staff = await pageAs("staff");
    const denied = await staff.page.goto("/admin/users?lang=ta");
    expect(denied?.status()).toBe(403);
    await staff.page.getByRole("heading", { name: "அணுகல் மறுக்கப்பட்டது" }).waitFor();
    await staff.close();
  });
});
