import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { errorText, inputClass, labelClass, mutedText } from "~/components/ui/styles";
import { fieldA11y, type FieldErrors } from "~/lib/forms";

/** What every field of the kit takes besides its control's own attributes. */
export type FieldProps = {
  /** The control's `name` and `id`; the error is `{name}-error`, the hint `{name}-hint`. */
  name: string;
  label: string;
  errors?: FieldErrors;
  /** The error as shown when it has data in it (a `DataText` of `errors[name]`). */
  errorNode?: ReactNode;
  /** A string, or a sentence with data in it (a `DataText`). */
  hint?: ReactNode;
  /** Marks the label as required: a star, plus this text for screen readers when a string. */
  requiredMark?: boolean | string;
  /** Said after the label of an optional field, e.g. "(optional)". */
  optionalText?: string;
  /** Classes of the wrapping element (e.g. a grid column span). */
  fieldClassName?: string;
};

/**
 * A labelled form field wired to its validation message: the control gets `aria-invalid` and
 * `aria-describedby` pointing at the message and hint, so screen readers read both.
 */
export function Field({
  name,
  label,
  errors,
  errorNode,
  hint,
  requiredMark,
  optionalText,
  fieldClassName,
  children,
}: FieldProps & { children: (props: ReturnType<typeof fieldA11y>) => ReactNode }) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <div className={fieldClassName}>
      <label htmlFor={name} className={labelClass}>
        {label}
        {requiredMark ? (
          <>
            {" "}
            <span aria-hidden className="text-red-700 dark:text-red-300">
              *
            </span>
            {typeof requiredMark === "string" ? (
              <span className="sr-only"> {requiredMark}</span>
            ) : null}
          </>
        ) : optionalText ? (
          <span className={`font-normal ${mutedText}`}> {optionalText}</span>
        ) : null}
      </label>
      <div className="mt-1">{children(fieldA11y(name, errors, hintId))}</div>
      {hint ? <FieldHint name={name}>{hint}</FieldHint> : null}
      <FieldError name={name} errors={errors}>
        {errorNode}
      </FieldError>
    </div>
  );
}

/**
 * The hint under a field, `{name}-hint` — or under a group of fields (a fieldset) that points its
 * `aria-describedby` at it.
 */
export function FieldHint({ name, children }: { name: string; children: ReactNode }) {
  return (
    <p id={`${name}-hint`} className={`mt-1 text-sm ${mutedText}`}>
      {children}
    </p>
  );
}

/**
 * The error of a field, `{name}-error` (what its `aria-describedby` and an error summary's link
 * point at): `errors[name]`, or `children` when given (the error with data in it); nothing when
 * `errors` has none. A group's error (a fieldset's, e.g. a form's lines) is the same message
 * with `alert`, so a screen reader says it when it appears.
 */
export function FieldError({
  name,
  errors,
  alert,
  children,
}: {
  name: string;
  errors?: FieldErrors;
  alert?: boolean;
  children?: ReactNode;
}) {
  const error = errors?.[name];
  if (!error) return null;
  return (
    <p id={`${name}-error`} className={errorText} role={alert ? "alert" : undefined}>
      {children ?? error}
    </p>
  );
}

/** Splits a kit component's props into the field's and the control's. */
export function split<T extends FieldProps>({
  name,
  label,
  errors,
  errorNode,
  hint,
  requiredMark,
  optionalText,
  fieldClassName,
  ...control
}: T) {
  return {
    field: { name, label, errors, errorNode, hint, requiredMark, optionalText, fieldClassName },
    control,
  };
}

export type Native<A> = Omit<A, "name" | "id" | "className" | "children">;

/**
 * A labelled text input (any `type` but checkbox/radio/file styling is the text look). A box for
 * a figure (inputMode decimal or numeric) asks the browser not to offer earlier entries unless
 * told otherwise: an amount typed for one bill means nothing for the next (issue 23).
 */
export function Input(props: FieldProps & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const { field, control } = split(props);
  const figure = control.inputMode === "decimal" || control.inputMode === "numeric";
  const autoComplete = control.autoComplete ?? (figure ? "off" : undefined);
  return (
    <Field {...field}>
      {(a) => <input {...a} {...control} autoComplete={autoComplete} className={inputClass} />}
    </Field>
  );
}

/** A labelled file input (plain look). */
export function FileInput(props: FieldProps & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const { field, control } = split(props);
  return (
    <Field {...field}>
      {(a) => <input {...a} {...control} type="file" className="block w-full text-sm" />}
    </Field>
  );
}

/** A labelled multi-line text box. */
export function Textarea(props: FieldProps & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { field, control } = split(props);
  return <Field {...field}>{(a) => <textarea {...a} {...control} className={inputClass} />}</Field>;
}

/**
 * A labelled drop-down: an empty first choice saying `placeholder` (when given), then `options`
 * as [value, label] pairs, then any children. A third `true` marks the label as data (a catalog
 * name from the database): the option gets translate="no".
 */
export function Select({
  placeholder,
  options = [],
  children,
  ...props
}: FieldProps &
  Native<SelectHTMLAttributes<HTMLSelectElement>> & {
    placeholder?: string;
    options?: readonly (readonly [value: string, label: string, data?: boolean])[];
    children?: ReactNode;
  }) {
  const { field, control } = split(props);
  return (
    <Field {...field}>
      {(a) => (
        <select {...a} {...control} className={inputClass}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map(([value, label, data]) => (
            <option key={value} value={value} translate={data ? "no" : undefined}>
              {label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}
