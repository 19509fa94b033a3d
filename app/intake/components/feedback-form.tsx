import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/field";
import { cardClass, mutedText } from "~/components/ui/styles";
import { FormGuards } from "~/components/form-guards";
import { useHydrated } from "~/lib/use-hydrated";
import type { IntakeMessages, ShareExperienceContent } from "../content/types";
import { FEEDBACK_SERVICES } from "../options";
import { EmailField, NameField, PhoneField } from "./person-fields";
import { StarRatingInput } from "./star-rating-input";
import { useIntakeForm } from "./use-intake-form";
import { WideTextarea } from "./wide-textarea";

/** "I would recommend you": ticked at first, then as last sent. */
function RecommendCheckbox({ label, values }: { label: string; values: Record<string, string> }) {
  return (
    <label className="flex items-center gap-3 sm:col-span-2">
      <input
        type="checkbox"
        name="wouldRecommend"
        defaultChecked={Object.keys(values).length ? values.wouldRecommend === "on" : true}
        className="size-5 accent-brand-600"
      />
      {label}
    </label>
  );
}

/** The send button; while `hint` is given (a rating or service missing) it is disabled and says why. */
function FeedbackSubmit({
  label,
  pendingText,
  busy,
  hint,
}: {
  label: string;
  pendingText: string;
  busy: boolean;
  hint: string | null;
}) {
  return (
    <div>
      <Button
        type="submit"
        disabled={hint !== null}
        pending={busy}
        pendingText={pendingText}
        aria-describedby={hint !== null ? "feedback-incomplete" : undefined}
      >
        {label}
      </Button>
      {hint !== null ? (
        <p id="feedback-incomplete" className={`mt-2 text-sm ${mutedText}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The feedback form: who, which service, a star rating, the feedback and "would recommend".
 * With JavaScript the button waits for a rating and a service (the server refuses both anyway).
 */
export function FeedbackForm({
  content,
  messages: m,
  token,
  actionData,
}: {
  content: ShareExperienceContent;
  messages: IntakeMessages;
  token: string;
  actionData: unknown;
}) {
  const hydrated = useHydrated();
  const { busy, errors, values, formProps } = useIntakeForm({
    token,
    actionData,
    loadSchema: () => import("../schema").then((s) => s.feedbackSchema(m)),
  });
  const [rating, setRating] = useState(Number(values.rating) || 0);
  const [service, setService] = useState(values.service ?? "");
  const incomplete = hydrated && (!rating || !service);
  const f = content.form;
  const req = { requiredMark: m.required, errors };

  return (
    <Form method="post" noValidate className={`${cardClass} mt-8 space-y-5 p-6`} {...formProps}>
      <FormGuards token={token} honeypotLabel={m.honeypotLabel} />
      <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
        <NameField label={f.name} value={values.name} {...req} />
        <EmailField label={f.email} value={values.email} {...req} />
        <PhoneField
          label={f.phone}
          value={values.phone}
          optionalText={m.optional}
          errors={errors}
        />
        <Select
          name="service"
          label={f.service}
          defaultValue={values.service ?? ""}
          onChange={(e) => setService(e.currentTarget.value)}
          placeholder={f.servicePlaceholder}
          options={FEEDBACK_SERVICES.map((s) => [s, content.services[s]])}
          {...req}
        />
        <div className="sm:col-span-2">
          <StarRatingInput
            name="rating"
            label={f.rating}
            starLabel={f.star}
            error={errors.rating}
            defaultValue={Number(values.rating) || 0}
            onChange={setRating}
          />
        </div>
        <WideTextarea
          name="feedback"
          label={f.feedback}
          rows={5}
          placeholder={f.feedbackPlaceholder}
          value={values.feedback}
          {...req}
        />
        <RecommendCheckbox label={f.recommend} values={values} />
      </fieldset>
      <FeedbackSubmit
        label={f.submit}
        pendingText={m.submitting}
        busy={busy}
        hint={incomplete ? f.chooseFirst : null}
      />
    </Form>
  );
}
