import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/field";
import { Badge } from "~/components/ui/badge";
import { cardClass, mutedText } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";

type Language = "en" | "ta";
const LANGUAGES: readonly Language[] = ["en", "ta"];

export type TemplateFormProps = {
  templates: Record<Language, { text: string; custom: boolean }>;
  labels: Record<Language, string>;
  values: Record<string, string>;
  errors: FieldErrors;
  busy: boolean;
};

/** The placeholders a template may use, with what each becomes. */
export function PlaceholderList({
  placeholders,
}: {
  placeholders: readonly { key: string; text: string }[];
}) {
  return (
    <section aria-labelledby="placeholders-heading" className={`${cardClass} p-5`}>
      <h2 id="placeholders-heading" className="text-lg font-semibold">
        Placeholders
      </h2>
      <p className={`mt-1 text-sm ${mutedText}`}>
        Write them with the braces; anything else in braces is refused. {"{balance}"} is required.
      </p>
      <dl
        className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]"
        data-testid="placeholder-list"
      >
        {placeholders.map((p) => (
          <div key={p.key} className="contents">
            <dt>
              <code className="font-semibold">{`{${p.key}}`}</code>
            </dt>
            <dd>{p.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The English and Tamil reminder templates in one form: Save (checked on the server: unknown
 * placeholders and unbalanced braces are refused, {balance} is required) or Preview without saving.
 */
export function TemplateForm({ templates, labels, values, errors, busy }: TemplateFormProps) {
  return (
    <Form
      method="post"
      noValidate
      className={`${cardClass} grid gap-4 p-5`}
      data-testid="reminder-templates-form"
    >
      {LANGUAGES.map((language) => (
        <div key={language}>
          <Textarea
            name={language}
            label={`${labels[language]} message`}
            rows={9}
            lang={language}
            errors={errors}
            requiredMark
            hint={templates[language].custom ? "Saved by the admin." : "The default message."}
            defaultValue={values[language] ?? templates[language].text}
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" pending={busy} pendingText="Saving...">
          Save templates
        </Button>
        <Button type="submit" name="intent" value="preview" variant="outline">
          Preview
        </Button>
      </div>
    </Form>
  );
}

/** "Reset to default" for each language whose template the admin changed. */
export function ResetButtons({
  templates,
  labels,
}: Pick<TemplateFormProps, "templates" | "labels">) {
  const custom = LANGUAGES.filter((l) => templates[l].custom);
  if (custom.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {custom.map((language) => (
        <Form method="post" key={language}>
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="language" value={language} />
          <Button type="submit" variant="outline">
            Reset {labels[language]} to default
          </Button>
        </Form>
      ))}
    </div>
  );
}

/** The templates filled with sample data (a customer owing on two bills). */
export function TemplatePreviews({
  previews,
  labels,
  hasUpi,
}: {
  previews: Record<Language, string>;
  labels: Record<Language, string>;
  hasUpi: boolean;
}) {
  return (
    <section aria-labelledby="preview-heading" className={`${cardClass} p-5`}>
      <h2 id="preview-heading" className="text-lg font-semibold">
        Preview with sample data
      </h2>
      {hasUpi ? null : (
        <p className={`mt-1 text-sm ${mutedText}`}>
          No UPI ID is set in Settings, so the line with {"{upi_link}"} is left out.
        </p>
      )}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {LANGUAGES.map((language) => (
          <div key={language}>
            <h3 className="font-semibold">
              {labels[language]} <Badge tone="outline">sample</Badge>
            </h3>
            <pre
              lang={language}
              data-testid={`reminder-preview-${language}`}
              className="mt-1 rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap dark:border-slate-700 dark:bg-slate-950"
            >
              {previews[language]}
            </pre>
          </div>
        ))}
      </div>
    </section>
  );
}
