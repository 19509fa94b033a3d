import type { FormEvent } from "react";
import { useFetcher } from "react-router";
import { useRootData } from "~/lib/root-data";

/**
 * An Add to Cart / Buy Now form (a fetcher posting to /limrakart/cart) that keeps the scroll only
 * where the answer is this page again (decision 068): a signed-in customer's Add to Cart. Buy Now
 * (checkout) and any press while signed out (the sign-in page) land at the top of the next page.
 * Without JavaScript the form posts and the browser follows the redirect as usual.
 */
export function useCartSubmit() {
  const fetcher = useFetcher();
  const signedIn = Boolean(useRootData().user);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(form);
    if (submitter instanceof HTMLButtonElement && submitter.name) {
      data.set(submitter.name, submitter.value);
    }
    void fetcher.submit(data, {
      method: "post",
      action: form.getAttribute("action") ?? "/limrakart/cart",
      preventScrollReset: signedIn && data.get("intent") === "add",
    });
  };
  return { fetcher, busy: fetcher.state !== "idle", onSubmit };
}
