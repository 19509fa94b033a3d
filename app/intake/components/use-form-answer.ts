import { useEffect } from "react";
import { useNavigation } from "react-router";
import { showToast } from "~/components/toaster";
import { isFailure } from "~/lib/forms";
import { FORM_TOKEN_FIELD } from "~/lib/form-fields";

/**
 * The server's answer to a public form: its field errors, the values typed (for a page rendered
 * without JavaScript), its toast (shown once), and whether this form is being sent right now.
 */
export function useFormAnswer(token: string, actionData: unknown) {
  const navigation = useNavigation();
  const failure = isFailure(actionData) ? actionData : undefined;
  useEffect(() => {
    if (failure?.toast) showToast(failure.toast);
  }, [failure?.toast]);
  return {
    busy: navigation.formData?.get(FORM_TOKEN_FIELD) === token,
    errors: failure?.errors ?? {},
    values: failure?.values ?? {},
  };
}
