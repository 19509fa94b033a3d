import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Form, useNavigate } from "react-router";
import type { Route } from "./+types/share-experience";
import { Field } from "~/components/form-field";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { pageContent } from "~/platform/page-content.server";
import { feedbackAction } from "./actions.server";
import { formFailureHeaders } from "~/platform/form-response.server";
import { FormGuards } from "~/components/form-guards";
import { StarRatingInput } from "./components/star-rating-input";
import { useIntakeForm } from "./components/use-intake-form";
import { intakeMessages } from "./content/messages";
import { shareExperienceContent } from "./content/share-experience";
import { newFormToken } from "~/platform/form-guard.server";
import { FEEDBACK_SERVICES } from "./options";

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
    loadSchema: () => import("./schema").then((s) => s.feedbackSchema(m)),
  });
  const [rating, setRating] = useState(Number(values.rating) || 0);
  const [service, setService] = useState(values.service ?? "");
  // With JavaScript the button waits for a rating and a service (the server refuses both anyway).
  const incomplete = hydrated && (!rating || !service);
  const f = content.form;
  const req = { required: true, requiredText: m.required, errors };

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <a
        href="/"
        onClick={(e) => {
          if (window.history.length > 1) {
            e.preventDefault();
            void navigate(-1);
          }
        }}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {content.back}
      </a>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight">{content.title}</h1>
      <p className={`mt-3 text-lg ${mutedText}`}>{content.intro}</p>

      <Form method="post" noValidate className={`${cardClass} mt-8 space-y-5 p-6`} {...formProps}>
        <FormGuards token={token} honeypotLabel={m.honeypotLabel} />
        <fieldset disabled={busy} className="grid gap-5 sm:grid-cols-2">
          <Field name="name" label={f.name} {...req}>
            {(a) => (
              <input {...a} autoComplete="name" defaultValue={values.name} className={inputClass} />
            )}
          </Field>
          <Field name="email" label={f.email} {...req}>
            {(a) => (
              <input
                {...a}
                type="email"
                autoComplete="email"
                defaultValue={values.email}
                className={inputClass}
              />
            )}
          </Field>
          <Field name="phone" label={f.phone} optionalText={m.optional} errors={errors}>
            {(a) => (
              <input
                {...a}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                defaultValue={values.phone}
                className={inputClass}
              />
            )}
          </Field>
          <Field name="service" label={f.service} {...req}>
            {(a) => (
              <select
                {...a}
                defaultValue={values.service ?? ""}
                onChange={(e) => setService(e.currentTarget.value)}
                className={inputClass}
              >
                <option value="">{f.servicePlaceholder}</option>
                {FEEDBACK_SERVICES.map((s) => (
                  <option key={s} value={s}>
                    {content.services[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
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
          <div className="sm:col-span-2">
            <Field name="feedback" label={f.feedback} {...req}>
              {(a) => (
                <textarea
                  {...a}
                  rows={5}
                  placeholder={f.feedbackPlaceholder}
                  defaultValue={values.feedback}
                  className={inputClass}
                />
              )}
            </Field>
          </div>
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
