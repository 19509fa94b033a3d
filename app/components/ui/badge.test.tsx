import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BADGE_TONES, Badge, StatusBadge } from "./badge";

describe("Badge", () => {
  it("renders its text in a pill of the tone's colours", () => {
    const html = renderToStaticMarkup(<Badge tone="danger">Low Stock</Badge>);
    expect(html).toMatch(/^<span class="badge [^"]*">Low Stock<\/span>$/);
    expect(html).toContain(BADGE_TONES.danger);
    expect(html).not.toContain(BADGE_TONES.success);
  });

  it("is neutral and extra-small unless told otherwise", () => {
    const html = renderToStaticMarkup(<Badge>Inactive</Badge>);
    expect(html).toContain("bg-slate-200 text-slate-800");
    expect(html).toMatch(/class="badge /);
    expect(renderToStaticMarkup(<Badge size="sm">3</Badge>)).toMatch(/class="badge-sm /);
  });

  it("keeps the spec's named colours", () => {
    expect(BADGE_TONES.info).toContain("bg-blue-100");
    expect(BADGE_TONES.orange).toContain("bg-orange-100");
    expect(BADGE_TONES.purple).toContain("bg-purple-100");
  });

  it("passes attributes through and adds placement classes", () => {
    const html = renderToStaticMarkup(
      <Badge tone="alert" data-testid="unread-count" className="ml-2">
        5
      </Badge>,
    );
    expect(html).toContain('data-testid="unread-count"');
    expect(html).toMatch(/class="[^"]*bg-red-700 text-white ml-2"/);
  });
});

describe("StatusBadge", () => {
  const tones = { paid: "success", failed: "danger" } as const;

  it("takes the status's tone and shows the given label", () => {
    const html = renderToStaticMarkup(
      <StatusBadge status="paid" tones={tones}>
        Paid
      </StatusBadge>,
    );
    expect(html).toContain(BADGE_TONES.success);
    expect(html).toMatch(/>Paid<\/span>$/);
  });

  it("shows the status itself without a label, and the fallback tone for an unknown one", () => {
    const html = renderToStaticMarkup(
      <StatusBadge<string> status="refunded" tones={tones} fallback="warning" />,
    );
    expect(html).toContain(BADGE_TONES.warning);
    expect(html).toMatch(/>refunded<\/span>$/);
  });
});
