import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/form-fields";

/** The hidden double-submit token and the honeypot field every public form carries. */
export function FormGuards({ token, honeypotLabel }: { token: string; honeypotLabel: string }) {
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {honeypotLabel}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}
