import { useEffect } from "react";
import { useNavigation } from "react-router";
import { showToast } from "~/components/toaster";
import { isFailure, type FieldErrors } from "~/lib/forms";

/**
 * An action's answer to a form (see form-response.server.ts): field errors, the values typed,
 * and a toast shown once. `busy` tells whether a form with this `intent` is being sent.
 */
export function useActionAnswer(actionData: unknown, intent?: string) {
  const navigation = useNavigation();
  const failure = isFailure(actionData) ? actionData : undefined;
  useEffect(() => {
    if (failure?.toast) showToast(failure.toast);
  }, [failure?.toast]);
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return {
    errors: (failure?.errors ?? {}) as FieldErrors,
    values: failure?.values ?? {},
    busy: sending && (intent === undefined || navigation.formData?.get("intent") === intent),
  };
}
