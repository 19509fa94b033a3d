import { type FormEvent, useRef, useState } from "react";
import type { z } from "zod";
import { showToast } from "~/components/toaster";
import { formValues, parseWith, type FieldErrors } from "~/lib/forms";
import type { ToastInput } from "~/lib/toast";
import { useFormAnswer } from "./use-form-answer";

/**
 * The browser half of a public form: on top of the server's answer (useFormAnswer), it checks
 * the fields with the same schema as the server before sending, so an invalid form is not sent
 * (with its files) and its messages appear at once.
 *
 * The schema (and zod with it) is loaded when the visitor first touches the form, so it does not
 * weigh on the page's first load; a form sent before it arrives is checked by the server alone.
 * The review form (on the home page, whose JavaScript budget is tight) uses useFormAnswer only:
 * its answer comes from the server within one request, without reloading the page.
 */
export function useIntakeForm({
  token,
  loadSchema,
  actionData,
  invalidToast,
}: {
  token: string;
  loadSchema: () => Promise<z.ZodType>;
  actionData: unknown;
  /** Toast for a form the browser refuses (the order form's 'Missing Information'). */
  invalidToast?: (errors: FieldErrors) => ToastInput | null;
}) {
  const answer = useFormAnswer(token, actionData);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const schema = useRef<z.ZodType | null>(null);
  const loading = useRef(false);

  function prepare() {
    if (loading.current) return;
    loading.current = true;
    loadSchema().then(
      (s) => (schema.current = s),
      () => (loading.current = false),
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema.current) return; // not loaded yet: the server checks it
    const result = parseWith(schema.current, formValues(new FormData(event.currentTarget)));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.errors);
    const toast = invalidToast?.(result.errors);
    if (toast) showToast({ variant: "destructive", ...toast });
    const first = Object.keys(result.errors)[0];
    const field = first
      ? event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)
      : null;
    field?.focus();
  }

  return {
    ...answer,
    errors: clientErrors ?? answer.errors,
    formProps: { onSubmit, onFocus: prepare, onPointerEnter: prepare },
  };
}
