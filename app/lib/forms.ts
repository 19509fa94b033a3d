import type { z } from "zod";
import type { Toast } from "~/lib/toast";

/**
 * Form helpers shared by the browser and the server: one schema validates both, and both show
 * the same message next to the same field.
 */
export type FieldErrors = Record<string, string>;

/** An action's answer to a form it could not accept (see form-response.server.ts). */
export type FormFailure = {
  ok: false;
  toast: Toast | null;
  errors: FieldErrors;
  values: Record<string, string>;
};

/** True for an action's FormFailure answer (as opposed to no answer or a success). */
export function isFailure(value: unknown): value is FormFailure {
  return typeof value === "object" && value !== null && (value as FormFailure).ok === false;
}

/**
 * Fills `{name}` placeholders from `vars`; a placeholder `vars` does not hold (its own key, not
 * one inherited such as `{constructor}`) stays as written. The one `fill` of the app (decision
 * 089): every screen, e-mail, PDF and message fills its copy with it.
 */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(vars, key) ? String(vars[key]) : whole,
  );
}

/** The string fields of a form (files and repeated keys aside: the last value wins). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/** The first message per field of a failed parse. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

export type ParseResult<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

export function parseWith<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
): ParseResult<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error) };
}

/** Props that tie an input to its error message for assistive technology. */
export function fieldA11y(name: string, errors: FieldErrors | undefined, hintId?: string) {
  const error = errors?.[name];
  const describedBy = [error ? `${name}-error` : null, hintId].filter(Boolean).join(" ");
  return {
    id: name,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}
