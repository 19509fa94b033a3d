import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { DataText } from "~/components/ui/data-text";
import { Textarea } from "~/components/ui/field";
import { Badge } from "~/components/ui/badge";
import { cardClass, mutedText } from "~/components/ui/styles";
import { fill, type FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import type { ReminderPlaceholder } from "~/billing/index.server";
import { reminderTemplatesContent } from "../content";

type Language = "en" | "ta";
const LANGUAGES: readonly Language[] = ["en", "ta"];

export type TemplateFormProps = {
  templates: Record<Language, { text: string; custom: boolean }>;
  values: Record<string, string>;
  errors: FieldErrors;
  busy: boolean;
};

/** A placeholder as it is written in a template: code, not words (translate="no"). */
const token = (key: string) => `{${key}}`;

/** The placeholders a template may use, with what each becomes. */
export function PlaceholderList({
  placeholders,
}: {
  placeholders: readonly ReminderPlaceholder[];
}) {
  const c = reminderTemplatesContent[useLocale()];
  return (
    <section aria-labelledby="placeholders-heading" className={`${cardClass} p-5`}>
      <h2 id="placeholders-heading" className="text-lg font-semibold">
        {c.placeholdersHeading}
      </h2>
      <p className={`mt-1 text-sm ${mutedText}`}>
        <DataText
          text={c.placeholdersHint}
          data={{ balance: token("balance"), upi_link: token("upi_link") }}
        />
      </p>
      <dl
        className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]"
        data-testid="placeholder-list"
      >
        {placeholders.map((key) => (
          <div key={key} className="contents">
            <dt>
              <code className="font-semibold" translate="no">
                {token(key)}
              </code>
            </dt>
            <dd>{c.placeholders[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The English and Tamil reminder templates in one form: Save (checked on the server: unknown
 * placeholders and unbalanced braces are refused, {balance} is required) or Preview without saving.
 * The templates are the messages customers get: data, marked translate="no".
 */
export function TemplateForm({ templates, values, errors, busy }: TemplateFormProps) {
  const c = reminderTemplatesContent[useLocale()];
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
            label={fill(c.messageLabel, { language: c.languages[language] })}
            rows={9}
            lang={language}
            translate="no"
            errors={errors}
            requiredMark
            hint={templates[language].custom ? c.customHint : c.defaultHint}
            defaultValue={values[language] ?? templates[language].text}
          />
        </div>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" pending={busy} pendingText={c.saving}>
          {c.save}
        </Button>
        <Button type="submit" name="intent" value="preview" variant="outline">
          {c.preview}
        </Button>
      </div>
    </Form>
  );
}

/** "Reset to default" for each language whose template the admin changed. */
export function ResetButtons({ templates }: Pick<TemplateFormProps, "templates">) {
  const c = reminderTemplatesContent[useLocale()];
  const custom = LANGUAGES.filter((l) => templates[l].custom);
  if (custom.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {custom.map((language) => (
        <Form method="post" key={language}>
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="language" value={language} />
          <Button type="submit" variant="outline">
            {fill(c.reset, { language: c.languages[language] })}
          </Button>
        </Form>
      ))}
    </div>
  );
}

/** The templates filled with sample data (a customer owing on two bills): data, like them. */
export function TemplatePreviews({
  previews,
  hasUpi,
}: {
  previews: Record<Language, string>;
  hasUpi: boolean;
}) {
  const c = reminderTemplatesContent[useLocale()];
  return (
    <section aria-labelledby="preview-heading" className={`${cardClass} p-5`}>
      <h2 id="preview-heading" className="text-lg font-semibold">
        {c.previewHeading}
      </h2>
      {hasUpi ? null : (
        <p className={`mt-1 text-sm ${mutedText}`}>
          <DataText text={c.noUpi} data={{ upi_link: token("upi_link") }} />
        </p>
      )}
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {LANGUAGES.map((language) => (
          <div key={language}>
            <h3 className="font-semibold">
              {c.languages[language]} <Badge tone="outline">{c.sample}</Badge>
            </h3>
            <pre
              lang={language}
              translate="no"
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
