import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";
import { type Column, Table } from "./table";

type Fruit = { id: string; name: string; pricePaise: number };

const FRUITS: Fruit[] = [
  { id: "a", name: "Apple", pricePaise: 1200 },
  { id: "b", name: "Banana", pricePaise: 300 },
];

const COLUMNS: Column<Fruit>[] = [
  { key: "name", header: "Name", cell: (f) => f.name, rowHeader: true },
  {
    key: "price",
    header: "Price",
    align: "right",
    cell: (f) => `₹${f.pricePaise / 100}`,
    className: (f) => (f.pricePaise > 1000 ? "dear" : "cheap"),
    sort: { direction: "descending", href: "/fruits?sort=price" },
  },
  { key: "note", header: "Note", cardLabel: "Remark", cell: () => "fresh", hideOnPhone: true },
  { key: "actions", header: <span className="sr-only">Actions</span>, cell: (f) => `Buy ${f.id}` },
];

function render(props: Partial<Parameters<typeof Table<Fruit>>[0]> = {}) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Table
        columns={COLUMNS}
        rows={FRUITS}
        rowKey={(f) => f.id}
        testId="fruits"
        rowTestId="fruit-row"
        {...props}
      />
    </MemoryRouter>,
  );
}

/** The opening tags of an element kind, in order. */
const tags = (html: string, name: string) =>
  html.match(new RegExp(`<${name}[ >][^>]*>?`, "g")) ?? [];

describe("Table", () => {
  it("renders a table with a column header per column, in order", () => {
    const html = render();
    expect(html).toContain('<table class="tbl" data-testid="fruits">');
    const headers = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headers).toHaveLength(4);
    expect(headers[0]).toBe("Name");
    expect(headers[1]).toContain("Price");
    expect(headers[2]).toBe("Note");
    expect(headers[3]).toBe('<span class="sr-only">Actions</span>');
  });

  it("renders a row per item, with the row test id, the row header and the cells", () => {
    const html = render();
    const rows = [...html.matchAll(/<tr [^>]*data-testid="fruit-row"[^>]*>(.*?)<\/tr>/g)];
    expect(rows).toHaveLength(2);
    expect(rows[0]![1]).toMatch(/^<th scope="row"[^>]*>Apple<\/th>/);
    expect(rows[0]![1]).toContain(">₹12</td>");
    expect(rows[1]![1]).toContain(">Banana</th>");
    expect(rows[1]![1]).toContain(">₹3</td>");
    expect(rows[1]![1]).toContain(">Buy b</td>");
  });

  it("aligns right and adds each row's classes", () => {
    const html = render();
    const classes = (tag: string) => tag.match(/class="([^"]*)"/)![1]!.split(" ");
    const cells = tags(html, "td").filter((t) => t.includes('data-label="Price"'));
    expect(cells).toHaveLength(2);
    expect(classes(cells[0]!)).toEqual(expect.arrayContaining(["text-right", "dear"]));
    expect(classes(cells[1]!)).toEqual(expect.arrayContaining(["text-right", "cheap"]));
    const headers = tags(html, "th").filter((t) => t.includes('scope="col"'));
    expect(headers.map((t) => classes(t).includes("text-right"))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    const names = tags(html, "th").filter((t) => t.includes('data-label="Name"'));
    expect(classes(names[0]!)).not.toContain("text-right");
  });

  it("labels every cell for the phone cards, and hides phone-hidden columns there", () => {
    const html = render();
    const labels = [...html.matchAll(/data-label="([^"]*)"/g)].map((m) => m[1]);
    // Name, Price, Remark (the card label wins over the header) per row; Actions has none.
    expect(labels).toEqual(["Name", "Price", "Remark", "Name", "Price", "Remark"]);
    // Rows and cells carry no look class: the stylesheet styles them under tbl-body (042).
    expect(tags(html, "tbody")[0]).toContain("tbl-body");
    expect(html.match(/<tr\b[^>]*>/g)!.filter((t) => t.includes("class="))).toEqual([]);
    expect(html).toContain("<td>Buy a</td>");
    const note = tags(html, "td").filter((t) => t.includes('data-label="Remark"'));
    expect(note.every((t) => /\bmax-sm:hidden\b/.test(t))).toBe(true);
    expect(tags(html, "th").filter((t) => /\bmax-sm:hidden\b/.test(t))).toHaveLength(1);
    expect(tags(html, "thead")[0]).toContain("tbl-head");
  });

  it("marks the sorted column with aria-sort and links its header", () => {
    const html = render();
    const sorted = tags(html, "th").filter((t) => t.includes("aria-sort"));
    expect(sorted).toHaveLength(1);
    expect(sorted[0]).toContain('aria-sort="descending"');
    expect(html).toMatch(/<a [^>]*href="\/fruits\?sort=price"[^>]*>Price<svg/);
  });

  it("gives a column sortable by a handler a button, and no aria-sort while unsorted", () => {
    const columns: Column<Fruit>[] = [
      { key: "name", header: "Name", cell: (f) => f.name, sort: { onSort: () => {} } },
    ];
    const html = render({ columns });
    expect(html).toMatch(/<th scope="col"[^>]*><button type="button"[^>]*>Name<svg/);
    expect(html).not.toContain("aria-sort");
  });

  it("shows the caption with its classes", () => {
    expect(render({ caption: "Fruits" })).toContain('<caption class="sr-only">Fruits</caption>');
    expect(render({ caption: "Fruits", captionClassName: "font-bold" })).toContain(
      '<caption class="font-bold">Fruits</caption>',
    );
    expect(render()).not.toContain("<caption");
  });

  it("shows the empty text in an EmptyState instead of the table when there are no rows", () => {
    const html = render({ rows: [], empty: "No fruit found.", className: "mt-6" });
    expect(html).not.toContain("<table");
    expect(html).toMatch(/^<div class="[^"]*\bmt-6\b[^"]*p-8 text-center" data-empty-state="">/);
    expect(html).toContain(">No fruit found.</p>");
  });

  it("shows a given empty node as it is", () => {
    const html = render({ rows: [], empty: <EmptyState title="Nothing" testId="none" /> });
    expect(html).not.toContain("<table");
    expect(html).toContain('data-testid="none">Nothing</p>');
  });

  it("marks the frame busy while loading", () => {
    expect(render({ ariaBusy: true })).toMatch(/^<div class="[^"]*" aria-busy="true">/);
    expect(render({ ariaBusy: false })).not.toContain("aria-busy");
  });
});

describe("EmptyState", () => {
  it("shows the title, and the icon, hint and action when given", () => {
    const bare = renderToStaticMarkup(<EmptyState title="No items." testId="empty" />);
    expect(bare).toContain('<p class="muted" data-testid="empty">No items.</p>');
    expect(bare).not.toContain("mb-3");
    expect(bare).not.toContain("text-sm");
    const full = renderToStaticMarkup(
      <EmptyState
        title="No items."
        icon={<svg data-icon="" />}
        hint="Add one first."
        action={<a href="/new">Create</a>}
      />,
    );
    expect(full).toMatch(
      /<div class="mb-3[^"]*"><svg data-icon=""><\/svg><\/div><p[^>]*>No items\.<\/p>/,
    );
    expect(full).toContain(">Add one first.</p>");
    expect(full).toContain('<div class="mt-4"><a href="/new">Create</a></div>');
  });
});
