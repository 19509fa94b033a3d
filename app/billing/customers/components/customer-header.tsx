import { Merge, MessageCircle, Pencil, Phone } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { PageHeader } from "~/components/ui/page-header";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { formatIndianPhone } from "~/lib/phone";
import { whatsappLink } from "~/lib/whatsapp";
import { customersContent } from "../content";
import { type Customer, customerHref, CUSTOMERS_PATH, whatsappGreeting } from "../customers";
import { DataText } from "~/components/data-text";

const small = `${buttonClass.outline} !px-3 !py-1.5 text-sm`;

/** Call (tel:) the mobile or the other phone; WhatsApp (wa.me) the mobile only. */
function ContactButtons({ customer }: { customer: Customer }) {
  const call = customer.phone ?? customer.otherPhone;
  const c = customersContent[useLocale()].page;
  return (
    <>
      {call ? (
        <a href={`tel:${call}`} className={small} data-testid="call-link">
          <Phone aria-hidden className="size-4" />
          {c.call}
        </a>
      ) : null}
      {customer.phone ? (
        <a
          href={whatsappLink(customer.phone.replace(/^\+/, ""), whatsappGreeting(customer))}
          className={small}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="whatsapp-link"
        >
          <MessageCircle aria-hidden className="size-4" />
          WhatsApp
        </a>
      ) : null}
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={`text-xs font-semibold uppercase ${mutedText}`}>{label}</dt>
      <dd className="mt-0.5" translate="no">
        {children}
      </dd>
    </div>
  );
}

/**
 * The customer page's header: the name, the back link, and the actions area — call, WhatsApp,
 * edit, merge, and `extraActions` (the place for the statement and reminder links) — then the
 * phones, address, e-mail, GSTIN, language, other names and notes.
 */
export function CustomerHeader({
  customer,
  extraActions,
}: {
  customer: Customer;
  extraActions?: ReactNode;
}) {
  const c = customersContent[useLocale()].page;
  return (
    <>
      <PageHeader
        title={<span translate="no">{customer.name}</span>}
        backTo={CUSTOMERS_PATH}
        backLabel={c.backLabel}
        actions={
          <div className="flex flex-wrap gap-2" data-testid="customer-actions">
            <ContactButtons customer={customer} />
            <Link to={customerHref(customer.id, { edit: 1 })} className={small}>
              <Pencil aria-hidden className="size-4" />
              {c.edit}
            </Link>
            <Link to={customerHref(customer.id, { merge: 1 })} className={small}>
              <Merge aria-hidden className="size-4" />
              {c.mergeDuplicate}
            </Link>
            {extraActions}
          </div>
        }
      />
      <dl
        className={`${cardClass} mt-6 grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-3`}
        data-testid="customer-details"
      >
        <div>
          <dt className={`text-xs font-semibold uppercase ${mutedText}`}>{c.phone}</dt>
          <dd className="mt-0.5">
            <span translate="no">{customer.phone ? formatIndianPhone(customer.phone) : "—"}</span>
            {customer.otherPhone ? (
              <span className={`block text-sm ${mutedText}`}>
                <DataText
                  text={fill(c.otherPhone, { phone: formatIndianPhone(customer.otherPhone) })}
                  data={[formatIndianPhone(customer.otherPhone)]}
                />
              </span>
            ) : null}
          </dd>
        </div>
        <Detail label={c.address}>{customer.address ?? "—"}</Detail>
        <Detail label={c.email}>{customer.email ?? "—"}</Detail>
        <Detail label={c.gstin}>{customer.gstin ?? "—"}</Detail>
        <div>
          <dt className={`text-xs font-semibold uppercase ${mutedText}`}>{c.language}</dt>
          <dd className="mt-0.5">
            <Badge tone="outline">{c.languages[customer.language]}</Badge>
          </dd>
        </div>
        {customer.altNames.length > 0 ? (
          <Detail label={c.alsoKnownAs}>{customer.altNames.join(", ")}</Detail>
        ) : null}
        {customer.notes ? (
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className={`text-xs font-semibold uppercase ${mutedText}`}>{c.notes}</dt>
            <dd className="mt-0.5 whitespace-pre-line" translate="no">
              {customer.notes}
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
