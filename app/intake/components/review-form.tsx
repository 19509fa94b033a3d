import { Form } from "react-router";
import { Field } from "~/components/form-field";
import { buttonClass, cardClass, inputClass } from "~/components/ui/styles";
import type { IntakeMessages, ReviewFormContent } from "../content/types";
import { FormGuards } from "~/components/form-guards";
import { StarRatingInput } from "./star-rating-input";
import { useFormAnswer } from "./use-form-answer";

/**
 * The review form of the home page's "Share Your Experience" section and of /reviews. A new
 * form token after each successful submit remounts it (key), which clears it and the stars.
 * Checked by the server only (see useIntakeForm for why).
 */
export function ReviewForm(props: {
  content: ReviewFormContent;
  messages: IntakeMessages;
  token: string;
  actionData: unknown;
}) {
  return <ReviewFormInner key={props.token} {...props} />;
}

function ReviewFormInner({
  content,
  messages: m,
  token,
  actionData,
}: {
  content: ReviewFormContent;
  messages: IntakeMessages;
  token: string;
  actionData: unknown;
}) {
  const { busy, errors, values } = useFormAnswer(token, actionData);
  const req = { required: true, requiredText: m.required, errors };
  return (
    <Form
      method="post"
      preventScrollReset
      noValidate
      className={`${cardClass} mx-auto max-w-3xl space-y-5 p-6`}
      aria-label={content.heading}
    >
      <FormGuards token={token} honeypotLabel={m.honeypotLabel} />
      <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={content.name} {...req}>
          {(a) => (
            <input {...a} autoComplete="name" defaultValue={values.name} className={inputClass} />
          )}
        </Field>
        <Field name="company" label={content.company} {...req}>
          {(a) => (
            <input
              {...a}
              autoComplete="organization"
              defaultValue={values.company}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="location" label={content.location} {...req}>
          {(a) => <input {...a} defaultValue={values.location} className={inputClass} />}
        </Field>
        <Field name="projectType" label={content.projectType} {...req}>
          {(a) => (
            <select {...a} defaultValue={values.projectType ?? ""} className={inputClass}>
              <option value="">{content.projectTypePlaceholder}</option>
              {/* The keys are the stored values, in the spec's order. */}
              {Object.entries(content.projectTypes).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <StarRatingInput
            name="rating"
            label={content.rating}
            starLabel={content.star}
            error={errors.rating}
            defaultValue={Number(values.rating) || 0}
          />
        </div>
        <div className="sm:col-span-2">
          <Field name="reviewText" label={content.review} {...req}>
            {(a) => (
              <textarea
                {...a}
                rows={5}
                placeholder={content.reviewPlaceholder}
                defaultValue={values.reviewText}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <button type="submit" disabled={busy} className={`${buttonClass.primary} w-full sm:w-auto`}>
        {busy ? m.submitting : content.submit}
      </button>
    </Form>
  );
}
