import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { courierName, shipmentText } from "../../content/order-status";

/**
 * How a shipped order travels (decision 067): the courier (hand delivery in the reader's
 * language) and its tracking number, on the customer's order and the staff's. Nothing before it
 * was shipped.
 */
export function ShipmentLines({
  courier,
  trackingNumber,
  className = "",
}: {
  courier: string | null;
  trackingNumber: string | null;
  className?: string;
}) {
  const t = shipmentText[useLocale()];
  if (!courier) return null;
  return (
    <p className={`text-sm ${className}`} data-testid="order-shipment">
      <span>{fill(t.courierLine, { courier: courierName(courier, t) })}</span>
      {trackingNumber ? (
        <>
          {" · "}
          <span>{fill(t.trackingLine, { number: trackingNumber })}</span>
        </>
      ) : null}
    </p>
  );
}
