import { Glyph } from "~/components/ui/icon";
import { star } from "~/components/ui/glyphs";
import { useState } from "react";
import { errorText, labelClass } from "~/components/ui/styles";
import { fill } from "~/lib/forms";

/**
 * A 1–5 star rating made of radio buttons: works without JavaScript, by keyboard (arrow keys)
 * and with screen readers ("4 out of 5 stars"). Unset (0) until a star is chosen.
 */
export function StarRatingInput({
  name,
  label,
  starLabel,
  error,
  defaultValue = 0,
  onChange,
  disabled,
}: {
  name: string;
  label: string;
  starLabel: string; // "{rating} out of 5 stars"
  error?: string;
  defaultValue?: number;
  onChange?: (rating: number) => void;
  disabled?: boolean;
}) {
  const [rating, setRating] = useState(defaultValue);
  const [hover, setHover] = useState(0);
  const shown = hover || rating;
  return (
    <fieldset
      aria-describedby={error ? `${name}-error` : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={labelClass}>
        {label}{" "}
        <span aria-hidden className="text-red-700 dark:text-red-300">
          *
        </span>
      </legend>
      <div className="mt-1 flex gap-1" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            onMouseEnter={() => setHover(value)}
          >
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={defaultValue === value}
              className="sr-only"
              onChange={() => {
                setRating(value);
                onChange?.(value);
              }}
            />
            <Glyph
              icon={star}
              className={`size-8 ${value <= shown ? "fill-accent-500 text-accent-500" : "text-slate-400"}`}
            />
            <span className="sr-only">{fill(starLabel, { rating: value })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className={errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
