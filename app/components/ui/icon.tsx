import type { LucideIcon } from "lucide-react";
import { createElement, type ReactElement, type ReactNode } from "react";
import type { GlyphShapes } from "./glyphs";

/**
 * A decorative lucide icon with only the attributes a page needs: `<svg class="ic …"
 * viewBox="0 0 24 24" aria-hidden="true">` and the icon's shapes. lucide-react writes xmlns,
 * width, height, fill, stroke, stroke-width, stroke-linecap, stroke-linejoin and two classes on
 * every icon (~230 bytes); the `ic` class of app/app.css gives the same look (issue 22, decision
 * 042). For an icon a page repeats many times, an IconSprite is lighter still.
 */
export function Glyph({
  icon,
  className,
}: {
  /** A lucide-react icon, or its shapes (app/components/ui/glyphs.ts: no lucide-react code). */
  icon: LucideIcon | GlyphShapes;
  className?: string;
}) {
  const shapes = Array.isArray(icon) ? (icon as Shape[]) : iconShapes(icon as LucideIcon);
  if (!shapes) {
    const Lucide = icon as LucideIcon;
    return <Lucide aria-hidden className={className} />;
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `ic ${className}` : "ic"}>
      {shapes.map(draw)}
    </svg>
  );
}

type Shape = [tag: string, attributes: Record<string, unknown>, children?: Shape[]];

function draw([tag, attributes, children]: Shape, index: number): ReactNode {
  return createElement(tag, { key: index, ...attributes }, children?.map(draw));
}

const shapesOf = new WeakMap<LucideIcon, Shape[] | null>();

/**
 * The icon's shapes (lucide's icon node), read from the element its component renders; null when
 * that is not there (another lucide-react version): the icon then renders as lucide draws it.
 */
export function iconShapes(icon: LucideIcon): Shape[] | null {
  let shapes = shapesOf.get(icon);
  if (shapes === undefined) {
    shapes = null;
    try {
      const render = (icon as unknown as { render?: (props: object, ref: null) => unknown }).render;
      const element = render?.({}, null) as ReactElement<{ icon?: { node?: unknown } }> | undefined;
      const node = element?.props?.icon?.node;
      if (Array.isArray(node) && node.length > 0) shapes = node as Shape[];
    } catch {
      shapes = null;
    }
    shapesOf.set(icon, shapes);
  }
  return shapes;
}
