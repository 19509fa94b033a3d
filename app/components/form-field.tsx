import type { ReactNode } from "react";
import { errorText, labelClass, mutedText } from "~/components/ui/styles";
import { fieldA11y, type FieldErrors } from "~/lib/forms";

/**
 * A labelled form field wired to its validation message: the input gets `aria-invalid` and
 * `aria-describedby` pointing at the message and hint, so screen readers read both.
 */
export function Field({
  name,
  label,
  errors,
  hint,
  required,
  requiredText,
  optionalText,
  children,
}: {
  name: string;
  label: string;
  errors?: FieldErrors;
  hint?: string;
  required?: boolean;
  requiredText?: string;
  optionalText?: string;
  children: (props: ReturnType<typeof fieldA11y>) => ReactNode;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  const error = errors?.[name];
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
        {required ? (
          <>
            {" "}
            <span aria-hidden className="text-red-700 dark:text-red-300">
              *
            </span>
            {requiredText ? <span className="sr-only"> {requiredText}</span> : null}
          </>
        ) : optionalText ? (
          <span className={`font-normal ${mutedText}`}> {optionalText}</span>
        ) : null}
      </label>
      <div className="mt-1">{children(fieldA11y(name, errors, hintId))}</div>
      {hint ? (
        <p id={hintId} className={`mt-1 text-sm ${mutedText}`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className={errorText}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
