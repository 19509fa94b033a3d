import { describe, expect, it } from "vitest";
import { intakeMessages } from "~/intake/content/messages";
import { detectDesignFileType, hasDesignFileExtension } from "~/intake/file-types";
import { orderSchema, reviewSchema } from "~/intake/schema";
import { normalizeIndianPhone } from "~/lib/phone";
import { orderWhatsappText, whatsappLink } from "~/lib/whatsapp";
import { fieldErrors } from "~/lib/forms";
import { sanitizeFileName } from "~/platform/uploads.server";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe("design file types", () => {
  it("accepts each allowed type when the content matches the name", () => {
    expect(detectDesignFileType("a.jpg", bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(detectDesignFileType("a.JPEG", bytes(0xff, 0xd8, 0xff, 0xdb))).toBe("image/jpeg");
    expect(
      detectDesignFileType("a.png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)),
    ).toBe("image/png");
    expect(detectDesignFileType("a.pdf", bytes("%PDF-1.7"))).toBe("application/pdf");
    expect(detectDesignFileType("logo.ai", bytes("%PDF-1.5"))).toBe("application/illustrator");
    expect(detectDesignFileType("old.ai", bytes("%!PS-Adobe-3.0"))).toBe("application/illustrator");
    expect(detectDesignFileType("a.psd", bytes("8BPS", 0, 1))).toBe("image/vnd.adobe.photoshop");
    expect(detectDesignFileType("a.cdr", bytes("RIFF", 1, 2, 3, 4, "CDR9"))).toBe(
      "application/vnd.corel-draw",
    );
    expect(detectDesignFileType("x4.cdr", bytes(0x50, 0x4b, 0x03, 0x04))).toBe(
      "application/vnd.corel-draw",
    );
  });

  it("refuses a program renamed to an allowed extension, and other extensions", () => {
    expect(detectDesignFileType("invoice.pdf", bytes("MZ", 0x90, 0))).toBeNull();
    expect(detectDesignFileType("photo.png", bytes(0xff, 0xd8, 0xff))).toBeNull();
    expect(detectDesignFileType("setup.exe", bytes("MZ"))).toBeNull();
    expect(detectDesignFileType("noextension", bytes("%PDF-"))).toBeNull();
    expect(detectDesignFileType("a.pdf", new Uint8Array())).toBeNull();
    expect(hasDesignFileExtension("Card.CDR")).toBe(true);
    expect(hasDesignFileExtension("card.svg")).toBe(false);
  });
});

describe("upload file names", () => {
  it("keeps only a safe last path segment", () => {
    expect(sanitizeFileName("../../../etc/passwd.pdf")).toBe("passwd.pdf");
    expect(sanitizeFileName("C:\\Users\\me\\design.ai")).toBe("design.ai");
    expect(sanitizeFileName("..")).toBe("file");
    expect(sanitizeFileName("a\u0000b<c>.png")).toBe("abc.png");
    expect(sanitizeFileName("திருமண அழைப்பிதழ்.pdf")).toBe("திருமண அழைப்பிதழ்.pdf");
    const long = sanitizeFileName(`${"x".repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});

describe("Indian phone numbers", () => {
  it("accepts 10 digits with an optional +91, spaces and dashes", () => {
    expect(normalizeIndianPhone("9876543210")).toBe("+919876543210");
    expect(normalizeIndianPhone("+91 98765 43210")).toBe("+919876543210");
    expect(normalizeIndianPhone("98765-43210")).toBe("+919876543210");
  });
  it("refuses anything else", () => {
    for (const bad of ["987654321", "98765432101", "+1 9876543210", "phone", "+91", ""]) {
      expect(normalizeIndianPhone(bad)).toBeNull();
    }
  });
});

describe("shared schemas", () => {
  const m = intakeMessages.en;

  it("review: the spec's messages, rating 0 fails", () => {
    const result = reviewSchema(m).safeParse({
      name: "A",
      company: "",
      location: " ",
      rating: "0",
      reviewText: "too short",
      projectType: "",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: "Name must be at least 2 characters",
      company: "Company is required",
      location: "Location is required",
      rating: m.ratingRequired,
      reviewText: "Review must be at least 10 characters",
      projectType: "Project type is required",
    });
  });

  it("order: optional fields become null, the phone is normalised", () => {
    const result = orderSchema(m).parse({
      name: " Ravi ",
      phone: "98765 43210",
      email: "",
      service: "ID Cards",
      quantity: "",
      message: "  ",
    });
    expect(result).toEqual({
      name: "Ravi",
      phone: "+919876543210",
      email: null,
      service: "ID Cards",
      quantity: null,
      message: null,
    });
  });

  it("Tamil messages are Tamil", () => {
    const result = reviewSchema(intakeMessages.ta).safeParse({});
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!).name).toBe(intakeMessages.ta.nameMin2);
    expect(intakeMessages.ta.nameMin2).not.toBe(intakeMessages.en.nameMin2);
  });
});

describe("WhatsApp links", () => {
  it("prefill the order's details, one per line", () => {
    const text = orderWhatsappText(
      { intro: "Hi!", name: "Name", service: "Service", quantity: "Quantity", message: "Message" },
      { name: "Ravi", service: "ID Cards", quantity: "", message: "Blue & white" },
    );
    expect(text).toBe("Hi!\nName: Ravi\nService: ID Cards\nMessage: Blue & white");
    expect(whatsappLink("919876543210", text)).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent(text)}`,
    );
  });
});
