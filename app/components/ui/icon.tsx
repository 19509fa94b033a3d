import { createElement, type ReactNode, type SVGProps } from "react";

/**
 * The app's icons: lucide's shapes (copied into ./icons/ by scripts/icons.ts, decision 054)
 * drawn as `<svg class="ic …" viewBox="0 0 24 24" aria-hidden="true">` and the shapes. lucide-react
 * writes xmlns, width, height, fill, stroke, stroke-width, stroke-linecap, stroke-linejoin and two
 * classes on every icon (~230 bytes) and costs every page its runtime; the `ic` class of
 * app/app.css gives the same look (issue 22, decisions 042 and 054). For an icon a page repeats
 * many times, an IconSprite is lighter still.
 */
export type IconProps = SVGProps<SVGSVGElement>;

/** An icon's shapes: lucide's icon node (tag and attributes of each element), without React keys. */
export type GlyphShapes = readonly (readonly [tag: string, attributes: Record<string, string>])[];

/** An icon component (./icons/), drop-in for lucide-react's: it takes an svg's props. */
export type IconComponent = ((props: IconProps) => ReactNode) & { readonly shapes: GlyphShapes };

/**
 * The component that draws `shapes`. As lucide-react does, it is hidden from assistive technology
 * unless given an accessible name or role (an `aria-*`, `role` or `title` prop, or children).
 */
export function icon(shapes: GlyphShapes): IconComponent {
  return Object.assign((props: IconProps) => svg(shapes, props), { shapes });
}

/** A decorative icon: a component of ./icons/, or shapes of ./glyphs.ts. */
export function Glyph({
  icon: drawn,
  className,
}: {
  icon: IconComponent | GlyphShapes;
  className?: string;
}) {
  return svg("shapes" in drawn ? drawn.shapes : drawn, { className });
}

/** The `<svg>` of an icon's shapes (what `icon()`'s components and `Glyph` draw). */
function svg(shapes: GlyphShapes, { className, children, ...rest }: IconProps) {
  const named =
    children != null ||
    Object.entries(rest).some(
      ([prop, value]) =>
        value != null && (prop.startsWith("aria-") || prop === "role" || prop === "title"),
    );
  const props = {
    viewBox: "0 0 24 24",
    "aria-hidden": named ? undefined : ("true" as const),
    ...rest,
    className: className ? `ic ${className}` : "ic",
  };
  // The shapes as one string, written once per icon (decision 080): the same HTML as their
  // elements, which every page would otherwise build and React walk, icon by icon.
  const markup = children == null ? shapesMarkup(shapes) : null;
  if (markup !== null) return <svg {...props} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <svg {...props}>
      {shapes.map(draw)}
      {children}
    </svg>
  );
}

/** One shape of an icon as a React element (`key` is its place in the icon). */
export function draw([tag, attributes]: GlyphShapes[number], index: number): ReactNode {
  return createElement(tag, { key: index, ...attributes });
}

const markups = new WeakMap<GlyphShapes, string | null>();

/** A name React writes as it is (lucide's shapes have only such: d, cx, x1, points…). */
const PLAIN_NAME = /^[a-z][a-z0-9]*$/;

/** An attribute's value escaped as React escapes it. */
function escapeAttribute(value: string): string {
  return value.replace(
    /["&'<>]/g,
    (c) => `&${{ '"': "quot", "&": "amp", "'": "#x27", "<": "lt", ">": "gt" }[c]};`,
  );
}

/** The markup React writes for the shapes' elements, or null if it would rename an attribute. */
function writeShapes(shapes: GlyphShapes): string | null {
  let markup = "";
  for (const [tag, attributes] of shapes) {
    const names = Object.keys(attributes);
    if (![tag, ...names].every((name) => PLAIN_NAME.test(name))) return null;
    const written = names.map((name) => ` ${name}="${escapeAttribute(attributes[name]!)}"`);
    markup += `<${tag}${written.join("")}></${tag}>`;
  }
  return markup;
}

/**
 * The shapes as the markup React writes for their elements (`<path d="…"></path>…`), made once
 * per icon; null for a shape with an attribute React would rename (then its elements are drawn).
 */
export function shapesMarkup(shapes: GlyphShapes): string | null {
  let markup = markups.get(shapes);
  if (markup === undefined) {
    markup = writeShapes(shapes);
    markups.set(shapes, markup);
  }
  return markup;
}
