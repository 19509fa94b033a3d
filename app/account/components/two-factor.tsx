import { Form } from "react-router";
import { Field } from "~/components/ui/field";
import { buttonClass, inputClass, mutedText } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import type { SettingsContent } from "../content/types";

type Text = SettingsContent["twoFactor"];

/**
 * The staff's two-factor sign-in: the fresh recovery codes right after confirming, else the
 * disable form when on, the QR code and confirm form while setting up, or the enable button.
 */
export function TwoFactor({
  content: c,
  enabled,
  setup,
  recoveryCodes,
  errors,
}: {
  content: Text;
  enabled: boolean;
  setup: { secret: string; qrDataUrl: string } | null;
  recoveryCodes: string[] | null;
  errors: FieldErrors;
}) {
  if (recoveryCodes) return <RecoveryCodes c={c} codes={recoveryCodes} />;
  if (enabled) return <TwoFactorDisable c={c} errors={errors} />;
  if (setup) return <TwoFactorSetup c={c} setup={setup} errors={errors} />;
  return (
    <div>
      <p>{c.off}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="totp-start" />
        <button type="submit" className={buttonClass.primary}>
          {c.enable}
        </button>
      </Form>
    </div>
  );
}

function RecoveryCodes({ c, codes }: { c: Text; codes: string[] }) {
  return (
    <div>
      <h3 className="font-semibold">{c.recoveryTitle}</h3>
      <p className={`mt-1 text-sm ${mutedText}`}>{c.recoveryIntro}</p>
      <ul data-testid="recovery-codes" className="mt-3 grid max-w-sm grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center dark:bg-slate-800">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TwoFactorDisable({ c, errors }: { c: Text; errors: FieldErrors }) {
  return (
    <div>
      <p>{c.on}</p>
      <Form method="post" noValidate className="mt-4 flex max-w-md flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="totp-disable" />
        <div className="flex-1">
          <Field name="disablePassword" label={c.disablePassword} errors={errors}>
            {(a) => (
              <input
                {...a}
                name="password"
                type="password"
                autoComplete="current-password"
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <button type="submit" className={buttonClass.outline}>
          {c.disable}
        </button>
      </Form>
    </div>
  );
}

function TwoFactorSetup({
  c,
  setup,
  errors,
}: {
  c: Text;
  setup: { secret: string; qrDataUrl: string };
  errors: FieldErrors;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
      <img
        src={setup.qrDataUrl}
        alt={c.title}
        width={192}
        height={192}
        className="rounded bg-white p-2"
      />
      <div>
        <p className="text-sm">{c.scan}</p>
        <p className={`mt-2 text-sm ${mutedText}`}>
          {c.secretLabel}{" "}
          <code data-testid="totp-secret" className="font-mono break-all">
            {setup.secret}
          </code>
        </p>
        <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="totp-confirm" />
          <Field name="code" label={c.code} errors={errors}>
            {(a) => (
              <input
                {...a}
                inputMode="numeric"
                autoComplete="one-time-code"
                className={inputClass}
              />
            )}
          </Field>
          <button type="submit" className={buttonClass.primary}>
            {c.confirm}
          </button>
        </Form>
      </div>
    </div>
  );
}
