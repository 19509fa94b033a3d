import { Eye, EyeOff } from "~/components/ui/icons";
import { type InputHTMLAttributes, useState } from "react";
import { Field, split, type FieldProps, type Native } from "~/components/ui/field";
import { inputClass } from "~/components/ui/styles";

/** A password field with a show/hide button (the button only works with JavaScript). */
export function PasswordInput({
  labels,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { labels: { show: string; hide: string } }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className={`${inputClass} pr-11`} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300"
      >
        {visible ? (
          <EyeOff aria-hidden className="size-5" />
        ) : (
          <Eye aria-hidden className="size-5" />
        )}
        <span className="sr-only">{visible ? labels.hide : labels.show}</span>
      </button>
    </div>
  );
}

/**
 * A labelled password input with its show/hide button: the field kit's, in its own module so the
 * public pages' forms (no password) do not load it and its icons (issue 22).
 */
export function PasswordField({
  labels,
  ...props
}: FieldProps &
  Native<InputHTMLAttributes<HTMLInputElement>> & { labels: { show: string; hide: string } }) {
  const { field, control } = split(props);
  return <Field {...field}>{(a) => <PasswordInput {...a} {...control} labels={labels} />}</Field>;
}
