import type { IconComponent } from "~/components/ui/icon";
import { Glyph } from "~/components/ui/icon";
import type { GlyphShapes } from "~/components/ui/glyphs";
import { cardClass, mutedText } from "~/components/ui/styles";
import type { TitledText } from "../content/types";

/** Cards of a title and a text, each under an icon taken in turn from `icons`. */
export function IconCardList({
  items,
  icons,
  className,
}: {
  items: TitledText[];
  /** lucide-react icons, or their shapes (app/components/ui/glyphs.ts). */
  icons: (IconComponent | GlyphShapes)[];
  /** The list's grid classes. */
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item, i) => {
        return (
          <li key={item.title} className={`${cardClass} p-6`}>
            <Glyph
              icon={icons[i % icons.length]!}
              className="size-8 text-brand-600 dark:text-brand-100"
            />
            <h3 className="mt-3 text-lg font-semibold">{item.title}</h3>
            <p className={`mt-1 ${mutedText}`}>{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
