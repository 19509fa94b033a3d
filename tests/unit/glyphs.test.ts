import * as lucide from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { describe, expect, it } from "vitest";
import * as glyphs from "../../app/components/ui/glyphs";
import { iconShapes } from "../../app/components/ui/icon";

/**
 * The shape data of app/components/ui/glyphs.ts is a copy of lucide-react's icons (issue 22: the
 * public pages draw it without lucide's runtime). Each copy must be the icon of the same name
 * (camelCase of the lucide file name, `x` for X) in the installed lucide-react, shape for shape.
 */
const shapes = Object.entries(glyphs).filter(([, value]) => Array.isArray(value));

describe("glyphs", () => {
  it("copies more than a handful of icons", () => {
    expect(shapes.length).toBeGreaterThan(20);
  });

  it.each(shapes)("%s is lucide-react's icon of that name", (name, value) => {
    const pascal = name[0]!.toUpperCase() + name.slice(1);
    const icon = (lucide as unknown as Record<string, LucideIcon | undefined>)[pascal];
    expect(icon, `lucide-react has no ${pascal}`).toBeDefined();
    const lucideShapes = iconShapes(icon!)!.map(([tag, attributes]) => {
      const { key: _key, ...rest } = attributes as Record<string, string>;
      return [tag, rest];
    });
    expect(value).toEqual(lucideShapes);
  });
});
