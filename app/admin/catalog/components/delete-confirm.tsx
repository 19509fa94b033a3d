import { ConfirmDialog } from "~/components/ui/confirm-dialog";

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
  return (
    <ConfirmDialog
      trigger={
        <>
          Delete<span className="sr-only"> {name}</span>
        </>
      }
      message={`Delete ${name}? ${note}`}
      confirmLabel={
        <>
          Yes, delete<span className="sr-only"> {name}</span>
        </>
      }
      fields={{ intent, id, redirectTo }}
    />
  );
}
