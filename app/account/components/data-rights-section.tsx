import { Download } from "~/components/ui/icons";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { PasswordField } from "~/components/password-input";
import { Input } from "~/components/ui/field";
import { buttonClass, mutedText } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import type { DataRightsContent } from "../content/data-rights";

/**
 * /settings' "Your data" (decision 051): the download of one's data as a JSON file, and "Delete
 * my account", which asks for the password and the typed confirmation (open again, with the
 * messages, after a refused attempt).
 */
export function DataRightsSection({
  c,
  passwordLabels,
  errors,
}: {
  c: DataRightsContent;
  passwordLabels: { show: string; hide: string };
  errors: FieldErrors;
}) {
  const failed = Boolean(errors.deletePassword || errors.deleteConfirm);
  return (
    <>
      <p className={mutedText}>{c.intro}</p>
      <p className="mt-4">
        <a
          href="/settings/data"
          download
          aria-describedby="data-download-hint"
          className={`${buttonClass.outline} inline-flex items-center gap-2`}
        >
          <Download aria-hidden className="size-4" />
          {c.download}
        </a>
      </p>
      <p id="data-download-hint" className={`mt-2 text-sm ${mutedText}`}>
        {c.downloadHint}
      </p>
      <ConfirmDialog
        look="callout"
        size="md"
        className="mt-6 w-full"
        open={failed || undefined}
        trigger={c.deleteTrigger}
        title={c.deleteTitle}
        message={
          <>
            {c.deleteText} {c.keptText}
          </>
        }
        confirmLabel={c.confirmSubmit}
        fields={{ intent: "delete-account" }}
      >
        <div className="mb-3 grid gap-3">
          <PasswordField
            name="deletePassword"
            label={c.password}
            errors={errors}
            autoComplete="current-password"
            labels={passwordLabels}
          />
          <Input
            name="deleteConfirm"
            label={c.confirmLabel}
            errors={errors}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
