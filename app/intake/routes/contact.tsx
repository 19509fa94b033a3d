import type { Route } from "./+types/contact";
import { useRootData } from "~/lib/root-data";
import { seoMeta } from "~/lib/seo";
import { LocalBusinessJsonLd } from "~/components/local-business-jsonld";
import { PageHero } from "~/components/section-heading";
import { pageContent } from "~/platform/page-content.server";
import { contactAction } from "../actions.server";
import { formFailureHeaders } from "~/platform/form-response.server";
import { ContactForm } from "../components/contact-form";
import {
  ContactBadges,
  ContactCards,
  ContactFaq,
  OfficeCard,
} from "../components/contact-sections";
import { contactContent } from "../content/contact";
import { intakeMessages } from "../content/messages";
import { newFormToken } from "~/platform/form-guard.server";
import { whatsappLink } from "~/lib/whatsapp";
import { approvedReviewRating } from "~/domain/review-rating.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageContent(context, contactContent, "/contact");
  // The gallery's "Request Portfolio" (and any link) can prefill the subject.
  const subject = (new URL(request.url).searchParams.get("subject") ?? "").trim().slice(0, 200);
  return {
    ...page,
    messages: intakeMessages[page.locale],
    token: newFormToken(),
    subject,
    rating: await approvedReviewRating(),
  };
}

export const action = (args: Route.ActionArgs) => contactAction(args);

// A refused post (429) keeps its Retry-After header.
export const headers: Route.HeadersFunction = formFailureHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { content, messages, token, subject, seo, rating } = loaderData;
  const { business } = useRootData();
  const chat = whatsappLink(business.whatsappNumber, content.whatsappText);
  return (
    <>
      <LocalBusinessJsonLd business={business} origin={seo.origin} rating={rating} />
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <ContactBadges badges={content.hero.badges} />
      <ContactCards content={content.cards} label={content.hero.title} chat={chat} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-2">
        <ContactForm
          content={content.form}
          messages={messages}
          token={token}
          subject={subject}
          actionData={actionData}
        />
        <OfficeCard content={content.office} chat={chat} />
      </div>
      <ContactFaq content={content.faq} />
    </>
  );
}
