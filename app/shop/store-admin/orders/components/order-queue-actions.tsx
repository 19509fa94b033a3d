import { MessageCircle, Phone } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { storeAdminOrdersContent } from "../content";
import type { AdminOrderRow } from "../orders.server";
import type { QueueContact } from "../order-queue.server";
import { StatusChangeForm } from "./order-status-forms";

/**
 * One order of the confirmation queue (decision 035): call the customer, send the confirmation
 * on WhatsApp (in their language, or the other one), then confirm or cancel with a reason.
 * The links are plain anchors: they work without JavaScript.
 */
export function QueueActions({
  order,
  contact,
  back,
}: {
  order: AdminOrderRow;
  contact: QueueContact;
  back: string;
}) {
  const locale = useLocale();
  const w = storeAdminOrdersContent[locale];
  const other = contact.language === "ta" ? "en" : "ta";
  const small = `${buttonClass.outline} !px-3 !py-1.5 text-sm`;
  const forOrder = (
    <span className="sr-only" translate="no">
      {" "}
      {order.orderNumber}
    </span>
  );
  return (
    <div className="flex w-full flex-wrap items-end gap-2" data-testid="queue-actions">
      {contact.tel ? (
        <a href={contact.tel} className={small} data-testid="queue-call">
          <Phone aria-hidden className="size-4" /> {w.call}
          {forOrder}
        </a>
      ) : null}
      {contact.whatsapp ? (
        <>
          <a
            href={contact.whatsapp[contact.language]}
            className={small}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="queue-whatsapp"
          >
            <MessageCircle aria-hidden className="size-4" /> WhatsApp (
            {contact.language === "ta" ? "தமிழ்" : "English"}){forOrder}
          </a>
          <a
            href={contact.whatsapp[other]}
            className={small}
            target="_blank"
            rel="noopener noreferrer"
            // Said in the panel's language; the English panel names Tamil in Tamil.
            lang={locale === "en" && other === "ta" ? "ta" : undefined}
            data-testid="queue-whatsapp-other"
          >
            {w.whatsappIn[other]}
            {forOrder}
          </a>
        </>
      ) : null}
      <StatusChangeForm
        order={{ id: order.id, order_status: order.orderStatus }}
        to="pending"
        back={back}
        idPrefix="queue"
      />
      <StatusChangeForm
        order={{ id: order.id, order_status: order.orderStatus }}
        to="cancelled"
        back={back}
        idPrefix="queue"
      />
    </div>
  );
}
