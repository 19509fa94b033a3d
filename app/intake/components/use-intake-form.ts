import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { showToast } from "~/components/toaster";
import { formValues, parseWith, type FieldErrors, type FormFailure } from "~/lib/forms";
import type { ToastInput } from "~/platform/toast";
import { FORM_TOKEN_FIELD } from "../form-fields";

/**
 * The browser half of a public form: checks the fields with the same schema as the server before
 * sending (an invalid form is not sent, its messages appear at once), shows the server's answer
 * (field errors, toast), and tells whether this form is being sent, so inputs can be disabled.
 *
 * The schema (and zod with it) is loaded when the visitor first touches the form, so it does not
 * weigh on the page's first load; a form sent before it arrives is checked by the server alone.
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
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const schema = useRef<z.ZodType | null>(null);
  const loading = useRef(false);
  const failure = isFailure(actionData) ? actionData : undefined;

  useEffect(() => {
    if (failure?.toast) showToast(failure.toast);
  }, [failure?.toast]);

  const busy = navigation.formData?.get(FORM_TOKEN_FIELD) === token;

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
    busy,
    errors: clientErrors ?? failure?.errors ?? {},
    values: failure?.values ?? {},
    formProps: { onSubmit, onFocus: prepare, onPointerEnter: prepare },
  };
}

function isFailure(value: unknown): value is FormFailure {
  return typeof value === "object" && value !== null && (value as FormFailure).ok === false;
}
