import { Glyph } from "~/components/ui/icon";
import { star } from "~/components/ui/glyphs";
import { errorText, labelClass } from "~/components/ui/styles";
import { fill } from "~/lib/forms";

/**
 * A 1–5 star rating made of radio buttons: works without JavaScript, by keyboard (arrow keys)
 * and with screen readers ("4 out of 5 stars"). Unset (0) until a star is chosen. The stars
 * fill by CSS (`.stars` in app/app.css), with or without a script.
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
      <div className="stars mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={defaultValue === value}
              className="sr-only"
              onChange={onChange ? () => onChange(value) : undefined}
            />
            <Glyph icon={star} />
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
