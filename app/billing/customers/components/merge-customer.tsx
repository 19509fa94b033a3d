import { Form } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { EditPanel } from "~/components/ui/edit-panel";
import { Input } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { mutedText } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import { formatIndianPhone } from "~/lib/phone";
import { customersContent } from "../content";
import { type Customer, type CustomerRow, customerHref, CUSTOMERS_PATH } from "../customers";
import { DataText } from "~/components/data-text";

/** One customer the search found, with the button that merges it into this one. */
function Candidate({ customer, duplicate: d }: { customer: Customer; duplicate: CustomerRow }) {
  const locale = useLocale();
  const c = customersContent[locale].merge;
  const bills = customersContent[locale].balance.bills;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-id={d.id}>
      <span className="flex-1">
        <span className="font-semibold" translate="no">
          {d.name}
        </span>{" "}
        <span className={mutedText}>
          <span translate="no">
            {[d.phone, d.otherPhone]
              .filter(Boolean)
              .map((p) => formatIndianPhone(p!))
              .join(", ")}
          </span>
          {fill(c.candidate, {
            bills: countText(d.billCount, bills),
            balance: formatRupees(d.balancePaise),
          })}
        </span>
      </span>
      <ConfirmDialog
        trigger={<DataText text={fill(c.trigger, { name: d.name })} data={[d.name]} />}
        title={c.confirmTitle}
        message={
          <DataText
            text={fill(c.confirmMessage, { duplicate: d.name, name: customer.name })}
            data={[d.name, customer.name]}
          />
        }
        confirmLabel={c.confirm}
        fields={{ intent: "merge", duplicateId: d.id }}
      />
    </li>
  );
}

/**
 * Merge a duplicate into this customer (?merge=1&find=…): find the duplicate by phone or name,
 * then confirm; the duplicate's records move here and its page leads here from then on.
 */
export function MergeCustomerPanel({
  customer,
  find,
  candidates,
  errors,
}: {
  customer: Customer;
  find: string;
  candidates: CustomerRow[];
  errors: FieldErrors;
}) {
  const c = customersContent[useLocale()].merge;
  return (
    <EditPanel
      id="merge-customer"
      title={c.title}
      closeHref={customerHref(customer.id)}
      closeOnEscape
      testId="merge-customer"
    >
      <p className={mutedText}>
        <DataText text={fill(c.intro, { name: customer.name })} data={[customer.name]} />
      </p>
      <Form
        method="get"
        action={`${CUSTOMERS_PATH}/${customer.id}`}
        role="search"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="merge" value="1" />
        <Input
          name="find"
          label={c.find}
          type="search"
          defaultValue={find}
          errors={errors.duplicateId ? { find: errors.duplicateId } : undefined}
          fieldClassName="min-w-64 flex-1"
        />
        <Button type="submit" variant="outline">
          {c.findButton}
        </Button>
      </Form>
      {find && candidates.length === 0 ? (
        <p className={`mt-4 ${mutedText}`}>
          <DataText text={fill(c.noMatch, { find })} data={[find]} />
        </p>
      ) : null}
      {candidates.length > 0 ? (
        <ul
          className="mt-4 divide-y divide-slate-200 dark:divide-slate-800"
          data-testid="merge-candidates"
        >
          {candidates.map((d) => (
            <Candidate key={d.id} customer={customer} duplicate={d} />
          ))}
        </ul>
      ) : null}
    </EditPanel>
  );
}
