import { describe, expect, it } from "vitest";
import { isValidVpa, upiLink } from "~/lib/upi";

describe("isValidVpa", () => {
  it.each(["limra.prints@okaxis", "98765-43210@ybl", "a_b@paytm", "ab@sbi", " shop@okhdfcbank "])(
    "accepts %j",
    (vpa) => expect(isValidVpa(vpa)).toBe(true),
  );
  it.each([
    "",
    "@",
    "shop",
    "shop@",
    "@okaxis",
    "shop@o",
    "shop@1bank",
    "shop@ok.axis",
    "sh op@okaxis",
    "shop@okaxis@x",
    "shop@ok-axis",
    `${"a".repeat(250)}@okaxis`,
  ])("refuses %j", (vpa) => expect(isValidVpa(vpa)).toBe(false));
});

describe("upiLink", () => {
  const base = { vpa: "limra.prints@okaxis", payeeName: "Limra Prints", note: "BILL0042" };

  it("writes pa, pn, am, cu, tn in that order, amount with two decimals", () => {
    expect(upiLink({ ...base, amountPaise: 123450 })).toBe(
      "upi://pay?pa=limra.prints@okaxis&pn=Limra%20Prints&am=1234.50&cu=INR&tn=BILL0042",
    );
    expect(upiLink({ ...base, amountPaise: 5 })).toContain("&am=0.05&");
    expect(upiLink({ ...base, amountPaise: 100 })).toContain("&am=1.00&");
    expect(upiLink({ ...base, amountPaise: 12345678 })).toContain("&am=123456.78&");
  });

  it("percent-encodes every value", () => {
    const link = upiLink({
      vpa: "shop@okaxis",
      payeeName: "Sri Murugan & Sons",
      amountPaise: 1000,
      note: "Bill #42 = 50% paid?",
    });
    expect(link).toBe(
      "upi://pay?pa=shop@okaxis&pn=Sri%20Murugan%20%26%20Sons&am=10.00&cu=INR&tn=Bill%20%2342%20%3D%2050%25%20paid%3F",
    );
    expect(upiLink({ ...base, payeeName: "முருகன்", amountPaise: 1 })).toContain(
      `pn=${encodeURIComponent("முருகன்")}&`,
    );
  });

  it("leaves the amount out when 0 or less, and the note when empty", () => {
    expect(upiLink({ ...base, amountPaise: 0 })).toBe(
      "upi://pay?pa=limra.prints@okaxis&pn=Limra%20Prints&cu=INR&tn=BILL0042",
    );
    expect(upiLink({ ...base, amountPaise: -500 })).not.toContain("am=");
    expect(upiLink({ ...base, amountPaise: 100, note: "  " })).toBe(
      "upi://pay?pa=limra.prints@okaxis&pn=Limra%20Prints&am=1.00&cu=INR",
    );
  });

  it("refuses a bad UPI ID or a fractional amount", () => {
    expect(() => upiLink({ ...base, vpa: "not a vpa", amountPaise: 100 })).toThrow(RangeError);
    expect(() => upiLink({ ...base, amountPaise: 1.5 })).toThrow(RangeError);
  });
});
