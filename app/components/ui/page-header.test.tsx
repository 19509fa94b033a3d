import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { BackLink, PageHeader } from "./page-header";

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("BackLink", () => {
  it("links to its target with a hidden arrow and the given text", () => {
    const html = render(<BackLink to="/billing/service">Back to Service</BackLink>);
    expect(html).toMatch(/^<a [^>]*href="\/billing\/service"[^>]*>/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<\/svg>Back to Service<\/a>$/);
  });

  it("looks like a text link by default and like an outline button when asked", () => {
    expect(render(<BackLink to="/">Home</BackLink>)).toContain("hover:underline");
    const button = render(
      <BackLink to="/" variant="button">
        Home
      </BackLink>,
    );
    expect(button).toContain("btn-outline");
    expect(button).not.toContain("hover:underline");
  });
});

describe("PageHeader", () => {
  it("renders the title as the h1, the actions, then the back button", () => {
    const html = render(
      <PageHeader
        title="Godown Management"
        backTo="/billing/service"
        backLabel="Back to Service"
        actions={<a href="/new">Add Item</a>}
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Godown Management<\/h1>/);
    expect(html).toContain('<a href="/new">Add Item</a>');
    expect(html.indexOf("Add Item")).toBeLessThan(html.indexOf("Back to Service"));
    expect(html).toMatch(/href="\/billing\/service"[^>]*><svg[^]*<\/svg>Back to Service<\/a>/);
  });

  it("shows no back link without backTo, and the description under the row", () => {
    const html = render(<PageHeader title="Alerts" description="What needs doing" />);
    expect(html).not.toContain("<a ");
    expect(html).toMatch(/<\/h1>[^]*<p[^>]*>What needs doing<\/p>$/);
  });
});
