import { Form } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { EditPanel } from "~/components/ui/edit-panel";
import { Input } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { mutedText } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import { formatIndianPhone } from "~/lib/phone";
import { type Customer, type CustomerRow, customerHref, CUSTOMERS_PATH } from "../customers";

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
  return (
    <EditPanel
      id="merge-customer"
      title="Merge a duplicate into this customer"
      closeHref={customerHref(customer.id)}
      closeOnEscape
      testId="merge-customer"
    >
      <p className={mutedText}>
        Every bill, request, order, note and reminder of the duplicate moves to {customer.name}; the
        duplicate&apos;s names are kept as other names.
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
          label="Find the duplicate by phone or name"
          type="search"
          defaultValue={find}
          errors={errors.duplicateId ? { find: errors.duplicateId } : undefined}
          fieldClassName="min-w-64 flex-1"
        />
        <Button type="submit" variant="outline">
          Find
        </Button>
      </Form>
      {find && candidates.length === 0 ? (
        <p className={`mt-4 ${mutedText}`}>No other customer matches “{find}”.</p>
      ) : null}
      {candidates.length > 0 ? (
        <ul
          className="mt-4 divide-y divide-slate-200 dark:divide-slate-800"
          data-testid="merge-candidates"
        >
          {candidates.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-3 py-3" data-id={c.id}>
              <span className="flex-1">
                <span className="font-semibold">{c.name}</span>{" "}
                <span className={mutedText}>
                  {[c.phone, c.otherPhone]
                    .filter(Boolean)
                    .map((p) => formatIndianPhone(p!))
                    .join(", ")}
                  {` — ${c.billCount} ${c.billCount === 1 ? "bill" : "bills"}, balance ${formatRupees(c.balancePaise)}`}
                </span>
              </span>
              <ConfirmDialog
                trigger={<>Merge {c.name}</>}
                title="Merge these customers?"
                message={`${c.name} and everything of theirs becomes part of ${customer.name}. This cannot be undone here.`}
                confirmLabel="Merge"
                fields={{ intent: "merge", duplicateId: c.id }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </EditPanel>
  );
}
