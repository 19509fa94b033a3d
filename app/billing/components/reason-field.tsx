import { inputClass, labelClass } from "~/components/ui/styles";

/**
 * The reason a bill is cancelled or a payment voided, asked in its confirmation dialog: required,
 * 3 to 300 characters (what the server's schema accepts), kept on the record for the audit.
 */
export function ReasonField({
  id,
  label,
  className,
}: {
  id: string;
  label: string;
  /** Placement of the box (margins). */
  className: string;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        name="reason"
        required
        minLength={3}
        maxLength={300}
        rows={2}
        className={`${inputClass} ${className}`}
      />
    </>
  );
}
