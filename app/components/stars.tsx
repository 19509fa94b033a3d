import { Glyph } from "~/components/ui/icon";
import { star } from "~/components/ui/glyphs";
import { fill } from "~/lib/forms";
import { useLayoutText } from "~/lib/i18n/i18n";

/** A 1–5 star rating shown as stars, read out as "Rated 5 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const t = useLayoutText();
  return (
    <p className="flex gap-0.5" role="img" aria-label={fill(t.site.rating, { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Glyph
          key={i}
          icon={star}
          className={`size-4 ${i < rating ? "fill-accent-500 text-accent-500" : "text-slate-300"}`}
        />
      ))}
    </p>
  );
}
