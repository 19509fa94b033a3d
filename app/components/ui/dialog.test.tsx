import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog } from "./dialog";
import { EditPanel } from "./edit-panel";

/** Renders inside a router (the panels use Link, Form and useNavigate) to static HTML. */
function render(ui: ReactNode) {
  const router = createMemoryRouter([{ path: "/", element: ui }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The opening tag of the first element matching `selector` (a tag name and an attribute). */
function tag(html: string, name: string, attr = "") {
  const match = new RegExp(`<${name}\\b[^>]*${attr}[^>]*>`).exec(html);
  return match?.[0] ?? "";
}

describe("Dialog", () => {
  it("is a native <dialog> named by its heading, open in the server's HTML when asked", () => {
    const html = render(
      <Dialog open renderedOpen onClose={() => {}} labelledBy="t" testId="d" className="box">
        <h2 id="t">Add Record</h2>
      </Dialog>,
    );
    const dialog = tag(html, "dialog");
    expect(dialog).toContain(' open=""');
    expect(dialog).toContain(' aria-labelledby="t"');
    expect(dialog).toContain(' data-testid="d"');
    expect(dialog).toContain(' class="box"');
    expect(html).toContain('<h2 id="t">Add Record</h2></dialog>');
  });

  it("stays closed in the server's HTML otherwise and can be named by a label", () => {
    const html = render(
      <Dialog open={false} onClose={() => {}} label="Image viewer" className="">
        <p>inside</p>
      </Dialog>,
    );
    const dialog = tag(html, "dialog");
    expect(dialog).not.toContain(" open");
    expect(dialog).toContain(' aria-label="Image viewer"');
    expect(html).toMatch(/<dialog[^>]*><p>inside<\/p><\/dialog>/);
  });
});

describe("EditPanel", () => {
  it("is a dialog section named by its heading, with a Close link back to the list", () => {
    const html = render(
      <EditPanel id="item-dialog" testId="item-dialog" title="Edit Item" closeHref="/list?page=2">
        <form data-testid="inner"></form>
      </EditPanel>,
    );
    const panel = tag(html, "section");
    expect(panel).toContain(' role="dialog"');
    expect(panel).toContain(' aria-labelledby="item-dialog-heading"');
    expect(panel).toContain(' data-testid="item-dialog"');
    expect(html).toMatch(/<h2 id="item-dialog-heading" tabindex="-1"[^>]*>Edit Item<\/h2>/);
    expect(html).toMatch(
      /<a [^>]*href="\/list\?page=2"[^>]*><svg[^]*<\/svg><span class="sr-only">Close<\/span><\/a>/,
    );
    expect(html).toMatch(/<form data-testid="inner"><\/form><\/div><\/section>$/);
  });
});

describe("ConfirmDialog", () => {
  it("asks in a disclosure and confirms with a post form carrying the hidden fields", () => {
    const html = render(
      <ConfirmDialog
        trigger="Delete"
        message="Delete Tea? It leaves the store."
        confirmLabel="Yes, delete"
        action="/admin/items"
        fields={{ intent: "product-delete", id: "p1" }}
      />,
    );
    expect(tag(html, "details")).not.toContain(" open");
    expect(html).toMatch(/<summary[^>]*>Delete<\/summary>/);
    expect(html).toContain("<p>Delete Tea? It leaves the store.</p>");
    const form = tag(html, "form");
    expect(form).toContain(' method="post"');
    expect(form).toContain(' action="/admin/items"');
    expect(html).toMatch(
      /<input type="hidden" name="intent" value="product-delete"\/><input type="hidden" name="id" value="p1"\/><button type="submit" class="[^"]*bg-red-700[^"]*">Yes, delete<\/button><\/form>/,
    );
    expect(html).not.toContain('role="group"');
  });

  it("names the question as a group by its title when it has one", () => {
    const html = render(
      <ConfirmDialog
        trigger="Delete account"
        title="Delete your account?"
        message="This cannot be undone."
        confirmLabel="Delete my account"
        fields={{ intent: "delete" }}
      />,
    );
    const group = tag(html, "div", 'role="group"');
    const titleId = /aria-labelledby="([^"]+)"/.exec(group)?.[1];
    expect(titleId).toMatch(/\S/);
    expect(html).toContain(`<h3 id="${titleId}" class="font-semibold">Delete your account?</h3>`);
  });

  it("sends the controls it asks for (a reason) with the hidden fields, before the button", () => {
    const html = render(
      <ConfirmDialog
        trigger="Cancel"
        message="Cancel the bill?"
        confirmLabel="Cancel bill"
        fields={{ intent: "cancel" }}
      >
        <textarea name="reason" required />
      </ConfirmDialog>,
    );
    expect(html).toMatch(
      /<input type="hidden" name="intent" value="cancel"\/><textarea name="reason" required=""><\/textarea><button type="submit"[^>]*>Cancel bill<\/button><\/form>/,
    );
  });
});
