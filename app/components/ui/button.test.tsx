import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { buttonClass } from "./styles";

describe("Button", () => {
  it("is a primary <button type=button> by default", () => {
    expect(renderToStaticMarkup(<Button>Go</Button>)).toBe(
      `<button type="button" class="${buttonClass.primary}">Go</button>`,
    );
  });

  it.each(Object.keys(buttonClass) as (keyof typeof buttonClass)[])(
    "takes the %s look, then extra classes",
    (variant) => {
      const html = renderToStaticMarkup(
        <Button variant={variant} type="submit" className="w-full">
          Save
        </Button>,
      );
      expect(html).toBe(
        `<button type="submit" class="${buttonClass[variant]} w-full">Save</button>`,
      );
    },
  );

  it("is disabled and says the pending text while pending", () => {
    const html = renderToStaticMarkup(
      <Button type="submit" pending pendingText="Saving...">
        Save
      </Button>,
    );
    expect(html).toBe(
      `<button type="submit" disabled="" class="${buttonClass.primary}">Saving...</button>`,
    );
  });

  it("keeps its text while pending without a pending text, and is enabled when not pending", () => {
    expect(renderToStaticMarkup(<Button pending>Save</Button>)).toBe(
      `<button type="button" disabled="" class="${buttonClass.primary}">Save</button>`,
    );
    expect(
      renderToStaticMarkup(
        <Button pending={false} pendingText="Saving...">
          Save
        </Button>,
      ),
    ).toBe(`<button type="button" class="${buttonClass.primary}">Save</button>`);
  });

  it("stays disabled when told, pending or not", () => {
    expect(renderToStaticMarkup(<Button disabled>Save</Button>)).toContain('disabled=""');
  });

  it("is a link looking like a button when given `to`", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Button variant="outline" to="/admin/catalog">
          Cancel
        </Button>
      </MemoryRouter>,
    );
    expect(html).toBe(
      `<a class="${buttonClass.outline}" href="/admin/catalog" data-discover="true">Cancel</a>`,
    );
  });
});
