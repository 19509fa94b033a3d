import { useNavigate } from "react-router";
import type { Route } from "./+types/share-experience";
import { BackLink } from "~/components/ui/page-header";
import { mutedText } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { pageContent } from "~/platform/page-content.server";
import { feedbackAction } from "../actions.server";
import { formFailureHeaders } from "~/platform/form-response.server";
import { FeedbackForm } from "../components/feedback-form";
import { intakeMessages } from "../content/messages";
import { shareExperienceContent } from "../content/share-experience";
import { newFormToken } from "~/platform/form-guard.server";

export function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, shareExperienceContent, "/share-experience");
  return { ...page, messages: intakeMessages[page.locale], token: newFormToken() };
}

export const action = (args: Route.ActionArgs) => feedbackAction(args);

// A refused post (429) keeps its Retry-After header.
export const headers: Route.HeadersFunction = formFailureHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ShareExperience({ loaderData, actionData }: Route.ComponentProps) {
  const { content, messages, token } = loaderData;
  const navigate = useNavigate();
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
      <FeedbackForm content={content} messages={messages} token={token} actionData={actionData} />
    </div>
  );
}
