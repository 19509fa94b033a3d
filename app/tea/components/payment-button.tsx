import { useEffect, useRef, useState } from "react";

export const PAYMENT_BUTTON_SCRIPT = "https://checkout.razorpay.com/v1/payment-button.js";

/**
 * The hosted payment button of a tea product: the provider's script is added when the page
 * shows and removed (with the button it drew) when the visitor leaves. Without a button id there
 * is no button; when the script cannot load, a short note says so and the page works on.
 */
export function PaymentButton({
  buttonId,
  label,
  unavailable,
}: {
  buttonId: string | null;
  label: string;
  unavailable: string;
}) {
  const container = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const form = container.current;
    if (!form || !buttonId) return;
    const script = document.createElement("script");
    script.src = PAYMENT_BUTTON_SCRIPT;
    script.async = true;
    script.setAttribute("data-payment_button_id", buttonId);
    script.onerror = () => setFailed(true);
    form.appendChild(script);
    return () => {
      form.replaceChildren();
    };
  }, [buttonId]);
  if (!buttonId) return null;
  return (
    <div>
      <form ref={container} aria-label={label} data-testid="payment-button" />
      {failed ? (
        <p role="status" className="mt-2 text-sm text-amber-800 dark:text-amber-200">
          {unavailable}
        </p>
      ) : null}
    </div>
  );
}
