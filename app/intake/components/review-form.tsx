import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/field";
import { cardClass } from "~/components/ui/styles";
import type { IntakeMessages, ReviewFormContent } from "../content/types";
import { FormGuards } from "~/components/form-guards";
import { StarRatingInput } from "./star-rating-input";
import { NameField } from "./person-fields";
import { useFormAnswer } from "./use-form-answer";

/**
 * The review form of the home page's "Write a Review" section and of /reviews. A new
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
  const req = { requiredMark: m.required, errors };
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
        <NameField label={content.name} value={values.name} {...req} />
        <Input
          name="company"
          label={content.company}
          autoComplete="organization"
          defaultValue={values.company}
          {...req}
        />
        <Input name="location" label={content.location} defaultValue={values.location} {...req} />
        <Select
          name="projectType"
          label={content.projectType}
          defaultValue={values.projectType ?? ""}
          placeholder={content.projectTypePlaceholder}
          // The keys are the stored values, in the spec's order.
          options={Object.entries(content.projectTypes)}
          {...req}
        />
        <div className="sm:col-span-2">
          <StarRatingInput
            name="rating"
            label={content.rating}
            starLabel={content.star}
            error={errors.rating}
            defaultValue={Number(values.rating) || 0}
          />
        </div>
        <Textarea
          name="reviewText"
          label={content.review}
          fieldClassName="sm:col-span-2"
          rows={5}
          placeholder={content.reviewPlaceholder}
          defaultValue={values.reviewText}
          {...req}
        />
      </fieldset>
      <Button type="submit" pending={busy} pendingText={m.submitting} className="w-full sm:w-auto">
        {content.submit}
      </Button>
    </Form>
  );
}
