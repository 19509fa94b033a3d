import { useState } from "react";
import { Form, useNavigate } from "react-router";
import type { Route } from "./+types/share-experience";
import { Select, Textarea } from "~/components/ui/field";
import { BackLink } from "~/components/ui/page-header";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { pageContent } from "~/platform/page-content.server";
import { feedbackAction } from "../actions.server";
import { formFailureHeaders } from "~/platform/form-response.server";
import { FormGuards } from "~/components/form-guards";
import { StarRatingInput } from "../components/star-rating-input";
import { EmailField, NameField, PhoneField } from "../components/person-fields";
import { useIntakeForm } from "../components/use-intake-form";
import { intakeMessages } from "../content/messages";
import { shareExperienceContent } from "../content/share-experience";
import { newFormToken } from "~/platform/form-guard.server";
import { FEEDBACK_SERVICES } from "../options";

export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, shareExperienceContent, "/share-experience");
  return { ...page, messages: intakeMessages[page.locale], token: newFormToken() };
}

export const action = (args: Route.ActionArgs) => feedbackAction(args);

// A refused post (429) keeps its Retry-After header.
export const headers: Route.HeadersFunction = formFailureHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ShareExperience({ loaderData, actionData }: Route.ComponentProps) {
  const { content, messages: m, token } = loaderData;
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { busy, errors, values, formProps } = useIntakeForm({
    token,
    actionData,
    loadSchema: () => import("../schema").then((s) => s.feedbackSchema(m)),
  });
  const [rating, setRating] = useState(Number(values.rating) || 0);
  const [service, setService] = useState(values.service ?? "");
  // With JavaScript the button waits for a rating and a service (the server refuses both anyway).
  const incomplete = hydrated && (!rating || !service);
  const f = content.form;
  const req = { requiredMark: m.required, errors };

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <BackLink
        to="/"
        onClick={(e) => {
          if (window.history.length > 1) {
            e.preventDefault();
            void navigate(-1);
          }
        }}
      >
        {content.back}
      </BackLink>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight">{content.title}</h1>
      <p className={`mt-3 text-lg ${mutedText}`}>{content.intro}</p>

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
          <Textarea
            name="feedback"
            label={f.feedback}
            fieldClassName="sm:col-span-2"
            rows={5}
            placeholder={f.feedbackPlaceholder}
            defaultValue={values.feedback}
            {...req}
          />
          <label className="flex items-center gap-3 sm:col-span-2">
            <input
              type="checkbox"
              name="wouldRecommend"
              defaultChecked={Object.keys(values).length ? values.wouldRecommend === "on" : true}
              className="size-5 accent-brand-600"
            />
            {f.recommend}
          </label>
        </fieldset>
        <div>
          <button
            type="submit"
            disabled={busy || incomplete}
            aria-describedby={incomplete ? "feedback-incomplete" : undefined}
            className={buttonClass.primary}
          >
            {busy ? m.submitting : f.submit}
          </button>
          {incomplete ? (
            <p id="feedback-incomplete" className={`mt-2 text-sm ${mutedText}`}>
              {f.chooseFirst}
            </p>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
