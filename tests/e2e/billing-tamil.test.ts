import { beforeAll, describe, expect, it } from "vitest";
import {
  appFactories,
  appDatabase,
  createUser,
  fetchPage,
  htmlTag,
  sessionCookieFor,
} from "./harness";
import { openApp } from "../helpers/e2e-app";
import { pdfText } from "../helpers/pdf-text";

/**
 * The bill pages in Tamil (issue 23), as the server renders them for staff with `?lang=ta`: the
 * New Bill form, a bill's preview and its Add payment page carry the Tamil copy (the customer's
 * name marked as data), a refused bill comes back with Tamil messages, and the PDF has Tamil
 * headings. The same pages in English keep their English words.
 */

const { app } = await openApp({ browser: false });
let cookie: string;
let billId: string;
let billNumber: string;

const CUSTOMER = "Kannan Traders";

beforeAll(async () => {
  const staff = await createUser("staff");
  cookie = (await sessionCookieFor(staff.id)).header;
  await appDatabase();
  const { createBill } = await appFactories();
  const made = await createBill(staff.id, {
    customerName: CUSTOMER,
    customerPhone: "",
    "lines.0.description": "Visiting cards",
    "lines.0.quantity": "2",
    "lines.0.unit": "pcs",
    "lines.0.rate": "250",
    advance: "100",
  });
  billId = made.id;
  billNumber = made.number;
});

/** A page's HTML without the markers React puts between adjacent texts. */
async function page(path: string) {
  const { status, html } = await fetchPage(`${app.baseUrl}${path}`, { cookie });
  return { status, html: html.replaceAll("<!-- -->", "") };
}

describe("the bill pages in Tamil", () => {
  it("renders the New Bill form in Tamil", async () => {
    const { status, html } = await page("/billing/new-complaint?lang=ta");
    expect(status).toBe(200);
    expect(htmlTag(html)).toContain('lang="ta"');
    expect(html).toContain("<title>புதிய பில் — பில்லிங்</title>");
    for (const text of [
      "புதிய பில்",
      "வாடிக்கையாளர் பெயர்",
      "முன்பணம் (₹)",
      // A bill line is an உருப்படி: "வரி" also means tax (decision 075).
      "உருப்படி சேர்",
      "கூட்டுத்தொகை",
      "இறுதி மொத்தம்",
      "பில்லை உருவாக்கு",
      'aria-label="விவரம், உருப்படி 1"',
      // The amount in words follows the page's language (decision 075).
      "ரூபாய் பூஜ்ஜியம் மட்டும்",
      ">ரொக்கம்</option>",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain(">வரி சேர்<");
    for (const english of [
      ">Create Bill<",
      ">Customer Name<",
      ">Add line<",
      ">Final Total<",
      "Rupees Zero Only",
    ]) {
      expect(html, english).not.toContain(english);
    }
    const en = await page("/billing/new-complaint?lang=en");
    expect(en.html).toContain("Create Bill");
    expect(en.html).toContain("Customer Name");
  });

  it("answers a refused bill with Tamil messages", async () => {
    const { status, html } = await fetchPage(`${app.baseUrl}/billing/new-complaint?lang=ta`, {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "save",
        customerName: "",
        customerPhone: "123",
        particulars: "Banner",
        amount: "abc",
      }).toString(),
    });
    expect(status).toBe(400);
    const text = html.replaceAll("<!-- -->", "");
    for (const message of [
      "3 புலங்களைச் சரிசெய்ய வேண்டும்:",
      "வாடிக்கையாளர் பெயர் தேவை",
      "சரியான 10 இலக்க இந்தியத் தொலைபேசி எண்ணை உள்ளிடவும்",
      "ரூபாயில் தொகையை உள்ளிடவும்",
      "பில்லைச் சேமிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.",
    ]) {
      expect(text, message).toContain(message);
    }
    expect(text).not.toContain("Customer name is required");
    expect(text).not.toContain("fields need attention");
  });

  it("renders the bill's preview and Add payment in Tamil, the customer as data", async () => {
    const { status, html } = await page(`/billing/complaint-preview?id=${billId}&lang=ta`);
    expect(status).toBe(200);
    for (const text of [
      "பில் எண்: ",
      "தொகை எழுத்தில்: ",
      "இறுதி மொத்தம்",
      "நிலுவை",
      "உங்கள் ஆதரவுக்கு நன்றி.",
      "PDF பதிவிறக்கு",
      "கட்டணங்கள்",
      "ரசீது எண்",
      `<p translate="no">${CUSTOMER}</p>`,
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain(`${billNumber} — பில் முன்னோட்டம்`);
    expect(html).not.toContain(">Download PDF<");
    expect(html).not.toContain(">Thank you for your business.<");

    const pay = await page(`/billing/bills/${billId}/pay?lang=ta`);
    expect(pay.status).toBe(200);
    for (const text of ["கட்டணம் சேர்", "கட்டணத்தைப் பதிவு செய்", "பில்லுக்குத் திரும்பு"]) {
      expect(pay.html, text).toContain(text);
    }
  });

  it("prints the bill's PDF with Tamil headings", async () => {
    const res = await fetch(`${app.baseUrl}/billing/complaint-preview/pdf?id=${billId}&lang=ta`, {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    // Words without a vowel sign drawn before its consonant come out of pdf.js as typed.
    for (const heading of ["விவரம்", "அளவு", "இறுதி"]) expect(text, heading).toContain(heading);
    expect(text).toContain(billNumber);
    expect(text).toContain("₹500.00");
    expect(text).not.toContain("Final Total");
    expect(text).not.toContain("Description");
  });
});
