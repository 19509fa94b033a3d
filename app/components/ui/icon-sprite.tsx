import { draw, shapesMarkup, type IconComponent } from "~/components/ui/icon";

/**
 * Icons a list repeats in every row, drawn once per page as <symbol>s and used by reference
 * (`<use href="#…">`): a row then carries about 80 bytes per icon instead of its whole SVG
 * (issue 22: HTML weight). The sprite itself is invisible (not display:none, which some browsers
 * do not draw <use> from) and hidden from assistive technology; each use is aria-hidden, so a
 * link's or button's name stays its text.
 */
export function IconSprite({ id, icons }: { id: string; icons: Record<string, IconComponent> }) {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {Object.entries(icons).map(([name, Icon]) => {
        const markup = shapesMarkup(Icon.shapes);
        return (
          <symbol
            key={name}
            id={`${id}-${name}`}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            // One string per icon, as in icon.tsx (decision 080).
            {...(markup === null
              ? { children: Icon.shapes.map(draw) }
              : { dangerouslySetInnerHTML: { __html: markup } })}
          />
        );
      })}
    </svg>
  );
}

/**
 * One icon of an IconSprite on the same page. Without `className` it has no size of its own: the
 * parent's short class sizes it (`.icon-link > svg`, `.side-link > svg` in
 * app/app.css), so a row does not repeat `class="size-4"` per icon.
 */
export function SpriteIcon({
  sprite,
  name,
  className,
}: {
  sprite: string;
  name: string;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${sprite}-${name}`} />
    </svg>
  );
}
