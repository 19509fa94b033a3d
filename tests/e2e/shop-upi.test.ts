import jsQR from "jsqr";
import { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fill } from "../../app/lib/forms";
import { DEFAULT_DELIVERY_SETTINGS, deliveryRuleOf, orderTotals } from "../../app/lib/delivery";
import { formatRupees } from "../../app/lib/format";
import { upiLink } from "../../app/lib/upi";
import { shopContent } from "../../app/shop/content/shop";
import {
  appDatabase,
  createUser,
  expectNoA11yViolations,
  loginAs,
  newPage,
  visit,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Paying a LimraKart order by UPI in a real browser: once the owner has saved a UPI ID, the
 * checkout offers UPI Payment (online payment stays coming soon), and the confirmation shows a
 * QR that a phone's camera reads as exactly the `upi://` link for the order's total with the
 * order number as note, plus the same link as "Pay with a UPI app"; axe on both pages.
 */

const co = shopContent.en.checkout;
const ord = shopContent.en.orders;
const UPI_ID = "limra.prints@okaxis";

const { app, browser } = await openApp();

/** The text the SVG's QR code carries: rendered with sharp, read back with jsQR. */
async function decodeSvg(svg: string): Promise<string | null> {
  const png = await sharp(Buffer.from(svg)).resize(400, 400).png().toBuffer();
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

describe("UPI at the LimraKart checkout", () => {
  it("offers UPI once a UPI ID is saved, and the confirmation's QR pays the order's total", async () => {
    const db = await appDatabase();
    const { saveBusinessSettings } = await import("../../app/admin/index.server");
    const owner = await createUser("admin");
    await saveBusinessSettings(
      {
        name: "Limra Graphics",
        address: "4, Car Street, Tirunelveli 627006",
        phone: "+919876501234",
        email: "owner@limra.example",
        gstin: "",
        upiId: UPI_ID,
        upiPayeeName: "Limra Prints",
      },
      owner.id,
    );

    const t = await newPage(browser, { baseURL: app.baseUrl });
    const { page } = t;
    try {
      const customer = await loginAs(t.context, "customer", { name: "Meena Raj" });
      const product = await db
        .selectFrom("products")
        .select(["id", "price_paise"])
        .where("is_active", "=", 1)
        .where("stock_quantity", ">=", 3)
        // Not a print product: those ask for artwork (tests/e2e/shop-artwork.test.ts).
        .where("requires_artwork", "=", 0)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      await db
        .insertInto("cart_items")
        .values({
          id: crypto.randomUUID(),
          user_id: customer.id,
          product_id: product.id,
          quantity: 3,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // The items plus the default delivery rule's fee (decision 033).
      const total = orderTotals(
        3 * Number(product.price_paise),
        deliveryRuleOf(DEFAULT_DELIVERY_SETTINGS),
      ).totalPaise;

      await visit(page, "/limrakart/checkout");
      const form = page.locator("main form");
      const upi = form.getByRole("radio", { name: new RegExp(`^${co.upi}`) });
      expect(await upi.isDisabled()).toBe(false);
      expect(await form.getByText(co.upiText).count()).toBe(1);
      const online = form.getByRole("radio", { name: new RegExp(`^${co.online}`) });
      expect(await online.isDisabled()).toBe(true);
      await upi.check();
      await form.locator("#phone").fill("98765 43210");
      await form.locator("#address").fill("4, South Car Street, Tirunelveli");
      await form.locator("#pinCode").fill("627005");
      await expectNoA11yViolations(page, "/limrakart/checkout with UPI");
      await form.getByRole("button", { name: co.placeOrder, exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/limrakart/order-confirmation");
      const orderNumber = new URL(page.url()).searchParams.get("order")!;

      const link = upiLink({
        vpa: UPI_ID,
        payeeName: "Limra Prints",
        amountPaise: total,
        note: orderNumber,
      });
      const qr = page.getByTestId("upi-qr");
      await qr.waitFor();
      expect(await qr.textContent()).toContain(
        fill(ord.scanToPay, { amount: formatRupees(total) }),
      );
      const svg = await qr.locator("svg").evaluate((el) => el.outerHTML);
      expect(await decodeSvg(svg)).toBe(link);
      const button = qr.getByRole("link", { name: ord.payWithApp, exact: true });
      expect(await button.getAttribute("href")).toBe(link);
      await expectNoA11yViolations(page, "/limrakart/order-confirmation (UPI)");

      // The order page shows it too, and names the method.
      await visit(page, `/limrakart/orders/${orderNumber}`);
      expect(
        await decodeSvg(
          await page
            .getByTestId("upi-qr")
            .locator("svg")
            .evaluate((el) => el.outerHTML),
        ),
      ).toBe(link);
      expect(await page.locator("main").textContent()).toContain(
        `${ord.payment}: ${ord.methods.upi}`,
      );
      await expectNoA11yViolations(page, "/limrakart/orders/:number (UPI)");
    } finally {
      await t.context.close();
    }
  });
});
