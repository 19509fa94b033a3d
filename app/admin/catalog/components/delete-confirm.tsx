import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DataText } from "~/components/ui/data-text";
import { useLocale } from "~/lib/i18n/i18n";
import { catalogContent } from "../content";

/**
 * The catalog's Delete: the shared ConfirmDialog with its wording, in the flow (not floating) so
 * a scrolling table does not clip it. Deleting deactivates: the item leaves the public pages and
 * can be switched back on by editing.
 */
export function DeleteConfirm({
  intent,
  id,
  name,
  note,
  redirectTo,
}: {
  intent: string;
  id: string;
  name: string;
  note: string;
  redirectTo: string;
}) {
  const c = catalogContent[useLocale()];
  return (
    <ConfirmDialog
      trigger={
        <>
          {c.delete}
          <span className="sr-only" translate="no">
            {" "}
            {name}
          </span>
        </>
      }
      message={<DataText text={c.deleteQuestion.replace("{note}", note)} data={{ name }} />}
      confirmLabel={
        <>
          {c.yesDelete}
          <span className="sr-only" translate="no">
            {" "}
            {name}
          </span>
        </>
      }
      fields={{ intent, id, redirectTo }}
    />
  );
}
