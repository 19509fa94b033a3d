import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { billingErrorBoundary } from "./load-error";

/** The ErrorBoundary the billing routes share (app/billing/components/load-error.tsx). */
const Boundary = billingErrorBoundary((locale) => ({
  title: locale === "en" ? "Customers" : "வாடிக்கையாளர்கள்",
  path: "/billing/customers",
  fallback: "Failed to fetch customers",
}));

function render(error: unknown) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Boundary error={error} />
    </MemoryRouter>,
  );
}

describe("a billing route's load error", () => {
  it("shows the page's title, its message and Try again on the page's address", () => {
    const html = render(new Error("the database is away"));
    expect(html).toContain("<h1");
    expect(html).toContain("Customers</h1>");
    expect(html).toContain("Failed to fetch customers");
    expect(html).toContain('href="/billing/customers"');
  });

  it("shows the message the loader threw instead of the page's own", () => {
    const html = render(new ErrorResponse(404, "Not Found", { message: "Customer not found" }));
    expect(html).toContain("Customer not found");
  });
});
