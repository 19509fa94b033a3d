import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Money } from "./money";

describe("Money", () => {
  it("renders paise as rupees with Indian grouping, as plain text", () => {
    expect(renderToStaticMarkup(<Money paise={12345650} />)).toBe("₹1,23,456.50");
  });

  it("drops the paise when whole", () => {
    expect(renderToStaticMarkup(<Money paise={12345650} whole />)).toBe("₹1,23,457");
  });

  it("wraps the text in a span when given a class", () => {
    expect(renderToStaticMarkup(<Money paise={-5000} className="text-red-700" />)).toBe(
      '<span class="text-red-700">−₹50.00</span>',
    );
  });

  it("refuses a fraction of a paisa, like the formatter", () => {
    expect(() => renderToStaticMarkup(<Money paise={1.5} />)).toThrow(TypeError);
  });
});
