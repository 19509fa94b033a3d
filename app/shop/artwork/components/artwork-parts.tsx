import { FileInput, Textarea } from "~/components/ui/field";
import { cardClass, errorText, mutedText } from "~/components/ui/styles";
import { DESIGN_FILE_ACCEPT } from "~/intake";
import { fill, type FieldErrors } from "~/lib/forms";
import type { ReactNode } from "react";
import { artworkFields, NOTE_MAX, type ArtworkChoiceKind, type ItemArtwork } from "../artwork";
import type { ArtworkText } from "../../content/artwork";

/**
 * The artwork of print products (docs/decisions/037): the checkout's choice per line, and the
 * line of an order that says what the customer gave.
 */

const option =
  "block rounded-lg border border-slate-200 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-800";

/** One fieldset per line of a product requiring artwork: upload a file, or ask for a design. */
export function ArtworkChoices({
  lines,
  text,
  errors,
  values,
  busy,
}: {
  lines: { productId: string; name: string }[];
  text: ArtworkText;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  return lines.map((line) => {
    const f = artworkFields(line.productId);
    const error = errors[f.choice];
    return (
      <fieldset
        key={line.productId}
        disabled={busy}
        className={`${cardClass} min-w-0 space-y-3 p-6`}
        aria-describedby={error ? `${f.choice}-error` : undefined}
        data-testid="artwork-choice"
      >
        <legend className="px-1 text-xl font-bold">{fill(text.legend, { name: line.name })}</legend>
        <p className={`text-sm ${mutedText}`}>{text.intro}</p>
        {error ? (
          <p id={`${f.choice}-error`} role="alert" className={errorText}>
            {error}
          </p>
        ) : null}
        <ArtworkOption
          name={f.choice}
          value="upload"
          chosen={values[f.choice]}
          label={text.upload}
          text={text.uploadText}
        >
          <FileInput
            name={f.file}
            label={text.fileLabel}
            hint={text.fileHint}
            errors={errors}
            accept={DESIGN_FILE_ACCEPT}
            fieldClassName="mt-3"
          />
        </ArtworkOption>
        <ArtworkOption
          name={f.choice}
          value="design"
          chosen={values[f.choice]}
          label={text.design}
          text={text.designText}
        >
          <Textarea
            name={f.note}
            label={text.noteLabel}
            hint={text.noteHint}
            errors={errors}
            rows={3}
            maxLength={NOTE_MAX}
            defaultValue={values[f.note] ?? ""}
            fieldClassName="mt-3"
          />
        </ArtworkOption>
      </fieldset>
    );
  });
}

/** One of the two choices: its radio, its words, and its own field under them. */
function ArtworkOption({
  name,
  value,
  chosen,
  label,
  text,
  children,
}: {
  name: string;
  value: ArtworkChoiceKind;
  chosen: string | undefined;
  label: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className={option}>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="radio"
          name={name}
          value={value}
          defaultChecked={chosen === value}
          className="mt-1 size-4 accent-brand-600"
        />
        <span>
          <span className="block font-semibold">{label}</span>
          <span className={`text-sm ${mutedText}`}>{text}</span>
        </span>
      </label>
      {children}
    </div>
  );
}

/** What an order line's customer gave: "Artwork received: file.pdf" or "Design requested". */
export function ArtworkNote({ artwork, text }: { artwork: ItemArtwork; text: ArtworkText }) {
  if (!artwork) return null;
  return (
    <p
      className="text-sm font-medium text-green-800 dark:text-green-300"
      data-testid="item-artwork"
    >
      {artwork.kind === "file" ? fill(text.received, { name: artwork.name }) : text.designRequested}
    </p>
  );
}
